import {
  CartDocument,
  MeDocument,
  StatementDocument,
} from '@shop/commerce-client'
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

// The statement of a practice (issue 36): its invoices with their ageing, only its own.
// INVOICE_ON=placed: an order on invoice terms is invoiced as it is placed.
useTestShop({ invoiceOn: 'placed' })

const dayOffset = (days: number) => {
  const day = new Date()
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

type Buyer = Awaited<ReturnType<typeof newBuyer>>

/** Places one order of `sku` on invoice terms and answers its invoice row. */
async function placeOne(buyer: Buyer, sku: string, price: number) {
  const product = await newProduct(sku, price)
  const { cart } = await commerce.request(
    CartDocument,
    {},
    { token: buyer.token },
  )
  cartOf(await add(buyer.token, cart.token, product.id, 1))
  const placed = cartOf(
    await checkout(buyer.token, cart.token, buyer.address.id),
  )
  const [row] = await backend.database.db
    .select({ invoice: t.invoices })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .where(eq(t.orders.token, placed.token))
  return { placed, invoice: row!.invoice }
}

const statementOf = (buyer: Buyer) =>
  commerce.request(StatementDocument, {}, { token: buyer.token })

// Orders placed through the API: seconds each on a loaded 2-core machine.
describe('the statement', { timeout: 60_000 }, () => {
  it('lists the practice’s invoices, open first, with what is due by age and in all', async () => {
    const buyer = await newBuyer('statement')
    const late = await placeOne(buyer, 'TEST-STMT-LATE', 1_000)
    const fresh = await placeOne(buyer, 'TEST-STMT-FRESH', 2_500)
    const paid = await placeOne(buyer, 'TEST-STMT-PAID', 700)
    // Due 31 days ago (the 31–60 bucket's first day), one cent paid; the third paid in full.
    await backend.database.db
      .update(t.invoices)
      .set({ dueOn: dayOffset(-31), paidCents: 1 })
      .where(eq(t.invoices.id, late.invoice.id))
    await backend.database.db
      .update(t.invoices)
      .set({
        paidCents: paid.invoice.totalCents,
        state: 'PAID',
        paidAt: new Date(),
      })
      .where(eq(t.invoices.id, paid.invoice.id))

    const { statement } = await statementOf(buyer)

    expect(
      statement.invoices.map((i) => [i.orderNumber, i.state, i.ageing]),
    ).toEqual([
      [fresh.placed.number, 'OPEN', 'CURRENT'],
      [late.placed.number, 'OPEN', 'DAYS_31_TO_60'],
      [paid.placed.number, 'PAID', null],
    ])
    const lateLine = statement.invoices[1]!
    expect(lateLine).toMatchObject({
      number: `INV-${String(late.invoice.number).padStart(6, '0')}`,
      total: late.invoice.totalCents,
      paid: 1,
      due: late.invoice.totalCents - 1,
      daysPastDue: 31,
      dueOn: dayOffset(-31),
    })
    expect(statement.ageing).toEqual({
      current: fresh.invoice.totalCents,
      days1To30: 0,
      days31To60: late.invoice.totalCents - 1,
      days61To90: 0,
      over90: 0,
    })
    expect(statement.totalDue).toBe(
      fresh.invoice.totalCents + late.invoice.totalCents - 1,
    )
  })

  it('never shows another practice’s invoices', async () => {
    const one = await newBuyer('statement-one')
    const other = await newBuyer('statement-other')
    await placeOne(one, 'TEST-STMT-ONE', 1_234)
    const { statement } = await statementOf(other)
    expect(statement.invoices).toEqual([])
    expect(statement.totalDue).toBe(0)
  })

  it('is refused to a member who may not see billing, whose can.viewBilling is false', async () => {
    const buyer = await newBuyer('statement-buyer-only')
    await backend.database.db
      .update(t.customers)
      .set({ roles: ['buyer'] })
      .where(eq(t.customers.id, buyer.customerId))
    backend.services.sessions.customerChanged(buyer.customerId)
    const { me } = await commerce.request(
      MeDocument,
      {},
      { token: buyer.token },
    )
    expect(me?.customer.can.viewBilling).toBe(false)
    await expect(statementOf(buyer)).rejects.toThrow(
      "Only your practice's administrators and billing members see its invoices.",
    )
  })
})
