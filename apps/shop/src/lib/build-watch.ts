/** How often the page asks whether a new build was deployed. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000

/**
 * Polls the latest-build manifest (`/build.json`) every 5 minutes and whenever the tab becomes
 * visible again; once a different build id appears, the next navigation loads the new build with
 * a full page load instead of a client-side one.
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
      document.removeEventListener('visibilitychange', onVisible)
      onNewBuild(latest.buildId)
    }
  }
  const timer = setInterval(() => void check(), intervalMs)
  // A buyer coming back to a tab left open overnight hears about the new build at once.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    stopped = true
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
