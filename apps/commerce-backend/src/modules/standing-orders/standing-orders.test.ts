import {
  AcceptInvitationDocument,
  CancelStandingOrderDocument,
  CreateOrderListDocument,
  CreateStandingOrderDocument,
  InviteMemberDocument,
  SetStandingOrderLinesDocument,
  SetStandingOrderPausedDocument,
  SkipStandingOrderRunDocument,
  StandingOrderDocument,
  StandingOrdersDocument,
  UpdateStandingOrderDocument,
  AddToOrderListDocument,
} from '@shop/commerce-client'
import { firstRunDate, todayUtc } from '@shop/forms'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  add,
  backend,
  commerce,
  count,
  linkTokenTo,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'
import {
  buyerWithStandingOrder,
  inputFor,
  on,
  runsOf,
  standingOrderOf,
  weeklyOnMonday,
} from './standing-order-fixture'

// Setting up and changing a standing order: from the cart, with its lines and schedule checked,
// skipped, paused, resumed and cancelled, by its buyer (or an administrator) only.
useTestShop()

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
