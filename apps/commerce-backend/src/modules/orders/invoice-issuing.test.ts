import { MarkOrderPaidDocument } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'

// INVOICE_ON=placed: the invoice is issued in the transaction that buys the order.
useTestShop({ invoiceOn: 'placed' })

const invoiceOf = async (orderToken: string) => {
  const [order] = await backend.database.db
    .select()
    .from(t.orders)
    .where(eq(t.orders.token, orderToken))
  const [invoice] = await backend.database.db
    .select()
    .from(t.invoices)
    .where(eq(t.invoices.orderId, order!.id))
  return invoice
}

const eventsOf = async (type: string) =>
  backend.database.db.select().from(t.events).where(eq(t.events.type, type))

describe('issuing invoices when orders are placed', () => {
  it('issues an open invoice, due in 30 days, for an order on invoice terms, with invoice.issued', async () => {
    const buyer = await newBuyer('issued')
    const product = await newProduct('TEST-INVOICED', 1_999)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 3))
    const placed = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    )
    const invoice = await invoiceOf(placed.token)
    expect(invoice).toMatchObject({
      netCents: placed.totalNet,
      taxCents: 0,
      totalCents: placed.totalNet,
      paidCents: 0,
      state: 'OPEN',
      termDays: 30,
    })
    const issued = await eventsOf('invoice.issued')
    expect(issued.map((e) => e.payload)).toContainEqual({
      invoice: expect.objectContaining({
        order: placed.number,
        totalCents: placed.totalNet,
        state: 'OPEN',
      }),
    })
  })

  it('issues a card order its invoice when it is paid, as paid', async () => {
    const buyer = await newBuyer('card-invoiced')
    const product = await newProduct('TEST-CARD-INVOICED', 500)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 1))
    const placed = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id, 'stripe'),
    )
    expect(await invoiceOf(placed.token)).toBeUndefined()
    await commerce.request(
      MarkOrderPaidDocument,
      { token: placed.token, paymentReference: 'pi_test_1' },
      { headers: { 'x-service-secret': 'test-service-secret' } },
    )
    expect(await invoiceOf(placed.token)).toMatchObject({
      state: 'PAID',
      paidCents: placed.totalNet,
    })
  })
})
