/**
 * A small time-bounded LRU for commerce answers that every shopper shares (catalogue reads,
 * category selections): entries live `ttlMs`, at most `maxEntries` are kept, concurrent misses
 * for one key share one load, and a failed load is not kept. Never put personal data in it.
 *
 * @example
 * const categories = new SharedCache<Category[]>(100, 60_000)
 * const tree = await categories.get('en_US', () => loadCategories('en_US'))
 */
export class SharedCache<T> {
  private readonly entries = new Map<
    string,
    { expires: number; value: Promise<T> }
  >()

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value
    }
    const value = load()
    this.entries.delete(key)
    this.entries.set(key, { expires: this.now() + this.ttlMs, value })
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return value
  }

  clear() {
    this.entries.clear()
  }
}
