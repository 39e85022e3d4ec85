/** A chunk load error reloads the page at most once in this window (spec section 9). */
export const RELOAD_GUARD_TTL_MS = 10_000
const KEY = 'shop:chunk-reload-at'

/** A failed dynamic import: the page runs an old build whose chunks are gone after a deployment. */
export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    message,
  )
}

/**
 * Reloads the page for a chunk load error unless it already did so within the guard window, so a
 * broken deployment cannot loop the browser. Answers whether it reloaded.
 */
export function reloadForChunkError(
  error: unknown,
  {
    storage,
    reload,
    now = Date.now,
  }: {
    storage: Pick<Storage, 'getItem' | 'setItem'>
    reload: () => void
    now?: () => number
  },
): boolean {
  if (!isChunkLoadError(error)) return false
  const last = Number(storage.getItem(KEY) ?? 0)
  if (now() - last < RELOAD_GUARD_TTL_MS) return false
  storage.setItem(KEY, String(now()))
  // TanStack Router reloads once on its own for a missing route chunk; mark this error as
  // handled there too, so one failure never causes two reloads.
  if (error instanceof Error)
    storage.setItem(`tanstack_router_reload:${error.message}`, '1')
  reload()
  return true
}
