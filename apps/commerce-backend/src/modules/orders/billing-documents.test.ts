import {
  CartDocument,
  CreditNotePdfDocument,
  MonthlyStatementDocument,
  RequestReturnDocument,
} from '@shop/commerce-client'
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
  shipAll,
  url,
  useTestShop,
} from '../../test-shop'
import { returnedTax } from './credit'

// A credit note as printed and a practice's account for a month (decision 040): only its own.
useTestShop()

type Buyer = Awaited<ReturnType<typeof newBuyer>>

const operator = (path: string, body: unknown) =>
  fetch(`${url}/operator/v1${path}`, {
    method: 'POST',
    headers: {
      'x-service-secret': TEST_SERVICE_SECRET,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })

/** Buys `quantity` of a new product at `price`, ships it (one lot) and answers the order, line and invoice. */
async function shipped(
  buyer: Buyer,
  sku: string,
  price: number,
  quantity: number,
) {
  const product = await newProduct(sku, price)
  const { cart } = await commerce.request(
    CartDocument,
    {},
    { token: buyer.token },
  )
  cartOf(await add(buyer.token, cart.token, product.id, quantity))
  const placed = cartOf(
    await checkout(buyer.token, cart.token, buyer.address.id),
  )
  await shipAll(placed.number!, `LOT-${sku}`)
  const [line] = await backend.database.db
    .select()
    .from(t.orderItems)
    .where(eq(t.orderItems.productId, product.id))
  const [invoice] = await backend.database.db
    .select()
    .from(t.invoices)
    .where(eq(t.invoices.orderId, line!.orderId))
  return { placed, line: line!, invoice: invoice!, lot: `LOT-${sku}-0` }
}

/** Returns `quantity` of the line and has the distributor accept it: a credit note. */
async function returned(
  buyer: Buyer,
  order: Awaited<ReturnType<typeof shipped>>,
  quantity: number,
  rma: string,
) {
  const { requestReturn } = await commerce.request(
    RequestReturnDocument,
    {
      orderToken: order.placed.token,
      lines: [
        {
          orderItemId: String(order.line.id),
          quantity,
          lotNumber: order.lot,
        },
      ],
      reason: 'DAMAGED',
    },
    { token: buyer.token },
  )
  if (requestReturn.__typename !== 'ReturnSuccess')
    throw new Error(requestReturn.__typename)
  const accepted = await operator(
    `/returns/${requestReturn.return.id}/accept`,
    { rmaNumber: rma, instructions: 'Dock 4' },
  )
  expect(accepted.status).toBe(200)
  const [note] = await backend.database.db
    .select()
    .from(t.creditNotes)
    .where(eq(t.creditNotes.orderId, order.line.orderId))
  return note!
}

const month = (date: Date) => date.toISOString().slice(0, 7)

// Orders placed through the API: seconds each on a loaded 2-core machine.
describe('billing documents', { timeout: 90_000 }, () => {
  it('prints a credit note with its return, order, lines and tax, for its own practice only', async () => {
    const buyer = await newBuyer('cn-print')
    const order = await shipped(buyer, 'TEST-CN-PRINT', 333, 3)
    const note = await returned(buyer, order, 2, 'RMA-PRINT-1')
    const number = `CN-${String(note.number).padStart(6, '0')}`
    const { creditNote } = await commerce.request(
      CreditNotePdfDocument,
      { number },
      { token: buyer.token },
    )
    const tax = returnedTax(order.line.taxCents!, 2, 3)
    expect(creditNote).toMatchObject({
      number,
      orderNumber: order.placed.number,
      rmaNumber: 'RMA-PRINT-1',
      lines: [
        {
          sku: 'TEST-CN-PRINT',
          quantity: 2,
          unitPrice: 333,
          amount: 666,
          tax,
        },
      ],
      net: 666,
      tax,
      total: 666 + tax,
      currency: 'USD',
    })
    // Billed as the order was: its invoice address, in US order.
    expect(creditNote?.billTo).toContain('New York, NY 10001')
    // Another practice's administrator: not found, as an unknown number.
    const other = await newBuyer('cn-other')
    for (const asked of [number, 'CN-999999', 'nonsense'])
      expect(
        (
          await commerce.request(
            CreditNotePdfDocument,
            { number: asked },
            { token: asked === number ? other.token : buyer.token },
          )
        ).creditNote,
      ).toBeNull()
  })

  it('carries a month’s closing balance into the next, with its invoices, payments and credits', async () => {
    const buyer = await newBuyer('monthly')
    const first = await shipped(buyer, 'TEST-MONTH-A', 10_000, 1)
    const second = await shipped(buyer, 'TEST-MONTH-B', 2_500, 2)
    // Half of the first is paid by bank transfer; the rest of it and the second stay open.
    const half = Math.floor(first.invoice.totalCents / 2)
    const number = (n: number) => `INV-${String(n).padStart(6, '0')}`
    expect(
      (
        await operator(`/invoices/${number(first.invoice.number)}/payments`, {
          amountCents: half,
        })
      ).status,
    ).toBe(200)
    const note = await returned(buyer, second, 1, 'RMA-MONTH')

    // The first invoice and its payment move to last month.
    const now = new Date()
    const lastMonth = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10),
    )
    const db = backend.database.db
    await db
      .update(t.invoices)
      .set({ issuedAt: lastMonth })
      .where(eq(t.invoices.id, first.invoice.id))
    await db
      .update(t.invoicePayments)
      .set({ paidAt: lastMonth })
      .where(eq(t.invoicePayments.invoiceId, first.invoice.id))

    const statementOf = async (asked: string) =>
      (
        await commerce.request(
          MonthlyStatementDocument,
          { month: asked },
          { token: buyer.token },
        )
      ).monthlyStatement
    const before = await statementOf(month(lastMonth))
    expect(before).toMatchObject({
      openingBalance: 0,
      invoices: [
        {
          number: number(first.invoice.number),
          amount: first.invoice.totalCents,
        },
      ],
      payments: [{ number: number(first.invoice.number), amount: half }],
      credits: [],
      closingBalance: first.invoice.totalCents - half,
    })
    const current = await statementOf(month(now))
    expect(current).toMatchObject({
      month: month(now),
      openingBalance: first.invoice.totalCents - half,
      invoices: [
        {
          number: number(second.invoice.number),
          amount: second.invoice.totalCents,
        },
      ],
      // The credit note's share of the second invoice is a credit, never a payment too.
      payments: [],
      credits: [{ amount: note.totalCents, orderNumber: second.placed.number }],
      closingBalance:
        first.invoice.totalCents -
        half +
        second.invoice.totalCents -
        note.totalCents,
    })
    // What is left due at the month's end, aged: both open invoices are not yet due.
    expect(current.ageing.current).toBe(current.closingBalance)
  })

  it('refuses a malformed month and one not begun', async () => {
    const buyer = await newBuyer('monthly-bad')
    const next = new Date()
    next.setUTCMonth(next.getUTCMonth() + 1, 1)
    for (const asked of ['2026-13', '26-01', 'May', month(next)])
      await expect(
        commerce.request(
          MonthlyStatementDocument,
          { month: asked },
          { token: buyer.token },
        ),
      ).rejects.toThrow(/month/)
  })
})
