import { CreateStandingOrderDocument } from '@shop/commerce-client'
import type {
  StandingOrderInput,
  StandingOrderResultFieldsFragment,
} from '@shop/commerce-client'
import { sql } from 'drizzle-orm'
import { add, commerce, count, newBuyer, newProduct } from '../../test-shop'

// What the standing-order tests share: a buyer's weekly standing order made from their cart,
// the input it was made from, the moment of a run day and the count of its runs.

export type Buyer = Awaited<ReturnType<typeof newBuyer>>

export function standingOrderOf(result: StandingOrderResultFieldsFragment) {
  if (result.__typename !== 'StandingOrderSuccess')
    throw new Error(
      `expected a standing order, got ${result.__typename}: ${JSON.stringify(result)}`,
    )
  return result.standingOrder
}

export const weeklyOnMonday = {
  cadence: 'weekly',
  interval: 1,
  weekday: 1,
} as const

export function inputFor(
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
export async function buyerWithStandingOrder(
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
export const on = (day: string, time = '00:05') =>
  new Date(`${day}T${time}:00Z`)

export const runsOf = (standingOrderId: string) =>
  count(
    sql`select count(*)::int as n from orders where standing_order_id = ${Number(standingOrderId)}`,
  )
