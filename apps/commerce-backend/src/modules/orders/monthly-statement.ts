import { invalid, ResultError } from '../../shared/results'

// The monthly statement's calendar and arithmetic (decision 040): a month is a UTC calendar month,
// every amount integer cents, and the closing balance is the opening one plus the month's invoices
// less its payments and credits, so one month's closing is the next one's opening.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month `YYYY-MM` as its first instant and the first instant of the next (UTC). */
export function monthBounds(month: string, now = new Date()) {
  const match = MONTH.exec(month)
  const year = Number(match?.[1])
  const index = Number(match?.[2]) - 1
  if (!match || year < 2000)
    throw new ResultError(
      invalid(
        [{ propertyPath: 'month', message: 'Give a month as YYYY-MM.' }],
        'The month is not valid.',
      ),
    )
  const from = new Date(Date.UTC(year, index, 1))
  if (from > now)
    throw new ResultError(
      invalid(
        [{ propertyPath: 'month', message: 'The month has not begun yet.' }],
        'The month is in the future.',
      ),
    )
  return { from, to: new Date(Date.UTC(year, index + 1, 1)) }
}

/** The month before the one `now` is in, as `YYYY-MM`: the one a statement e-mail sends. */
export function previousMonth(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return day.toISOString().slice(0, 7)
}

/** What the practice owed at a moment: invoices issued less money paid and credit notes issued. */
export const balance = (invoiced: number, paid: number, credited: number) =>
  invoiced - paid - credited

const sum = (entries: readonly { amount: number }[]) =>
  entries.reduce((total, entry) => total + entry.amount, 0)

/** The closing balance of a month that opened at `opening`. */
export const closingBalance = (
  opening: number,
  month: {
    invoices: readonly { amount: number }[]
    payments: readonly { amount: number }[]
    credits: readonly { amount: number }[]
  },
) => opening + sum(month.invoices) - sum(month.payments) - sum(month.credits)
