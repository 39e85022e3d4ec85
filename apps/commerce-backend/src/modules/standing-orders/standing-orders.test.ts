import {
  AcceptInvitationDocument,
  CancelStandingOrderDocument,
  CreateOrderListDocument,
  CreateStandingOrderDocument,
  InviteMemberDocument,
  OrderDocument,
  OrdersDocument,
  RunStandingOrdersDocument,
  SetStandingOrderLinesDocument,
  SetStandingOrderPausedDocument,
  SkipStandingOrderRunDocument,
  StandingOrderDocument,
  StandingOrdersDocument,
  UpdateStandingOrderDocument,
  AddToOrderListDocument,
} from '@shop/commerce-client'
import type {
  StandingOrderInput,
  StandingOrderResultFieldsFragment,
} from '@shop/commerce-client'
import { firstRunDate, followingRunDate, todayUtc } from '@shop/forms'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  backend,
  commerce,
  count,
  linkTokenTo,
  mailTo,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'

useTestShop()

type Buyer = Awaited<ReturnType<typeof newBuyer>>

function standingOrderOf(result: StandingOrderResultFieldsFragment) {
  if (result.__typename !== 'StandingOrderSuccess')
    throw new Error(
      `expected a standing order, got ${result.__typename}: ${JSON.stringify(result)}`,
    )
  return result.standingOrder
}

const weeklyOnMonday = {
  cadence: 'weekly',
  interval: 1,
  weekday: 1,
} as const

function inputFor(
  buyer: Buyer,
  overrides: Partial<StandingOrderInput> = {},
): StandingOrderInput {
  return {
    name: 'Exam room 2 — weekly',
    schedule: weeklyOnMonday,
    onProblem: 'place-available',
    priceTolerancePercent: 10,
    shippingAddressId: buyer.address.id,
    invoiceAddressId: buyer.address.id,
    carrierIdentifier: 'standard',
    paymentProviderIdentifier: 'invoice',
    ...overrides,
  }
}

/** A buyer of their own with a weekly standing order of two products made from their cart. */
async function buyerWithStandingOrder(
  name: string,
  overrides: Partial<StandingOrderInput> = {},
) {
  const buyer = await newBuyer(name)
  const gloves = await newProduct(`SO-G-${name}-${Date.now()}`, 12_00)
  const masks = await newProduct(`SO-M-${name}-${Date.now()}`, 3_00)
  await add(buyer.token, buyer.cart.token, gloves.id, 2)
  await add(buyer.token, buyer.cart.token, masks.id, 5)
  const standing = standingOrderOf(
    (
      await commerce.request(
        CreateStandingOrderDocument,
        { input: inputFor(buyer, overrides) },
        { token: buyer.token },
      )
    ).createStandingOrder,
  )
  return { buyer, gloves, masks, standing }
}

/** The moment a run date's first minutes have passed (UTC). */
const on = (day: string, time = '00:05') => new Date(`${day}T${time}:00Z`)

const runsOf = (standingOrderId: string) =>
  count(
    sql`select count(*)::int as n from orders where standing_order_id = ${Number(standingOrderId)}`,
  )

