/**
 * The highest purchase limit a member may be given, net in minor units: $1,000,000.00, the most an
 * order may total. The API's inputs and the commerce backend both check it.
 */
export const MAX_PURCHASE_LIMIT_NET = 100_000_000

/** The message for a limit that is not a whole number of cents from 1 cent to the ceiling. */
export const PURCHASE_LIMIT_MESSAGE =
  'Enter an amount from $0.01 to $1,000,000.00, or leave it empty for no limit.'

/** Whether a limit (net, minor units) may be set; `null` is no limit and always may. */
export const isValidPurchaseLimit = (limit: number | null): boolean =>
  limit === null ||
  (Number.isInteger(limit) && limit >= 1 && limit <= MAX_PURCHASE_LIMIT_NET)
