import {
  CartDocument,
  CreateAddressDocument,
  PlaceOrderDocument,
  RequestReturnDocument,
} from '@shop/commerce-client'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startStripeDouble } from '../../../../../tooling/vitest/stripe-double'
import type { StripeDouble } from '../../../../../tooling/vitest/stripe-double'
import * as t from '../../db/schema'
import {
  ADDRESS,
  add,
  backend,
  cartOf,
  commerce,
  count,
  newBuyer,
  newProduct,
  prepare,
  shipAll,
  url,
  useTestShop,
} from '../../test-shop'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import { StripeTaxProvider, TAX_UNAVAILABLE } from '../tax'
import { returnedTax } from '../orders'

// Placing orders with Stripe Tax as the provider (decision 041), against the Stripe double:
// Chicago is taxed 6.25% by the double but 10.25% by the demo rate table, so every amount says
// which of the two computed it.
let stripe: StripeDouble
beforeAll(async () => {
  stripe = await startStripeDouble()
})
useTestShop(
  () => ({
    taxProvider: new StripeTaxProvider({
      secretKey: stripe.secretKey,
      apiUrl: stripe.url,
      currency: 'usd',
      timeoutMs: 500,
    }),
  }),
  () => stripe.close(),
)
afterEach(() => {
  stripe.taxOutage.down = false
  stripe.taxOutage.slowMs = 0
})

const CHICAGO = {
  ...ADDRESS,
  city: 'Chicago',
  stateCode: 'IL',
  postcode: '60601',
}

/** A buyer of its own with a cart of 3 × $19.99 ($59.97) to `address`, ready to place. */
async function cartTo(name: string, address = CHICAGO) {
  const buyer = await newBuyer(name)
  const { createAddress } = await commerce.request(
    CreateAddressDocument,
    { input: address },
    { token: buyer.token },
  )
  if (createAddress.__typename !== 'AddressSuccess')
    throw new Error(createAddress.message)
  const product = await newProduct(`TEST-STAX-${name.toUpperCase()}`, 1999)
  await backend.database.db
    .update(t.products)
    .set({ stock: 10 })
    .where(eq(t.products.id, product.id))
  cartOf(await add(buyer.token, buyer.cart.token, product.id, 3))
  await prepare(
    buyer.token,
    buyer.cart.token,
    createAddress.address.id,
    createAddress.address.id,
  )
  return { ...buyer, product }
}

const cartTax = async (token: string) =>
  (await commerce.request(CartDocument, {}, { token })).cart?.tax

const place = async (buyer: { token: string; cart: { token: string } }) =>
  (
    await commerce.request(
      PlaceOrderDocument,
      { token: buyer.cart.token },
      { token: buyer.token },
    )
  ).placeOrder

const recorded = (reference: string) =>
  [...stripe.taxTransactions.values()].filter(
    (entry) => entry.transaction.reference === reference,
  )