describe('standing orders', () => {
  it('are set up from the cart with the checkout choices and run first on the next matching day', async () => {
    const { buyer, standing } = await buyerWithStandingOrder('setup')
    expect(standing).toMatchObject({
      name: 'Exam room 2 — weekly',
      status: 'active',
      scheduleText: 'Every week on Monday',
      nextRunOn: firstRunDate(weeklyOnMonday, todayUtc()),
      shippingAddress: { id: buyer.address.id },
      carrier: { identifier: 'standard' },
      paymentProvider: { identifier: 'invoice' },
    })
    expect(standing.items.map((i) => [i.quantity, i.agreedPriceNet])).toEqual([
      [2, 12_00],
      [5, 3_00],
    ])
    // The cart is left as it was.
    const { standingOrders } = await commerce.request(
      StandingOrdersDocument,
      {},
      { token: buyer.token },
    )
    expect(standingOrders.map((s) => s.id)).toEqual([standing.id])
  })

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
        .set({ discontinuedAt: new Date(), replacedById: swabs.id })
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
      `${available.gloves.name} is no longer sold and was left out; replace it with ${swabs.name} in the standing order.`,
    )
    // Two buyers, two runs and their mails: more than the default 5 s on a loaded machine.
  }, 30_000)

  it('refuses a line no longer sold or twice, and bad settings, changing nothing', async () => {
    const { buyer, gloves, standing } = await buyerWithStandingOrder('bad')
    const gone = await newProduct(`SO-X-${Date.now()}`, 1_00)
    await backend.database.db
      .update(t.products)
      .set({ discontinuedAt: new Date() })
      .where(eq(t.products.id, gone.id))
    const lines = await commerce.request(
      SetStandingOrderLinesDocument,
      {
        id: standing.id,
        items: [
          { productId: String(gone.id), quantity: 1 },
          { productId: String(gloves.id), quantity: 1 },
          { productId: String(gloves.id), quantity: 0 },
        ],
      },
      { token: buyer.token },
    )
    expect(lines.setStandingOrderLines).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'items.0.productId',
          message: 'This product is no longer sold.',
        },
        { propertyPath: 'items.2.quantity' },
        {
          propertyPath: 'items.2.productId',
          message: 'This product is on the standing order twice.',
        },
      ],
    })
    const settings = await commerce.request(
      UpdateStandingOrderDocument,
      {
        id: standing.id,
        input: {
          name: ' ',
          schedule: { cadence: 'monthly', interval: 13, dayOfMonth: 31 },
          onProblem: 'maybe',
          priceTolerancePercent: 101,
        },
      },
      { token: buyer.token },
    )
    expect(
      settings.updateStandingOrder.__typename === 'ValidationError' &&
        settings.updateStandingOrder.violations.map((v) => v.propertyPath),
    ).toEqual([
      'name',
      'schedule.interval',
      'schedule.dayOfMonth',
      'onProblem',
      'priceTolerancePercent',
    ])
    const created = await commerce.request(
      CreateStandingOrderDocument,
      {
        input: inputFor(buyer, {
          shippingAddressId: '999999',
          carrierIdentifier: 'pigeon',
          paymentProviderIdentifier: 'stripe',
        }),
      },
      { token: buyer.token },
    )
    expect(
      created.createStandingOrder.__typename === 'ValidationError' &&
        created.createStandingOrder.violations.map((v) => v.propertyPath),
    ).toEqual(['shippingAddressId', 'carrierIdentifier', 'paymentMethodId'])
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      { token: buyer.token },
    )
    expect(standingOrder).toMatchObject({
      name: standing.name,
      nextRunOn: standing.nextRunOn,
      items: standing.items,
    })
    expect(
      await count(
        sql`select count(*)::int as n from standing_orders where owner_id = ${buyer.customerId}`,
      ),
    ).toBe(1)
  })

  it('refuses a line off the product’s quantity rule, changing nothing', async () => {
    const { buyer, gloves, standing } = await buyerWithStandingOrder('steps')
    await backend.database.db
      .update(t.products)
      .set({ minQuantity: 10, quantityIncrement: 10, maxQuantity: 30 })
      .where(eq(t.products.id, gloves.id))
    const { setStandingOrderLines } = await commerce.request(
      SetStandingOrderLinesDocument,
      {
        id: standing.id,
        items: [{ productId: String(gloves.id), quantity: 40 }],
      },
      { token: buyer.token },
    )
    expect(setStandingOrderLines).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        { propertyPath: 'items.0.quantity', message: 'Order at most 30.' },
      ],
    })
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      { token: buyer.token },
    )
    expect(standingOrder?.items.map((i) => i.quantity)).toEqual(
      standing.items.map((i) => i.quantity),
    )
  })

  it('skips the next run, pauses, resumes, changes the schedule and cancels', async () => {
    const { buyer, standing } = await buyerWithStandingOrder('manage')
    const token = { token: buyer.token }
    const skipped = standingOrderOf(
      (
        await commerce.request(
          SkipStandingOrderRunDocument,
          { id: standing.id },
          token,
        )
      ).skipStandingOrderRun,
    )
    expect(skipped.runs[0]).toMatchObject({
      scheduledFor: standing.nextRunOn,
      outcome: 'skipped',
    })
    expect(skipped.nextRunOn).toBe(
      new Date(on(standing.nextRunOn!).getTime() + 7 * 24 * 3600_000)
        .toISOString()
        .slice(0, 10),
    )
    // The skipped day places nothing.
    await backend.services.standingOrders.runDue(on(standing.nextRunOn!))
    expect(await runsOf(standing.id)).toBe(0)
    const paused = standingOrderOf(
      (
        await commerce.request(
          SetStandingOrderPausedDocument,
          { id: standing.id, paused: true },
          token,
        )
      ).setStandingOrderPaused,
    )
    expect(paused.status).toBe('paused')
    await backend.services.standingOrders.runDue(on(skipped.nextRunOn!))
    expect(await runsOf(standing.id)).toBe(0)
    const resumed = standingOrderOf(
      (
        await commerce.request(
          SetStandingOrderPausedDocument,
          { id: standing.id, paused: false },
          token,
        )
      ).setStandingOrderPaused,
    )
    expect(resumed.status).toBe('active')
    expect(resumed.nextRunOn! > todayUtc()).toBe(true)
    const monthly = { cadence: 'monthly', interval: 1, dayOfMonth: 15 } as const
    const changed = standingOrderOf(
      (
        await commerce.request(
          UpdateStandingOrderDocument,
          {
            id: standing.id,
            input: {
              name: 'Monthly',
              schedule: monthly,
              onProblem: 'place-nothing',
              priceTolerancePercent: 5,
            },
          },
          token,
        )
      ).updateStandingOrder,
    )
    expect(changed).toMatchObject({
      name: 'Monthly',
      scheduleText: 'Every month on the 15th',
      nextRunOn: firstRunDate(monthly, todayUtc()),
      onProblem: 'place-nothing',
    })
    const cancelled = standingOrderOf(
      (
        await commerce.request(
          CancelStandingOrderDocument,
          { id: standing.id },
          token,
        )
      ).cancelStandingOrder,
    )
    expect(cancelled).toMatchObject({ status: 'cancelled', nextRunOn: null })
    await backend.services.standingOrders.runDue(on(changed.nextRunOn!))
    expect(await runsOf(standing.id)).toBe(0)
  })

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

  it('is another customer’s: not found; a colleague’s: not found unless an administrator', async () => {
    const { buyer, standing } = await buyerWithStandingOrder('owner')
    const stranger = await newBuyer('stranger')
    const email = `colleague-${Date.now()}@standing.example`
    await commerce.request(
      InviteMemberDocument,
      { input: { email, roles: ['BUYER'] } },
      { token: buyer.token },
    )
    const { acceptInvitation } = await commerce.request(
      AcceptInvitationDocument,
      {
        token: await linkTokenTo(email, '/en/auth/accept-invitation'),
        input: {
          firstname: 'Co',
          lastname: 'League',
          password: 'member-pass-1',
        },
      },
    )
    if (acceptInvitation.__typename !== 'AuthorizeSuccess')
      throw new Error('join')
    for (const token of [stranger.token, acceptInvitation.token]) {
      const auth = { token }
      expect(
        (
          await commerce.request(
            StandingOrderDocument,
            { id: standing.id },
            auth,
          )
        ).standingOrder,
      ).toBeNull()
      expect(
        (await commerce.request(StandingOrdersDocument, {}, auth))
          .standingOrders,
      ).toEqual([])
      const answers = [
        (
          await commerce.request(
            SkipStandingOrderRunDocument,
            { id: standing.id },
            auth,
          )
        ).skipStandingOrderRun,
        (
          await commerce.request(
            SetStandingOrderPausedDocument,
            { id: standing.id, paused: true },
            auth,
          )
        ).setStandingOrderPaused,
        (
          await commerce.request(
            CancelStandingOrderDocument,
            { id: standing.id },
            auth,
          )
        ).cancelStandingOrder,
        (
          await commerce.request(
            SetStandingOrderLinesDocument,
            { id: standing.id, items: [{ productId: '1', quantity: 1 }] },
            auth,
          )
        ).setStandingOrderLines,
      ]
      for (const answer of answers)
        expect(answer).toMatchObject({
          __typename: 'Error',
          message: 'The standing order was not found.',
        })
    }
    // A list of another company cannot be the source of one.
    const { createOrderList } = await commerce.request(
      CreateOrderListDocument,
      { input: { name: 'Private', shared: false } },
      { token: buyer.token },
    )
    if (createOrderList.__typename !== 'OrderListSuccess')
      throw new Error('list')
    await commerce.request(
      AddToOrderListDocument,
      { id: createOrderList.list.id, items: [{ productId: '1', quantity: 1 }] },
      { token: buyer.token },
    )
    const fromForeignList = await commerce.request(
      CreateStandingOrderDocument,
      { input: inputFor(stranger, { listId: createOrderList.list.id }) },
      { token: stranger.token },
    )
    expect(fromForeignList.createStandingOrder).toMatchObject({
      message: 'The list was not found.',
    })
    const unchanged = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      { token: buyer.token },
    )
    expect(unchanged.standingOrder).toMatchObject({
      status: 'active',
      nextRunOn: standing.nextRunOn,
      runs: [],
    })
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

describe('an unconfirmed buyer', () => {
  it('sets up no standing order until the address is confirmed, as placing waits for it', async () => {
    const buyer = await newBuyer('so-unconfirmed', { verified: false })
    const gloves = await newProduct(`SO-U-${Date.now()}`, 12_00)
    await add(buyer.token, buyer.cart.token, gloves.id, 2)
    const { createStandingOrder } = await commerce.request(
      CreateStandingOrderDocument,
      { input: inputFor(buyer) },
      { token: buyer.token },
    )
    expect(createStandingOrder).toMatchObject({
      __typename: 'Forbidden',
      message: expect.stringContaining('confirm your email address'),
    })
  })
})
