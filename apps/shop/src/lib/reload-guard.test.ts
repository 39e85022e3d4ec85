import { describe, expect, it, vi } from 'vitest'
import { RELOAD_GUARD_TTL_MS, reloadForChunkError } from './reload-guard'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  }
}

describe('reloadForChunkError', () => {
  const chunkError = new TypeError(
    'Failed to fetch dynamically imported module: /assets/cart-1.js',
  )

  it('reloads once for a chunk load error, then not again within 10 seconds', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let time = 1_000_000
    const now = () => time
    expect(reloadForChunkError(chunkError, { storage, reload, now })).toBe(true)
    // The router's own reload-once for the same error stands down.
    expect(
      storage.getItem(`tanstack_router_reload:${chunkError.message}`),
    ).toBe('1')
    time += RELOAD_GUARD_TTL_MS - 1
    expect(reloadForChunkError(chunkError, { storage, reload, now })).toBe(
      false,
    )
    time += 2
    expect(reloadForChunkError(chunkError, { storage, reload, now })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('ignores other errors', () => {
    const reload = vi.fn()
    expect(
      reloadForChunkError(new Error('Network request failed'), {
        storage: memoryStorage(),
        reload,
      }),
    ).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
