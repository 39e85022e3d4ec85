import { todayUtc, nextRunAfter } from '@shop/forms'
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { PlacementService } from '../carts'
import { fullName } from '../customers'
import { emitEvent } from '../events'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { standingOrderRunMail } from './standing-order-mails'
import { placeRun } from './standing-order-placement'
import { scheduleOf } from './standing-order-views'
import type { RunView } from './standing-order-views'

/**
 * The runs of standing orders: `runDue`, which the job queue calls every minute (see
 * `src/scheduler.ts`), places each run exactly once, records it, tells the event outbox and, when
 * it did not go as planned, e-mails the owner.
 */
export class StandingOrderRuns {
  constructor(
    private readonly db: Database,
    private readonly placement: PlacementService,
    private readonly mail: MailSettings,
  ) {}

  /**
   * Places every run due by `now` (its date has begun, UTC), each in its own transaction, and
   * answers what each did. Several callers at once (two backend instances, a retried job) place
   * each run once: a run is written with its order, unique per standing order and date.
   */
  async runDue(now = new Date()) {
    const today = todayUtc(now)
    const due = await this.db
      .select({ id: t.standingOrders.id })
      .from(t.standingOrders)
      .where(
        and(
          lte(t.standingOrders.nextRunOn, today),
          isNull(t.standingOrders.pausedAt),
          isNull(t.standingOrders.cancelledAt),
        ),
      )
      .orderBy(asc(t.standingOrders.nextRunOn), asc(t.standingOrders.id))
      .limit(200)
    const runs: RunView[] = []
    for (const { id } of due) {
      try {
        const run = await this.runOne(id, now)
        if (run) runs.push(run)
      } catch (error) {
        // Nothing of the run was committed: the next round tries again.
        console.error(
          JSON.stringify({
            level: 'error',
            event: 'standing_order_run_failed',
            standingOrderId: id,
            error: String(error),
          }),
        )
      }
    }
    if (runs.length) this.mail.queued()
    return runs
  }

  /**
   * One run, in one transaction with the standing order locked: the run row, the order, the
   * next date and the e-mail commit together or not at all.
   */
  private runOne(id: number, now: Date): Promise<RunView | null> {
    const today = todayUtc(now)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.standingOrders)
        .where(eq(t.standingOrders.id, id))
        .for('update')
      // Another caller ran it meanwhile, or it was paused or cancelled.
      if (!row || row.pausedAt || row.cancelledAt || row.nextRunOn > today)
        return null
      const scheduledFor = row.nextRunOn
      const [claimed] = await tx
        .insert(t.standingOrderRuns)
        .values({
          standingOrderId: row.id,
          scheduledFor,
          ranAt: now,
          outcome: 'not-placed',
        })
        .onConflictDoNothing()
        .returning()
      await tx
        .update(t.standingOrders)
        .set({ nextRunOn: nextRunAfter(scheduleOf(row), scheduledFor, today) })
        .where(eq(t.standingOrders.id, row.id))
      if (!claimed) return null
      const late =
        scheduledFor < today
          ? `This run was due on ${readableDay(scheduledFor)} and is placed late, once: it could not run on its day.`
          : null
      const result = await placeRun(tx, this.placement, row)
      const note = [late, result.note].filter(Boolean).join(' ') || null
      const [run] = await tx
        .update(t.standingOrderRuns)
        .set({
          outcome: result.outcome,
          orderId: result.order?.id ?? null,
          problems: result.problems,
          note,
        })
        .where(eq(t.standingOrderRuns.id, claimed.id))
        .returning()
      await emitEvent(
        tx,
        'standing_order.run',
        {
          run: {
            id: written(run).id,
            standingOrderId: row.id,
            standingOrderName: row.name,
            companyId: row.companyId,
            ownerId: row.ownerId,
            scheduledFor,
            outcome: result.outcome,
            orderId: result.order?.id ?? null,
            orderNumber: result.order?.number ?? null,
            problems: result.problems,
            note,
          },
        },
        { orderingKey: `standing-order:${row.id}` },
      )
      if (result.outcome !== 'placed' || late) {
        const [owner] = await tx
          .select()
          .from(t.customers)
          .where(eq(t.customers.id, row.ownerId))
        if (owner && !owner.deactivatedAt)
          await enqueueMail(tx, {
            kind: 'standing-order-run',
            to: owner.email,
            ...standingOrderRunMail(this.mail, {
              name: fullName(owner),
              standingOrderName: row.name,
              scheduledFor,
              outcome: result.outcome,
              orderNumber: result.order?.number ?? null,
              problems: result.problems,
              note,
              link: result.order
                ? `/en/shop/account/orders/${encodeURIComponent(result.order.token)}`
                : `/en/shop/account/standing-orders/${row.id}`,
            }),
          })
      }
      return {
        ...written(run),
        orderNumber: result.order?.number ?? null,
        orderToken: result.order?.token ?? null,
      }
    })
  }
}

/** "Monday, November 2, 2026": a run's UTC day, for a note a buyer reads. */
const readableDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