describe('sales tax from Stripe Tax', () => {
  it('estimates the cart and places the order with Stripe’s tax, recording the sale under the order number', async () => {
    const buyer = await cartTo('stax-placed')
    // 6.25% of $59.97 is 374.8 cents: 375 (the rate table would say 615).
    expect(await cartTax(buyer.token)).toMatchObject({
      amount: 375,
      estimated: true,
      lines: [{ name: 'IL sales tax', rate: '6.25%', amount: 375 }],
    })
    const order = cartOf(await place(buyer))
    expect(order.state).not.toBe('cart')
    expect(order.tax).toMatchObject({ amount: 375, estimated: false })
    expect(order.items.map((item) => item.taxAmount)).toEqual([375])
    expect(order.totalWithTax).toBe(order.totalNet + 375)
    const [sale] = recorded(order.number!)
    expect(sale?.transaction).toMatchObject({
      type: 'transaction',
      reference: order.number,
    })
    expect(sale?.lines).toMatchObject([{ amount: 5997, amount_tax: 375 }])
  })

  it('estimates the cart from the rate table while Stripe is down or slow', async () => {
    const buyer = await cartTo('stax-estimate')
    stripe.taxOutage.down = true
    expect(await cartTax(buyer.token)).toMatchObject({
      amount: 615,
      estimated: true,
    })
    stripe.taxOutage.down = false
    stripe.taxOutage.slowMs = 1_500
    expect(await cartTax(buyer.token)).toMatchObject({
      amount: 615,
      estimated: true,
    })
  })

  it.each([
    ['down', { down: true, slowMs: 0 }],
    ['slow', { down: false, slowMs: 1_500 }],
    ['unable to record the sale', { down: '/v1/tax/transactions', slowMs: 0 }],
  ] as const)(
    'refuses to place the order while Stripe is %s, writes nothing, and places it once Stripe answers',
    async (_, outage) => {
      const buyer = await cartTo(
        `stax-${outage.slowMs}-${String(outage.down).length}`,
      )
      const before = {
        events: await count(sql`select count(*)::int as n from events`),
        transactions: stripe.taxTransactions.size,
      }
      Object.assign(stripe.taxOutage, outage)
      const refused = await place(buyer)
      expect(refused).toEqual({ __typename: 'Error', message: TAX_UNAVAILABLE })
      // Nothing written: still a cart, unnumbered, untaxed, its stock not reserved, no e-mail,
      // no event, no sale recorded with Stripe.
      const [row] = await backend.database.db
        .select()
        .from(t.orders)
        .where(eq(t.orders.token, buyer.cart.token))
      expect(row).toMatchObject({ state: 'cart', number: null, taxCents: null })
      const [product] = await backend.database.db
        .select({ stock: t.products.stock })
        .from(t.products)
        .where(eq(t.products.id, buyer.product.id))
      expect(product?.stock).toBe(10)
      expect(
        await backend.database.db
          .select()
          .from(t.outboxMessages)
          .where(eq(t.outboxMessages.recipient, buyer.email)),
      ).toEqual([])
      expect(await count(sql`select count(*)::int as n from events`)).toBe(
        before.events,
      )
      expect(stripe.taxTransactions.size).toBe(before.transactions)

      // Retryable: once Stripe answers, placing again works and records the sale once.
      Object.assign(stripe.taxOutage, { down: false, slowMs: 0 })
      const order = cartOf(await place(buyer))
      expect(order.tax?.amount).toBe(375)
      expect(recorded(order.number!)).toHaveLength(1)
    },
  )

  it('refuses an order to a ZIP Stripe cannot place, naming the ship-to address', async () => {
    const buyer = await cartTo('stax-zip', { ...CHICAGO, postcode: '69999' })
    const refused = await place(buyer)
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'shippingAddress',
          message:
            'The tax service cannot find this ship-to address: check its state and ZIP code.',
        },
      ],
    })
    const [row] = await backend.database.db
      .select({ state: t.orders.state })
      .from(t.orders)
      .where(eq(t.orders.token, buyer.cart.token))
    expect(row?.state).toBe('cart')
  })

  it('places an exempt practice’s order without tax, reported to Stripe as customer_exempt', async () => {
    const buyer = await cartTo('stax-exempt')
    await backend.database.db.insert(t.exemptionCertificates).values({
      companyId: buyer.companyId,
      state: 'IL',
      number: 'IL-EX-1',
      expiresOn: '2999-12-31',
      fileName: 'il.pdf',
      pdf: Buffer.from('%PDF-1.4'),
      uploadedBy: buyer.customerId,
      status: 'accepted',
    })
    const order = cartOf(await place(buyer))
    expect(order.tax).toMatchObject({
      amount: 0,
      exemption: { number: 'IL-EX-1' },
    })
    const calculation = stripe.requests.findLast(
      (r) => r.path === '/v1/tax/calculations',
    )
    expect(calculation?.body).toMatchObject({
      customer_details: { taxability_override: 'customer_exempt' },
    })
    expect(recorded(order.number!)[0]?.lines).toMatchObject([
      { amount: 5997, amount_tax: 0 },
    ])
  })

  it('reverses a credit note’s part of the recorded sale, and accepts no return while Stripe cannot', async () => {
    const buyer = await cartTo('stax-return')
    const order = cartOf(await place(buyer))
    await shipAll(order.number!, 'LOT-STAX')
    const { requestReturn } = await commerce.request(
      RequestReturnDocument,
      {
        orderToken: order.token,
        lines: [
          {
            orderItemId: order.items[0]!.id,
            quantity: 2,
            lotNumber: 'LOT-STAX-0',
          },
        ],
        reason: 'DAMAGED',
      },
      { token: buyer.token },
    )
    if (requestReturn.__typename !== 'ReturnSuccess')
      throw new Error(requestReturn.__typename)
    const accept = () =>
      fetch(`${url}/operator/v1/returns/${requestReturn.return.id}/accept`, {
        method: 'POST',
        headers: {
          'x-service-secret': TEST_SERVICE_SECRET,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ rmaNumber: 'RMA-STAX', instructions: 'Dock 2' }),
      })
    const notes = () =>
      backend.database.db
        .select()
        .from(t.creditNotes)
        .where(eq(t.creditNotes.companyId, buyer.companyId))

    stripe.taxOutage.down = '/v1/tax/transactions/create_reversal'
    const refused = await accept()
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      message:
        'The tax service did not answer, so the return was not accepted. Accept it again in a minute.',
    })
    expect(await notes()).toEqual([])

    stripe.taxOutage.down = false
    expect((await accept()).status).toBe(200)
    expect((await accept()).status).toBe(200)
    const [note] = await notes()
    // 2 of 3 units: $39.98 and their share of the line's 375 cents, 250.
    const tax = returnedTax(375, 2, 3)
    expect(note).toMatchObject({ netCents: 3998, taxCents: tax })
    const reversals = [...stripe.taxTransactions.values()].filter(
      (entry) =>
        entry.transaction.type === 'reversal' &&
        (entry.transaction.reversal as { original_transaction: string })
          .original_transaction === recorded(order.number!)[0]!.transaction.id,
    )
    expect(reversals).toHaveLength(1)
    expect(reversals[0]!.transaction.reference).toMatch(/^CN-\d{6}$/)
    expect(reversals[0]!.lines).toMatchObject([
      { amount: -3998, amount_tax: -tax },
    ])
  })
})
