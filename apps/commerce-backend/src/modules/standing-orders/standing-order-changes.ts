import {
  firstRunDate,
  nextRunAfter,
  rescheduledRunDate,
  todayUtc,
} from '@shop/forms'
import { eq } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Transaction } from '../../db/client'
import * as t from '../../db/schema'
import { fullName } from '../customers'
import type { CustomerRow } from '../customers'
import { ResultError, invalid } from '../../shared/results'
import { checkSettings } from './standing-order-settings'
import type { StandingOrderSettings } from './standing-order-settings'
import {
  findVisible,
  scheduleOf,
  standingOrderViews,
} from './standing-order-views'
import type {
  StandingOrderRow,
  StandingOrderView,
} from './standing-order-views'

// The changes a member makes to a standing order after setting it up (its lines: ./standing-order-lines).

/** One change in a transaction with the standing order locked; a cancelled one is not changed. */
export function changeStandingOrder(
  db: Database,
  member: CustomerRow,
  id: number | null,
  apply: (tx: Transaction, row: StandingOrderRow) => Promise<void>,
): Promise<StandingOrderView> {
  return db.transaction(async (tx) => {
    const row = await findVisible(tx, member, id, true)
    if (row.cancelledAt)
      throw new ResultError(
        invalid(
          [
            {
              propertyPath: 'id',
              message: 'This standing order was canceled.',
            },
          ],
          'This standing order was canceled.',
        ),
      )
    await apply(tx, row)
    const [changed] = await tx
      .update(t.standingOrders)
      .set({ updatedAt: new Date() })
      .where(eq(t.standingOrders.id, row.id))
      .returning()
    return written((await standingOrderViews(tx, [written(changed)]))[0])
  })
}

/**
 * Changes the name, the schedule (the next run moves as `rescheduledRunDate` of `@shop/forms`
 * says, as the shop showed it) or the rules.
 */
export async function updateSettings(
  db: Database,
  member: CustomerRow,
  id: number | null,
  input: StandingOrderSettings,
  now: Date,
) {
  const settings = checkSettings(input)
  return changeStandingOrder(db, member, id, async (tx, row) => {
    const nextRunOn = rescheduledRunDate(
      scheduleOf(row),
      settings.schedule,
      row.nextRunOn,
      todayUtc(now),
    )
    await tx
      .update(t.standingOrders)
      .set({ ...settings.columns, ...(nextRunOn ? { nextRunOn } : {}) })
      .where(eq(t.standingOrders.id, row.id))
  })
}

/** Pauses or resumes; a resumed order's next run is its first day after today if it passed. */
export async function setPaused(
  db: Database,
  member: CustomerRow,
  id: number | null,
  paused: boolean,
  now: Date,
) {
  return changeStandingOrder(db, member, id, async (tx, row) => {
    const today = todayUtc(now)
    await tx
      .update(t.standingOrders)
      .set(
        paused
          ? { pausedAt: row.pausedAt ?? now }
          : {
              pausedAt: null,
              nextRunOn:
                row.nextRunOn > today
                  ? row.nextRunOn
                  : firstRunDate(scheduleOf(row), today),
            },
      )
      .where(eq(t.standingOrders.id, row.id))
  })
}

/** Skips the next run: it is recorded as skipped and the run after it becomes the next. */
export async function skipNextRun(
  db: Database,
  member: CustomerRow,
  id: number | null,
  now: Date,
) {
  return changeStandingOrder(db, member, id, async (tx, row) => {
    if (row.pausedAt)
      throw new ResultError(
        invalid(
          [
            {
              propertyPath: 'id',
              message: 'The standing order is paused: resume it first.',
            },
          ],
          'The standing order is paused: resume it first.',
        ),
      )
    await tx
      .insert(t.standingOrderRuns)
      .values({
        standingOrderId: row.id,
        scheduledFor: row.nextRunOn,
        ranAt: now,
        outcome: 'skipped',
        note: `Skipped by ${fullName(member)}.`,
      })
      .onConflictDoNothing()
    await tx
      .update(t.standingOrders)
      .set({
        nextRunOn: nextRunAfter(scheduleOf(row), row.nextRunOn, todayUtc(now)),
      })
      .where(eq(t.standingOrders.id, row.id))
  })
}

/** Cancels for good: no more runs; the standing order and its runs stay in the history. */
export async function cancelStandingOrder(
  db: Database,
  member: CustomerRow,
  id: number | null,
  now: Date,
) {
  return changeStandingOrder(db, member, id, async (tx, row) => {
    await tx
      .update(t.standingOrders)
      .set({ cancelledAt: now })
      .where(eq(t.standingOrders.id, row.id))
  })
}
