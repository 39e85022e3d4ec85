import { describe, expect, it, vi } from 'vitest'
import { Batcher } from './batch'

describe('Batcher', () => {
  it('loads keys asked for in one tick with one call, and each key once', async () => {
    const loadMany = vi.fn(
      async (keys: number[]) => new Map(keys.map((k) => [k, k * 10])),
    )
    const batcher = new Batcher(loadMany, 0)
    expect(
      await Promise.all([batcher.load(1), batcher.load(2), batcher.load(1)]),
    ).toEqual([10, 20, 10])
    expect(await batcher.load(2)).toBe(20)
    expect(loadMany).toHaveBeenCalledTimes(1)
    expect(loadMany).toHaveBeenCalledWith([1, 2])
  })

  it('answers the fallback for a missing key', async () => {
    const batcher = new Batcher(async () => new Map<number, string[]>(), [])
    expect(await batcher.load(7)).toEqual([])
  })
})
