import { RequestReturnDocument, StatementDocument } from '@shop/commerce-client'
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

// An accepted return gives a credit note (issue 36, decision 038), numbered CN-…, for the
// returned lines' price and tax, which lowers what the practice owes.
useTestShop()

describe('the tax of returned units', () => {
  it('is the line tax’s share, rounded half up, and a whole line gives back all of it', () => {
    expect(returnedTax(25, 1, 2)).toBe(13) // 12.5 → 13
    expect(returnedTax(25, 1, 3)).toBe(8) // 8.33 → 8
    expect(returnedTax(25, 2, 3)).toBe(17) // 16.67 → 17
    expect(returnedTax(1, 1, 2)).toBe(1) // 0.5 → 1
    expect(returnedTax(1, 1, 3)).toBe(0) // 0.33 → 0
    expect(returnedTax(999_999_999, 7, 7)).toBe(999_999_999)
  })
})

// Orders placed through the API: seconds each on a loaded 2-core machine.
describe('credit notes', { timeout: 60_000 }, () => {
  it('credits an accepted return to the order’s open invoice, once, and the statement lists it', async () => {
    const buyer = await newBuyer('credit-note')
    const product = await newProduct('TEST-CREDIT-NOTE', 333)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 3))
    const placed = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    )
    await shipAll(placed.number!, 'LOT-CN')
    const [line] = await backend.database.db
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.productId, product.id))
    expect(line!.taxCents).toBeGreaterThan(0)
    const { requestReturn } = await commerce.request(
      RequestReturnDocument,
      {
        orderToken: placed.token,
        lines: [
          { orderItemId: String(line!.id), quantity: 2, lotNumber: 'LOT-CN-0' },
        ],
        reason: 'DAMAGED',
      },
      { token: buyer.token },
    )
    if (requestReturn.__typename !== 'ReturnSuccess')
      throw new Error(requestReturn.__typename)
    const before = (
      await commerce.request(StatementDocument, {}, { token: buyer.token })
    ).statement
    const accept = () =>
      fetch(`${url}/operator/v1/returns/${requestReturn.return.id}/accept`, {
        method: 'POST',
        headers: {
          'x-service-secret': TEST_SERVICE_SECRET,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ rmaNumber: 'RMA-CN', instructions: 'Dock 4' }),
      })
    expect((await accept()).status).toBe(200)
    expect((await accept()).status).toBe(200)

    const tax = returnedTax(line!.taxCents!, 2, 3)
    const notes = await backend.database.db
      .select()
      .from(t.creditNotes)
      .where(eq(t.creditNotes.companyId, buyer.companyId))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      netCents: 666,
      taxCents: tax,
      totalCents: 666 + tax,
      appliedCents: 666 + tax,
    })
    const { statement } = await commerce.request(
      StatementDocument,
      {},
      { token: buyer.token },
    )
    expect(statement.credits).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^CN-\d{6}$/),
        orderNumber: placed.number,
        total: 666 + tax,
        applied: 666 + tax,
        available: 0,
      }),
    ])
    expect(statement.totalDue).toBe(before.totalDue - 666 - tax)
    expect(statement.balanceDue).toBe(statement.totalDue)
  })
})
