import { describe, expect, it } from 'vitest'
import { MAX_WAITING_PRELOADS, limitPreloads } from './preload-limit'

function fakeRouter() {
  const preloaded: string[] = []
  const router = {
    preloadRoute: async (options: never) => {
      preloaded.push((options as { to: string }).to)
      return []
    },
  }
  return { router, preloaded }
}

/** A wait that resolves only when the test says so. */
function manualWait() {
  const pending: { ms: number; resolve: () => void }[] = []
  return {
    pending,
    wait: (ms: number) =>
      new Promise<void>((resolve) => pending.push({ ms, resolve })),
  }
}

const preload = (
  router: { preloadRoute: (o: never) => Promise<unknown> },
  to: string,
) => router.preloadRoute({ to } as never)

describe('limitPreloads', () => {
  it('waits 1 s before preloading, and skips preloads beyond 4 waiting', async () => {
    const { router, preloaded } = fakeRouter()
    const timer = manualWait()
    limitPreloads(router, { wait: timer.wait, connection: () => undefined })
    const started = ['/a', '/b', '/c', '/d', '/e'].map((to) =>
      preload(router, to),
    )
    expect(timer.pending.map((p) => p.ms)).toEqual(
      Array(MAX_WAITING_PRELOADS).fill(1_000),
    )
    expect(await started[4]).toBeUndefined()
    expect(preloaded).toEqual([])
    for (const p of timer.pending) p.resolve()
    await Promise.all(started)
    expect(preloaded).toEqual(['/a', '/b', '/c', '/d'])
    // Once they are done there is room again.
    const next = preload(router, '/f')
    timer.pending.at(-1)!.resolve()
    await next
    expect(preloaded).toContain('/f')
  })

  it('preloads nothing on a slow-2g or data-saving connection', async () => {
    for (const network of [{ effectiveType: 'slow-2g' }, { saveData: true }]) {
      const { router, preloaded } = fakeRouter()
      limitPreloads(router, { wait: async () => {}, connection: () => network })
      await preload(router, '/a')
      expect(preloaded).toEqual([])
    }
  })
})
