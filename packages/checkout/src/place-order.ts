import type { ApiCart } from '@shop/commerce-client'
import type { CheckoutApi } from './checkout-api.js'
import { awaitsApproval, needsPaymentMethod } from './checkout-state.js'

/**
 * A placed order whose card payment failed. The order stays placed and unpaid (the server has
 * opened a new cart); only its card can change for another attempt.
 */
export class UnpaidOrderError extends Error {
  override name = 'UnpaidOrderError'
  constructor(
    readonly order: ApiCart,
    override readonly cause: unknown,
  ) {
    super((cause as Error).message)
  }
}

/**
 * Nothing was placed: a price moved since the buyer last saw the cart (issue 34: never charged
 * silently). `cart` is the cart with the new prices, its moved lines carrying a `priceChange`;
 * once the buyer has seen it, placing again places the order at these prices.
 */
export class PricesChangedError extends Error {
  override name = 'PricesChangedError'
  constructor(readonly cart: ApiCart) {
    super('A price changed since you added it. Review and place again.')
  }
}

export interface PlaceOrderInput {
  /** The cart to place. */
  token: string
  /**
   * The buyer's purchase order reference as typed, sent with the order (a blank one clears what
   * was saved before); left out, the cart's saved reference stays.
   */
  reference?: string
  /** An order already placed whose payment failed: it is paid again, not placed again. */
  unpaid?: ApiCart | null
  /** Pays a placed order by card (the payment-intent flow with the browser's card SDK). */
  payByCard: (order: ApiCart) => Promise<unknown>
}

/**
 * Place, then pay (spec section 4): sets the PO reference, places the order, and pays it by card
 * when its provider needs a card. A price that moved since the buyer saw the cart throws
 * {@link PricesChangedError} with the repriced cart, and nothing is placed or charged. A failed
 * payment throws {@link UnpaidOrderError} with the placed
 * order, so the caller can offer to pay it again. An order over the buyer's purchase limit comes
 * back `awaiting_approval` and is not paid: nothing is charged before an approver approves it
 * (the buyer then pays it from the order's page, as any unpaid order).
 *
 * @example
 * const order = await placeOrder(createCheckoutApi(api), { token, reference, payByCard })
 */
export async function placeOrder(
  checkout: CheckoutApi,
  { token, reference, unpaid, payByCard }: PlaceOrderInput,
): Promise<ApiCart> {
  let placed = unpaid
  if (!placed) {
    if (reference !== undefined)
      await checkout.setPurchaseOrderReference(token, reference.trim())
    placed = await checkout.placeOrder(token)
    // The API answers the cart itself, not an order, when a price moved: show it, charge nothing.
    if (placed.state === 'cart') throw new PricesChangedError(placed)
  }
  if (needsPaymentMethod(placed) && !awaitsApproval(placed)) {
    try {
      await payByCard(placed)
    } catch (error) {
      throw new UnpaidOrderError(placed, error)
    }
  }
  return placed
}
