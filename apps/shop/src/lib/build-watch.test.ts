// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchForNewBuild } from './build-watch'

describe('watchForNewBuild', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('notices a new deployment once, and not the running build', async () => {
    let latest = 'build-1'
    const onNewBuild = vi.fn()
    watchForNewBuild({
      currentBuildId: 'build-1',
      fetchLatest: async () => ({ buildId: latest }),
      onNewBuild,
      intervalMs: 1000,
    })
    await vi.advanceTimersByTimeAsync(3000)
    expect(onNewBuild).not.toHaveBeenCalled()
    latest = 'build-2'
    await vi.advanceTimersByTimeAsync(3000)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
    expect(onNewBuild).toHaveBeenCalledWith('build-2')
  })

  it('keeps quiet when the manifest cannot be read', async () => {
    const onNewBuild = vi.fn()
    watchForNewBuild({
      currentBuildId: 'a',
      fetchLatest: () => Promise.reject(new Error('offline')),
      onNewBuild,
      intervalMs: 1000,
    })
    await vi.advanceTimersByTimeAsync(5000)
    expect(onNewBuild).not.toHaveBeenCalled()
  })

  it('checks again when the tab becomes visible', async () => {
    const onNewBuild = vi.fn()
    watchForNewBuild({
      currentBuildId: 'build-1',
      fetchLatest: async () => ({ buildId: 'build-2' }),
      onNewBuild,
      intervalMs: 60_000,
    })
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(onNewBuild).toHaveBeenCalledWith('build-2')
  })
})
