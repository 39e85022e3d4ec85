/**
 * A fixed-window attempt counter for login throttling, per key (account, client address).
 * It lives in the process: each API instance throttles on its own, which bounds an attacker to
 * N × limit attempts per window across N instances; a shared store would tighten that.
 */
export class AttemptLimiter {
  private readonly windows = new Map<
    string,
    { count: number; resetAt: number }
  >()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string): number {
    const entry = this.windows.get(key)
    if (!entry || entry.resetAt <= this.now()) return 0
    return entry.count >= this.limit
      ? Math.ceil((entry.resetAt - this.now()) / 1000)
      : 0
  }

  /** Records a failed attempt. */
  fail(key: string): void {
    const now = this.now()
    const entry = this.windows.get(key)
    if (!entry || entry.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs })
      this.sweep(now)
    } else {
      entry.count += 1
    }
  }

  /** Forgets a key after a successful attempt. */
  reset(key: string): void {
    this.windows.delete(key)
  }

  // Keep memory bounded: drop windows that have expired.
  private sweep(now: number) {
    if (this.windows.size < 10_000) return
    for (const [key, entry] of this.windows)
      if (entry.resetAt <= now) this.windows.delete(key)
  }
}
