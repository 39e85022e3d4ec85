import { CartDocument } from '@shop/commerce-client'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  count,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'

// A practice's credit limit (issue 36): an order on invoice terms over what is left of it is
// refused at placement, nothing written; up to the cent it is placed. INVOICE_ON=shipped, so the
// first order is counted while it is not yet invoiced.
useTestShop()

const setLimit = (companyId: number, creditLimitCents: number) =>
  backend.database.db
    .insert(t.billingTerms)
    .values({ companyId, termDays: 30, creditLimitCents })
    .onConflictDoUpdate({
      target: t.billingTerms.companyId,
      set: { creditLimitCents },
    })

// Orders placed through the API: seconds each on a loaded 2-core machine.
describe('the credit limit', { timeout: 60_000 }, () => {
  it('refuses an order on invoice terms over the remaining credit by a cent, and places it at the limit', async () => {
    const buyer = await newBuyer('credit')
    const product = await newProduct('TEST-CREDIT', 1_000)
    const placeOne = async (addOne = true) => {
      const { cart } = await commerce.request(
        CartDocument,
        {},
        { token: buyer.token },
      )
      if (addOne) cartOf(await add(buyer.token, cart.token, product.id, 1))
      return checkout(buyer.token, cart.token, buyer.address.id)
    }
    await setLimit(buyer.companyId, 1_000_000)
    const first = cartOf(await placeOne())
    const total = first.totalWithTax
    expect(total).toBeGreaterThan(1_000)

    // Left: one cent less than the same order again.
    await setLimit(buyer.companyId, 2 * total - 1)
    const placed = () =>
      count(
        sql`select count(*)::int as n from orders where company_id = ${buyer.companyId} and number is not null`,
      )
    const placedBefore = await placed()
    const refused = await placeOne()
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringContaining(
        "is over your practice's remaining credit on invoice terms",
      ),
      violations: [
        expect.objectContaining({ propertyPath: 'paymentProvider' }),
      ],
    })
    expect(refused).toMatchObject({
      message: expect.stringContaining('Pay it by card'),
    })
    expect(await placed()).toBe(placedBefore)

    // Exactly what is left: the same cart, still as it was, is placed.
    await setLimit(buyer.companyId, 2 * total)
    expect(cartOf(await placeOne(false)).totalWithTax).toBe(total)
  })
})
