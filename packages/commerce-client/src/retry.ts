/** Subscriptions retry at most 5 times (spec sections 8 and 9). */
export const SUBSCRIPTION_MAX_RETRIES = 5
/** The first retry waits 500 ms; each later one twice as long. */
export const SUBSCRIPTION_BASE_DELAY_MS = 500

/**
 * The delay before retry number `attempt` (1-based), or `null` when no retry is left:
 * 500, 1000, 2000, 4000, 8000 ms, then null.
 *
 * @example
 * retryDelay(1) // 500
 * retryDelay(6) // null
 */
export function retryDelay(
  attempt: number,
  maxRetries = SUBSCRIPTION_MAX_RETRIES,
  baseDelayMs = SUBSCRIPTION_BASE_DELAY_MS,
): number | null {
  if (attempt < 1 || attempt > maxRetries) return null
  return baseDelayMs * 2 ** (attempt - 1)
}
