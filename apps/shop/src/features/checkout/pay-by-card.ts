import { PaymentFailedError, runPaymentIntentFlow } from '@shop/checkout'
import type { CheckoutApi } from '@shop/checkout'
import type { Api } from '#lib/api'
import type { Cart } from '#lib/queries'
import { loadStripe } from '#lib/stripe-js'

/**
 * Pays a placed order by card: the payment-intent flow of `@shop/checkout` over the API, with
 * Stripe.js handling a required action (3-D Secure) in the browser.
 */
export function payByCard(
  api: Api,
  checkout: CheckoutApi<Cart>,
  order: Cart,
  locale: string,
  isoCode: string,
) {
  return runPaymentIntentFlow({
    create: () => checkout.createPaymentIntent(order.token, isoCode),
    confirm: (paymentIntentId) =>
      checkout.confirmPaymentIntent(paymentIntentId, isoCode),
    handleAction: cardAction(api, locale),
  })
}

/** Stripe.js completes a required action (3-D Secure) in the browser, for any card payment. */
export const cardAction =
  (api: Api, locale: string) => async (clientSecret: string) => {
    const stripe = await loadStripe(api, locale)
    const { error } = await stripe.handleNextAction({ clientSecret })
    if (error)
      throw new PaymentFailedError(
        error.message ?? 'The card could not be authenticated.',
      )
  }
