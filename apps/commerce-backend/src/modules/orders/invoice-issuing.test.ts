import { MarkOrderPaidDocument } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  newBuyer,
  newProduct,
  url,
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
    // The sales tax frozen at placement (the test address is in a taxed state) is on the invoice.
    expect(placed.tax?.amount).toBeGreaterThan(0)
    expect(invoice).toMatchObject({
      netCents: placed.totalNet,
      taxCents: placed.tax?.amount,
      totalCents: placed.totalWithTax,
      paidCents: 0,
      state: 'OPEN',
      termDays: 30,
    })
    const issued = await eventsOf('invoice.issued')
    expect(issued.map((e) => e.payload)).toContainEqual({
      invoice: expect.objectContaining({
        order: placed.number,
        totalCents: placed.totalWithTax,
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
      paidCents: placed.totalWithTax,
    })
  })
})

const operator = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${url}/operator/v1${path}`, {
    method,
    headers: {
      'x-service-secret': TEST_SERVICE_SECRET,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    json: (await response.json()) as {
      invoice?: { state: string; dueCents: number }
      invoices: { number: string }[]
      terms?: Record<string, unknown>
    },
  }
}

describe('the accounts team (operator API)', () => {
  it('sets a practice terms, records a part and a full bank transfer, audited, with invoice.paid', async () => {
    const buyer = await newBuyer('transfer')
    const [company] = await backend.database.db
      .select()
      .from(t.companies)
      .innerJoin(t.customers, eq(t.customers.companyId, t.companies.id))
      .where(eq(t.customers.email, buyer.email))
    // Test practices share an NPI: this one gets its own.
    const npi = `9${String(Date.now()).slice(-9)}`
    await backend.database.db
      .update(t.companies)
      .set({ npiNumber: npi })
      .where(eq(t.companies.id, company!.companies.id))
    expect(
      (await operator('PUT', `/companies/${npi}/billing`, { termDays: -1 }))
        .status,
    ).toBe(400)
    const terms = await operator('PUT', `/companies/${npi}/billing`, {
      termDays: 45,
      creditLimitCents: 100_000,
    })
    expect(terms).toMatchObject({
      status: 200,
      json: { terms: { termDays: 45, creditLimitCents: 100_000 } },
    })
    const product = await newProduct('TEST-TRANSFER', 1_001)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 1))
    const placed = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    )
    const invoice = (await invoiceOf(placed.token))!
    expect(invoice.termDays).toBe(45)
    const number = `INV-${String(invoice.number).padStart(6, '0')}`
    const part = await operator('POST', `/invoices/${number}/payments`, {
      amountCents: 1,
    })
    expect(part.json.invoice).toMatchObject({
      state: 'OPEN',
      dueCents: invoice.totalCents - 1,
    })
    expect(
      (
        await operator('POST', `/invoices/${number}/payments`, {
          amountCents: invoice.totalCents,
        })
      ).status,
    ).toBe(409)
    expect(
      (await operator('POST', '/invoices/INV-999999/payments', {})).status,
    ).toBe(404)
    const paid = await operator('POST', `/invoices/${number}/payments`, {})
    expect(paid.json.invoice).toMatchObject({ state: 'PAID', dueCents: 0 })
    const listed = await operator('GET', '/invoices?state=PAID')
    expect(
      listed.json.invoices.map((i: { number: string }) => i.number),
    ).toContain(number)
    const audit = await backend.database.db
      .select()
      .from(t.operatorAudit)
      .where(eq(t.operatorAudit.subject, number))
    expect(audit).toHaveLength(2)
    expect(
      (await eventsOf('invoice.paid')).map(
        (e) => (e.payload as { invoice: { number: string } }).invoice.number,
      ),
    ).toContain(number)
  })
})
