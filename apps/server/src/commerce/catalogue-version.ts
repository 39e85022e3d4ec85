/**
 * The commerce backend's catalogue version (`/catalogue-version`), asked at most once a second:
 * the API's shared answers are keyed by it, so an operator change empties them within a second
 * rather than after their minute (README, "Caches"). While the backend does not answer, the last
 * version known is used (and before any, `unknown`), so a hiccup never fails a catalogue call.
 */
export function catalogueVersion(
  commerceUrl: string,
  { maxAgeMs = 1_000, now = Date.now, fetchFn = globalThis.fetch } = {},
): () => Promise<string> {
  const url = `${new URL(commerceUrl).origin}/catalogue-version`
  let known = 'unknown'
  let last: { at: number; value: Promise<string> } | null = null
  return () => {
    if (last && now() - last.at < maxAgeMs) return last.value
    const value = fetchFn(url, { signal: AbortSignal.timeout(2_000) })
      .then(async (response) => {
        const body = (await response.json()) as { version?: unknown }
        if (response.ok && typeof body.version === 'number')
          known = String(body.version)
        return known
      })
      .catch(() => known)
    last = { at: now(), value }
    return value
  }
}
