// How close a lot is to its expiry date, once for every layer that flags, filters or names it:
// the inventory's badges and filters, its CSV export and the messages that say "within N days".

/** A lot is flagged this many calendar days before its expiry date. */
export const EXPIRY_WARNING_DAYS = 90
/** From this many days before its expiry date, the flag is urgent. */
export const EXPIRY_URGENT_DAYS = 30

/** How close a lot is to its expiry date: flagged 90 and 30 days ahead, and once past. */
export type ExpiryState = 'ok' | 'expiring_90' | 'expiring_30' | 'expired'

const DAY_MS = 86_400_000

/**
 * Calendar days from `today` to the expiry date (both `YYYY-MM-DD`, read as UTC dates; a
 * timestamp counts by its date): 0 on its last day, negative once it has expired.
 *
 * @example daysUntilExpiry('2026-12-01', '2026-11-30') // 1
 */
export const daysUntilExpiry = (expiryDate: string, today: string) =>
  Math.round(
    (Date.parse(expiryDate.slice(0, 10)) - Date.parse(today.slice(0, 10))) /
      DAY_MS,
  )

/**
 * The flag of a lot `days` before its expiry date.
 *
 * @example expiryState(30) // 'expiring_30'
 */
export function expiryState(days: number): ExpiryState {
  if (days < 0) return 'expired'
  if (days <= EXPIRY_URGENT_DAYS) return 'expiring_30'
  if (days <= EXPIRY_WARNING_DAYS) return 'expiring_90'
  return 'ok'
}
