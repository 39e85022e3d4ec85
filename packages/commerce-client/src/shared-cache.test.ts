import { describe, expect, it, vi } from 'vitest'
import { SharedCache } from './shared-cache.js'

describe('SharedCache', () => {
  it('loads once per key while fresh, again after its time is up', async () => {
    let time = 0
    const cache = new SharedCache<number>(10, 1_000, () => time)
    const load = vi.fn(async () => 42)
    const [a, b] = await Promise.all([
      cache.get('k', load),
      cache.get('k', load),
    ])
    expect([a, b]).toEqual([42, 42])
    expect(load).toHaveBeenCalledTimes(1)
    time = 999
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(1)
    time = 1_000
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps at most its size, dropping the least recently used key', async () => {
    const cache = new SharedCache<string>(2, 60_000)
    const load = vi.fn(async () => 'v')
    await cache.get('a', load)
    await cache.get('b', load)
    await cache.get('a', load) // a is now the most recently used
    await cache.get('c', load) // drops b
    expect(load).toHaveBeenCalledTimes(3)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache.get('b', load)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('does not keep a failed load', async () => {
    const cache = new SharedCache<string>(2, 60_000)
    await expect(
      cache.get('k', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'back')).toBe('back')
  })
})
