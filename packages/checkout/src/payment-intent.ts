/** The server's view of a payment intent, as create and confirm answer it. */
export interface PaymentIntentState {
  paymentIntentId: string
  clientSecret: string
  status: string
  /** The buyer must complete an action (3-D Secure) in the browser before confirming again. */
  requiresAction: boolean
}

/** The three calls of the payment-intent flow, supplied by the caller (API and Stripe.js). */
export interface PaymentIntentSteps {
  /** Creates the order's intent on the server (the amount is the server's order total). */
  create(): Promise<PaymentIntentState>
  /** Confirms it on the server. */
  confirm(paymentIntentId: string): Promise<PaymentIntentState>
  /** Runs the required action in the browser, e.g. Stripe.js `handleNextAction`. */
  handleAction(clientSecret: string): Promise<void>
}

/** A payment that did not succeed; the order stays unpaid and can be paid again. */
export class PaymentFailedError extends Error {
  override name = 'PaymentFailedError'
}

/** Intent states that mean the money is (or will be) collected. */
const PAID = new Set(['succeeded', 'processing'])

/**
 * The payment-intent flow (spec section 4): create the intent, confirm it, and while it requires
 * an action let the buyer complete it and confirm again. Resolves with the final state or throws
 * {@link PaymentFailedError}; errors of the steps themselves pass through unchanged.
 *
 * @example
 * await runPaymentIntentFlow({
 *   create: () => api.post('/shop/payment/create-payment-intent', { orderToken, locale }),
 *   confirm: (id) => api.post('/shop/payment/confirm-payment-intent', { paymentIntentId: id, locale }),
 *   handleAction: (secret) => stripe.handleNextAction({ clientSecret: secret }).then(check),
 * })
 */
export async function runPaymentIntentFlow(
  steps: PaymentIntentSteps,
  { maxActions = 2 }: { maxActions?: number } = {},
): Promise<PaymentIntentState> {
  const created = await steps.create()
  let state = PAID.has(created.status)
    ? created
    : await steps.confirm(created.paymentIntentId)
  for (let actions = 0; state.requiresAction; actions++) {
    if (actions >= maxActions)
      throw new PaymentFailedError('The payment could not be authenticated.')
    await steps.handleAction(state.clientSecret)
    state = await steps.confirm(state.paymentIntentId)
  }
  if (!PAID.has(state.status))
    throw new PaymentFailedError(
      'The payment did not go through. Please try another card.',
    )
  return state
}
