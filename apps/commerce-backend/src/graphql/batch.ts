/**
 * Per-request batching and caching for nested resolvers (a small DataLoader): keys asked for in
 * the same tick are loaded in one query, and each key is loaded once per request.
 */
export class Batcher<K, V> {
  private readonly cache = new Map<K, Promise<V>>()
  private pending: {
    key: K
    resolve: (v: V) => void
    reject: (e: unknown) => void
  }[] = []

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly fallback: V,
  ) {}

  load(key: K): Promise<V> {
    const hit = this.cache.get(key)
    if (hit) return hit
    const promise = new Promise<V>((resolve, reject) => {
      this.pending.push({ key, resolve, reject })
      if (this.pending.length === 1) queueMicrotask(() => void this.flush())
    })
    this.cache.set(key, promise)
    return promise
  }

  /** A value the request already holds (the caller read with the session check): no query for it. */
  prime(key: K, value: V): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value))
  }

  private async flush() {
    const batch = this.pending
    this.pending = []
    try {
      const values = await this.loadMany([...new Set(batch.map((b) => b.key))])
      for (const { key, resolve } of batch)
        resolve(values.get(key) ?? this.fallback)
    } catch (error) {
      for (const { reject } of batch) reject(error)
    }
  }
}
