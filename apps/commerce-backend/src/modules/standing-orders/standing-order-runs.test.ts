import {
  OrderDocument,
  OrdersDocument,
  RunStandingOrdersDocument,
  SetStandingOrderLinesDocument,
  StandingOrderDocument,
  UpdateStandingOrderDocument,
} from '@shop/commerce-client'
import { followingRunDate, todayUtc } from '@shop/forms'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  backend,
  commerce,
  count,
  mailTo,
  newProduct,
  useTestShop,
} from '../../test-shop'
import {
  buyerWithStandingOrder,
  on,
  runsOf,
  standingOrderOf,
} from './standing-order-fixture'
import type { Buyer } from './standing-order-fixture'

// How a standing order's runs are placed: once each, late when missed, leaving out what may not
// be bought, through the same placing code as an order (limits, card payment), and never half.
useTestShop()

describe('standing orders', () => {
  it('places each run exactly once, however often and however many callers run it', async () => {
    const { buyer, standing } = await buyerWithStandingOrder('once')
    const due = on(standing.nextRunOn!)
    // The day before (its last minute), nothing.
    const dayBefore = new Date(due.getTime() - 6 * 60_000)
    await backend.services.standingOrders.runDue(dayBefore)
    expect(await runsOf(standing.id)).toBe(0)
    await Promise.all([
      backend.services.standingOrders.runDue(due),
      backend.services.standingOrders.runDue(due),
      backend.services.standingOrders.runDue(due),
    ])
    await backend.services.standingOrders.runDue(due)
    expect(await runsOf(standing.id)).toBe(1)
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      { token: buyer.token },
    )
    const [run] = standingOrder!.runs
    expect(run).toMatchObject({
      scheduledFor: standing.nextRunOn,
      outcome: 'placed',
      note: null,
    })
    expect(standingOrder!.nextRunOn).toBe(
      new Date(due.getTime() + 7 * 24 * 3600_000).toISOString().slice(0, 10),
    )
    // In the history, linked to its standing order, placed as the buyer with the choices.
    const { orders } = await commerce.request(
      OrdersDocument,
      {},
      { token: buyer.token },
    )
    const placed = orders.orders.find((o) => o.token === run!.orderToken)
    expect(placed).toMatchObject({
      state: 'new',
      number: run!.orderNumber,
      standingOrder: { id: standing.id, name: 'Exam room 2 — weekly' },
      carrier: { identifier: 'standard' },
      subtotalNet: 2 * 12_00 + 5 * 3_00,
    })
    // The buyer's own cart was not touched by the run.
    expect(buyer.cart.token).not.toBe(run!.orderToken)
  })

  it('places a run missed while the shop was down once, late, with a note', async () => {
    const { buyer, standing } = await buyerWithStandingOrder('late')
    const threeWeeksLater = new Date(
      on(standing.nextRunOn!).getTime() + 15 * 24 * 3600_000,
    )
    const runs = await backend.services.standingOrders.runDue(threeWeeksLater)
    expect(
      runs.filter((r) => r.standingOrderId === Number(standing.id)),
    ).toHaveLength(1)
    expect(await runsOf(standing.id)).toBe(1)
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      { token: buyer.token },
    )
    expect(standingOrder!.runs[0]!.note).toContain('placed late, once')
    expect(standingOrder!.nextRunOn! > todayUtc(threeWeeksLater)).toBe(true)
    const mails = await mailTo(buyer.email)
    expect(mails.map((m) => m.kind)).toContain('standing-order-run')
  })

  it('leaves out a product no longer sold and one whose price rose too much, or orders nothing, as chosen', async () => {
    const available = await buyerWithStandingOrder('partly')
    const nothing = await buyerWithStandingOrder('nothing', {
      onProblem: 'place-nothing',
    })
    // A third line, whose price stays, still goes.
    const swabs = await newProduct(`SO-S-${Date.now()}`, 1_00)
    standingOrderOf(
      (
        await commerce.request(
          SetStandingOrderLinesDocument,
          {
            id: available.standing.id,
            items: [
              { productId: String(available.gloves.id), quantity: 2 },
              { productId: String(available.masks.id), quantity: 5 },
              { productId: String(swabs.id), quantity: 4 },
            ],
          },
          { token: available.buyer.token },
        )
      ).setStandingOrderLines,
    )
    for (const { gloves, masks } of [available, nothing]) {
      await backend.database.db
        .update(t.products)
        .set({
          discontinuedAt: new Date(),
          replacedById: swabs.id,
          unit: 'box',
          packSize: 10,
        })
        .where(eq(t.products.id, gloves.id))
      // 3.00 → 3.40 is over the 10 % allowed.
      await backend.database.db
        .update(t.products)
        .set({ price: 3_40 })
        .where(eq(t.products.id, masks.id))
    }
    const due = on(available.standing.nextRunOn!)
    await backend.services.standingOrders.runDue(due)
    expect(await runsOf(available.standing.id)).toBe(1)
    expect(await runsOf(nothing.standing.id)).toBe(0)
    const read = async (buyer: Buyer, id: string) =>
      (
        await commerce.request(
          StandingOrderDocument,
          { id },
          { token: buyer.token },
        )
      ).standingOrder!.runs[0]!
    const partly = await read(available.buyer, available.standing.id)
    expect(partly.outcome).toBe('partly-placed')
    const { order } = await commerce.request(
      OrderDocument,
      { token: partly.orderToken! },
      { token: available.buyer.token },
    )
    expect(order!.items.map((i) => i.product.sku)).toEqual([swabs.sku])
    const none = await read(nothing.buyer, nothing.standing.id)
    expect(none).toMatchObject({ outcome: 'not-placed', orderToken: null })
    expect(none.problems.map((p) => p.message)).toEqual([
      `${nothing.gloves.name} is no longer sold and was left out; replace it with ${swabs.name} in the standing order.`,
      'The price rose from $3.00 to $3.40, more than the 10 % you allowed.',
    ])
    for (const buyer of [available.buyer, nothing.buyer])
      expect((await mailTo(buyer.email)).map((m) => m.kind)).toContain(
        'standing-order-run',
      )
    // The run's mail tells the buyer what was left out and what to do.
    expect(
      (await mailTo(available.buyer.email)).find(
        (m) => m.kind === 'standing-order-run',
      )?.text,
    ).toContain(
      // The line in its units and pack, as the order e-mails count it (issue 33).
      `${available.gloves.name} (${available.gloves.sku}):\n2 boxes · Box of 10\n${available.gloves.name} is no longer sold and was left out; replace it with ${swabs.name} in the standing order.`,
    )
    // Two buyers, two runs and their mails: more than the default 5 s on a loaded machine.
  }, 30_000)

  it('places a monthly run that falls on a weekend on the Monday after, when asked, as the shop shows it', async () => {
    // The next Saturday on a day from 1 to 28: the first run of a schedule on that day.
    const day = (offset: number) =>
      new Date(on(todayUtc()).getTime() + offset * 24 * 3600_000)
    const saturday = [...Array(35).keys()]
      .map((offset) => day(offset + 1))
      .find((date) => date.getUTCDay() === 6 && date.getUTCDate() <= 28)!
    const saturdayDay = saturday.toISOString().slice(0, 10)
    const monday = day(0)
    monday.setTime(saturday.getTime() + 2 * 24 * 3600_000)
    const mondayDay = monday.toISOString().slice(0, 10)
    const schedule = {
      cadence: 'monthly',
      interval: 1,
      dayOfMonth: saturday.getUTCDate(),
    } as const
    const { buyer, standing } = await buyerWithStandingOrder('weekend', {
      schedule: { ...schedule, nextWorkingDay: true },
    })
    expect(standing.schedule.nextWorkingDay).toBe(true)
    expect(standing.scheduleText).toContain(
      'or the Monday after when it falls on a weekend',
    )
    expect(standing.nextRunOn).toBe(mondayDay)
    // Turned off and on again, the month's run moves back and forth, never twice.
    const update = async (nextWorkingDay: boolean) =>
      standingOrderOf(
        (
          await commerce.request(
            UpdateStandingOrderDocument,
            {
              id: standing.id,
              input: {
                name: 'Monthly',
                schedule: { ...schedule, nextWorkingDay },
                onProblem: 'place-available',
                priceTolerancePercent: 10,
              },
            },
            { token: buyer.token },
          )
        ).updateStandingOrder,
      )
    const kept = await update(false)
    expect(kept.schedule.nextWorkingDay).toBe(false)
    expect(kept.nextRunOn).toBe(saturdayDay)
    expect((await update(true)).nextRunOn).toBe(mondayDay)
    // Nothing on the Saturday; the run on the Monday, and the next one from its own day.
    await backend.services.standingOrders.runDue(on(saturdayDay))
    expect(await runsOf(standing.id)).toBe(0)
    await backend.services.standingOrders.runDue(on(mondayDay))
    expect(await runsOf(standing.id)).toBe(1)
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      { token: buyer.token },
    )
    expect(standingOrder!.nextRunOn).toBe(
      followingRunDate({ ...schedule, nextWorkingDay: true }, mondayDay),
    )
  })

  it('sends a run over the buyer’s limit for approval, through the same placing code', async () => {
    const { buyer, standing } = await buyerWithStandingOrder('limit')
    await backend.database.db
      .update(t.customers)
      .set({ orderLimitNet: 10_00 })
      .where(eq(t.customers.id, buyer.customerId))
    await backend.services.standingOrders.runDue(on(standing.nextRunOn!))
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      { token: buyer.token },
    )
    const [run] = standingOrder!.runs
    expect(run!.outcome).toBe('awaiting-approval')
    const { order } = await commerce.request(
      OrderDocument,
      { token: run!.orderToken! },
      { token: buyer.token },
    )
    expect(order!.state).toBe('awaiting_approval')
  })

  it('places a card run for the buyer to pay from the order page, and tells them', async () => {
    const { buyer, standing } = await buyerWithStandingOrder('card', {
      paymentProviderIdentifier: 'stripe',
      paymentMethodId: 'pm_test_card',
    })
    await backend.services.standingOrders.runDue(on(standing.nextRunOn!))
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      { token: buyer.token },
    )
    const [run] = standingOrder!.runs
    expect(run!.outcome).toBe('awaiting-payment')
    const { order } = await commerce.request(
      OrderDocument,
      { token: run!.orderToken! },
      { token: buyer.token },
    )
    expect(order).toMatchObject({
      state: 'payment_pending',
      paymentMethodId: 'pm_test_card',
    })
    const mails = await mailTo(buyer.email)
    expect(mails.find((m) => m.kind === 'standing-order-run')?.subject).toBe(
      `Standing order "Exam room 2 — weekly": please pay order ${run!.orderNumber}`,
    )
  })

  it('leaves nothing behind when the process fails at the moment of a run, and places it at the next round', async () => {
    const { standing } = await buyerWithStandingOrder('crash')
    const placement = backend.services.placement
    const crash = vi
      .spyOn(placement, 'place')
      .mockRejectedValueOnce(new Error('the process died here'))
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await backend.services.standingOrders.runDue(on(standing.nextRunOn!))
    } finally {
      crash.mockRestore()
      quiet.mockRestore()
    }
    expect(await runsOf(standing.id)).toBe(0)
    expect(
      await count(
        sql`select count(*)::int as n from standing_order_runs where standing_order_id = ${Number(standing.id)}`,
      ),
    ).toBe(0)
    await backend.services.standingOrders.runDue(
      on(standing.nextRunOn!, '00:06'),
    )
    expect(await runsOf(standing.id)).toBe(1)
  })

  it('runs as of another moment only for trusted callers where the clock may move', async () => {
    const { standing } = await buyerWithStandingOrder('clock')
    const at = on(standing.nextRunOn!).toISOString()
    await expect(
      commerce.request(RunStandingOrdersDocument, { at }),
    ).rejects.toThrow('Not allowed.')
    expect(await runsOf(standing.id)).toBe(0)
    const { runStandingOrders } = await commerce.request(
      RunStandingOrdersDocument,
      { at },
      { headers: { 'x-service-secret': TEST_SERVICE_SECRET } },
    )
    expect(
      runStandingOrders.filter((r) => r.orderToken !== null).length,
    ).toBeGreaterThanOrEqual(1)
    expect(await runsOf(standing.id)).toBe(1)
  })
})
