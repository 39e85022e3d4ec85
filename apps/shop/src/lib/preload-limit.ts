/** More waiting preloads than this and further ones are skipped (spec section 9). */
export const MAX_WAITING_PRELOADS = 4
/** Data preloading waits this long, so a passing pointer does not fetch (spec section 9). */
export const PRELOAD_DELAY_MS = 1_000

interface Preloader {
  preloadRoute: (options: never) => Promise<unknown>
}

/**
 * Wraps the router's preloading: each preload waits 1 s, at most 4 wait at a time, and on a
 * slow-2g or data-saving connection nothing is preloaded (the navigation loads what it needs).
 */
export function limitPreloads(
  router: Preloader,
  {
    connection = () => (navigator as { connection?: NetworkInfo }).connection,
    wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: {
    connection?: () => NetworkInfo | undefined
    wait?: (ms: number) => Promise<unknown>
  } = {},
) {
  const preload = router.preloadRoute.bind(router)
  let waiting = 0
  router.preloadRoute = async (options: never) => {
    const network = connection()
    if (
      waiting >= MAX_WAITING_PRELOADS ||
      network?.saveData ||
      network?.effectiveType === 'slow-2g'
    )
      return undefined
    waiting += 1
    try {
      await wait(PRELOAD_DELAY_MS)
      return await preload(options)
    } finally {
      waiting -= 1
    }
  }
}

interface NetworkInfo {
  effectiveType?: string
  saveData?: boolean
}
