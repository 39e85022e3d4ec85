/** The parts of a cart the checkout rules look at (structural, so any cart shape with these fields fits). */
export interface CheckoutCart {
  items?: readonly unknown[] | null
  shippingAddress?: unknown
  invoiceAddress?: unknown
  carrier?: unknown
  paymentProvider?: { identifier?: string | null } | null
  paymentMethodId?: string | null
  /** The record's state: `cart`, or an order's (`awaiting_approval`, `payment_pending`, …). */
  state?: string | null
}

/** The checkout steps in the order the spec requires (section 4). */
export const CHECKOUT_STEPS = [
  'addresses',
  'shipping',
  'payment-provider',
  'payment-method',
  'order',
] as const

/** One step of {@link CHECKOUT_STEPS}. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/**
 * A cart is empty when it is missing or has no items (spec section 4).
 *
 * @example
 * isCartEmpty(null) // true
 * isCartEmpty({ items: [{ id: 1 }] }) // false
 */
export function isCartEmpty(cart: CheckoutCart | null | undefined): boolean {
  return !cart?.items || cart.items.length === 0
}

/**
 * An order can be placed only when nothing is loading and the cart has a payment provider, a
 * shipping address, an invoice address and a carrier (spec section 4).
 *
 * @example
 * isCheckoutValid(cart, { loading: false })
 */
export function isCheckoutValid(
  cart: CheckoutCart | null | undefined,
  { loading }: { loading: boolean },
): boolean {
  return Boolean(
    !loading &&
    cart &&
    cart.paymentProvider &&
    cart.shippingAddress &&
    cart.invoiceAddress &&
    cart.carrier,
  )
}

/**
 * A checkout step answers with a cart; it replaces the local cart but keeps the items the buyer
 * already has (spec section 4), because step responses may leave items out.
 */
export function applyStepResult<TCart extends CheckoutCart>(
  current: TCart,
  next: TCart,
): TCart {
  return { ...next, items: current.items }
}

/**
 * Carriers sorted alphabetically by identifier (spec sections 3 and 9). Returns a new array.
 *
 * @example
 * sortCarriers([{ identifier: 'ups' }, { identifier: 'dhl' }]) // dhl, ups
 */
export function sortCarriers<TCarrier extends { identifier: string }>(
  carriers: readonly TCarrier[],
): TCarrier[] {
  return [...carriers].sort((a, b) =>
    a.identifier < b.identifier ? -1 : a.identifier > b.identifier ? 1 : 0,
  )
}

/** Payment providers that need a payment method (a saved card) before the order is placed. */
export const PROVIDERS_WITH_PAYMENT_METHOD: readonly string[] = ['stripe']

/**
 * Whether the cart's payment provider needs the payment-method step; pay-by-invoice skips it.
 *
 * @example
 * needsPaymentMethod({ paymentProvider: { identifier: 'stripe' } }) // true
 */
export function needsPaymentMethod(
  cart: CheckoutCart | null | undefined,
): boolean {
  return PROVIDERS_WITH_PAYMENT_METHOD.includes(
    cart?.paymentProvider?.identifier ?? '',
  )
}

/** The state of an order over a buyer's purchase limit until an approver decides on it. */
export const AWAITING_APPROVAL = 'awaiting_approval'

/**
 * Whether an order waits for an approver (it went over the buyer's purchase limit): it is not
 * placed yet, and nothing may be charged for it until it is approved.
 *
 * @example
 * awaitsApproval({ state: 'awaiting_approval' }) // true
 */
export function awaitsApproval(cart: CheckoutCart | null | undefined): boolean {
  return cart?.state === AWAITING_APPROVAL
}

/**
 * The first step the buyer still has to complete, or `order` when only placing is left.
 *
 * @example
 * currentCheckoutStep({ items: [{}] }) // 'addresses'
 */
export function currentCheckoutStep(
  cart: CheckoutCart | null | undefined,
): CheckoutStep {
  if (!cart?.shippingAddress || !cart.invoiceAddress) return 'addresses'
  if (!cart.carrier) return 'shipping'
  if (!cart.paymentProvider) return 'payment-provider'
  if (needsPaymentMethod(cart) && !cart.paymentMethodId) return 'payment-method'
  return 'order'
}

/**
 * {@link isCheckoutValid}, and a card chosen when the provider needs one: what the place-order
 * button waits for.
 */
export function isReadyToPlace(
  cart: CheckoutCart | null | undefined,
  state: { loading: boolean },
): boolean {
  return isCheckoutValid(cart, state) && currentCheckoutStep(cart) === 'order'
}
