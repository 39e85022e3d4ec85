import {
  CartDocument,
  RequestReturnDocument,
  StatementDocument,
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

// Credit left over from a credit note pays the practice's next invoices by itself (decision 042),
// in integer cents: exactly, a cent short and a cent over what the invoice has due.
useTestShop()

type Buyer = Awaited<ReturnType<typeof newBuyer>>

async function place(buyer: Buyer, sku: string, price: number) {
  const product = await newProduct(sku, price)
  const { cart } = await commerce.request(
    CartDocument,
    {},
    { token: buyer.token },
  )
  cartOf(await add(buyer.token, cart.token, product.id, 1))
  return cartOf(await checkout(buyer.token, cart.token, buyer.address.id))
}

const invoiceOf = async (orderToken: string) => {
  const [row] = await backend.database.db
    .select({ invoice: t.invoices })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .where(eq(t.orders.token, orderToken))
  return row!.invoice
}

/** A credit note of a return whose order's invoice was paid by transfer first. */
async function creditNote(buyer: Buyer, lot: string) {
  const placed = await place(buyer, `TEST-${lot}`, 5_000)
  await shipAll(placed.number!, lot)
  const invoice = await invoiceOf(placed.token)
  await backend.database.db
    .update(t.invoices)
    .set({ paidCents: invoice.totalCents, state: 'PAID', paidAt: new Date() })
    .where(eq(t.invoices.id, invoice.id))
  const [line] = await backend.database.db
    .select()
    .from(t.orderItems)
    .where(eq(t.orderItems.orderId, invoice.orderId))
  const { requestReturn } = await commerce.request(
    RequestReturnDocument,
    {
      orderToken: placed.token,
      lines: [
        { orderItemId: String(line!.id), quantity: 1, lotNumber: `${lot}-0` },
      ],
      reason: 'DAMAGED',
    },
    { token: buyer.token },
  )
  if (requestReturn.__typename !== 'ReturnSuccess')
    throw new Error(requestReturn.__typename)
  const accepted = await fetch(
    `${url}/operator/v1/returns/${requestReturn.return.id}/accept`,
    {
      method: 'POST',
      headers: {
        'x-service-secret': TEST_SERVICE_SECRET,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ rmaNumber: 'RMA-CA', instructions: 'Dock 1' }),
    },
  )
  expect(accepted.status).toBe(200)
  const [note] = await backend.database.db
    .select()
    .from(t.creditNotes)
    .where(eq(t.creditNotes.companyId, buyer.companyId))
  return note!
}

describe('credit left over', { timeout: 120_000 }, () => {
  it('pays the next invoice when it is issued: a cent over, exactly, a cent short', async () => {
    const buyer = await newBuyer('credit-applied')
    const note = await creditNote(buyer, 'CA-SOURCE')
    expect(note.appliedCents).toBe(0)
    // Credit of the next invoice's total plus `over` cents (negative: short).
    for (const [n, over] of [1, 0, -1].entries()) {
      const next = await place(buyer, `TEST-CREDIT-NEXT-${n}`, 1_001)
      const left = next.totalWithTax + over
      await backend.database.db
        .update(t.creditNotes)
        .set({ appliedCents: note.totalCents - left })
        .where(eq(t.creditNotes.id, note.id))
      await shipAll(next.number!, `CA-NEXT-${n}`)
      const invoice = await invoiceOf(next.token)
      const [after] = await backend.database.db
        .select()
        .from(t.creditNotes)
        .where(eq(t.creditNotes.id, note.id))
      expect({
        state: invoice.state,
        due: invoice.totalCents - invoice.paidCents,
        creditLeft: after!.totalCents - after!.appliedCents,
      }).toEqual({
        state: over >= 0 ? 'PAID' : 'OPEN',
        due: Math.max(0, -over),
        creditLeft: Math.max(0, over),
      })
    }
    // What the practice owes is what its invoices have due: no credit waits beside them.
    const { statement } = await commerce.request(
      StatementDocument,
      {},
      { token: buyer.token },
    )
    expect(statement).toMatchObject({
      totalDue: 1,
      creditAvailable: 0,
      balanceDue: 1,
    })
  })

  it('goes to the practice’s other open invoices when its own invoice is paid', async () => {
    const buyer = await newBuyer('credit-other')
    const open = await place(buyer, 'TEST-CREDIT-OPEN', 9_000)
    await shipAll(open.number!, 'LOT-CO')
    const note = await creditNote(buyer, 'CO-SOURCE')
    const invoice = await invoiceOf(open.token)
    expect(invoice.paidCents).toBe(note.totalCents)
    expect(invoice.state).toBe('OPEN')
  })
})
