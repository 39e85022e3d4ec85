/** How often the page asks whether a new build was deployed. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000

/**
 * Polls the latest-build manifest (`/build.json`); once a different build id appears, the next
 * navigation loads the new build with a full page load instead of a client-side one.
 */
export function watchForNewBuild({
  currentBuildId,
  fetchLatest = () =>
    fetch('/build.json', { cache: 'no-store' }).then(
      (r) => r.json() as Promise<{ buildId: string }>,
    ),
  onNewBuild,
  intervalMs = BUILD_POLL_INTERVAL_MS,
}: {
  currentBuildId: string
  fetchLatest?: () => Promise<{ buildId: string }>
  onNewBuild: (buildId: string) => void
  intervalMs?: number
}): () => void {
  let stopped = false
  const check = async () => {
    const latest = await fetchLatest().catch(() => null)
    if (!stopped && latest?.buildId && latest.buildId !== currentBuildId) {
      stopped = true
      clearInterval(timer)
      onNewBuild(latest.buildId)
    }
  }
  const timer = setInterval(() => void check(), intervalMs)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
