import { unitPriceFor } from '@shop/forms'
import { LOCALE_LANGUAGE_TAGS } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Badge } from '@shop/ui'
import type { BadgeProps } from '@shop/ui'
import { memberName } from '#features/company'
import type { StandingOrder } from './standing-order-queries'
import { useCustomer } from '#lib/use-customer'

// What the standing orders' pages say alike of one: its status, its run dates, its estimate.

/** A standing order's status: active, paused or cancelled. */
type StandingOrderStatus = 'active' | 'paused' | 'cancelled'

const TONES: Readonly<Record<string, BadgeProps['tone']>> = {
  paused: 'warning',
  cancelled: 'danger',
}

/** The status as a badge: "Active", "Paused", "Cancelled". */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n()
  return (
    <Badge tone={TONES[status] ?? 'neutral'}>
      {t(`standingOrders.status.${status as StandingOrderStatus}`)}
    </Badge>
  )
}

const runDates = new Map<string, Intl.DateTimeFormat>()

function runDateFormat(tag: string) {
  let format = runDates.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: 'full',
      timeZone: 'UTC',
    })
    runDates.set(tag, format)
  }
  return format
}

/**
 * A run's date (`YYYY-MM-DD`, a calendar day in UTC) in words: "Monday, November 30, 2026". It is
 * the same day wherever the buyer is, so it is written in UTC, not in the browser's zone.
 */
export function useRunDate() {
  const format = runDateFormat(LOCALE_LANGUAGE_TAGS[useI18n().locale])
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`))
}

/**
 * A line's unit price today (net) for its quantity, breaks included, as a run charges it; the
 * agreed one when the catalogue has none.
 */
const linePrice = (item: StandingOrder['items'][number]) => {
  const today = item.product.storeValues[0]?.price
  return today === undefined
    ? item.agreedPriceNet
    : unitPriceFor(item.quantity, today, item.product.priceBreaks)
}

/** What one run costs at today's prices (net), without the lines no longer sold. */
export const estimatedTotal = (items: StandingOrder['items']) =>
  items.reduce(
    (total, item) =>
      item.available ? total + linePrice(item) * item.quantity : total,
    0,
  )

/**
 * A standing order in a line: its schedule, when it runs next (or why it does not), and who set it
 * up when that is someone else (an administrator sees the company's).
 */
export function useSummaryText() {
  const { t } = useI18n()
  const runDate = useRunDate()
  const customer = useCustomer()
  return (
    standingOrder: Pick<
      StandingOrder,
      'status' | 'nextRunOn' | 'scheduleText' | 'owner'
    >,
  ) =>
    [
      standingOrder.scheduleText,
      standingOrder.status === 'cancelled' || !standingOrder.nextRunOn
        ? t('standingOrders.noRunCancelled')
        : standingOrder.status === 'paused'
          ? t('standingOrders.noRunPaused')
          : t('standingOrders.nextRun', {
              date: runDate(standingOrder.nextRunOn),
            }),
      standingOrder.owner.id === customer?.id
        ? null
        : t('standingOrders.owner', { name: memberName(standingOrder.owner) }),
    ]
      .filter(Boolean)
      .join(' · ')
}
