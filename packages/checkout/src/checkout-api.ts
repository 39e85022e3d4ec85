import type { ApiCart, ApiClient } from '@shop/commerce-client'
import type { PaymentIntentState } from './payment-intent.js'

/** The checkout calls of the spec (section 7), each answering the cart or the payment state. */
export interface CheckoutApi<TCart = ApiCart> {
  setAddresses(
    token: string,
    addresses: { shippingAddressId: number; invoiceAddressId: number },
  ): Promise<TCart>
  setCarrier(token: string, carrierIdentifier: string): Promise<TCart>
  setPaymentProvider(
    token: string,
    paymentProviderIdentifier: string,
  ): Promise<TCart>
  setPaymentMethod(token: string, paymentMethodId: string): Promise<TCart>
  setPurchaseOrderReference(token: string, reference: string): Promise<TCart>
  /** Places the order; repeating it answers the same order. */
  placeOrder(token: string): Promise<TCart>
  createPaymentIntent(
    orderToken: string,
    locale: string,
  ): Promise<PaymentIntentState>
  confirmPaymentIntent(
    paymentIntentId: string,
    locale: string,
  ): Promise<PaymentIntentState>
}

/**
 * The checkout calls over the shop API's typed client.
 *
 * @example
 * const checkout = createCheckoutApi(createApiClient(transport))
 * const cart = await checkout.setCarrier(token, 'standard')
 */
export function createCheckoutApi(api: ApiClient): CheckoutApi {
  const cartOf = (answer: { cart: ApiCart }) => answer.cart
  return {
    setAddresses: (token, addresses) =>
      api
        .post('/shop/checkout/addresses', { body: { token, ...addresses } })
        .then(cartOf),
    setCarrier: (token, carrierIdentifier) =>
      api
        .post('/shop/checkout/shipping', { body: { token, carrierIdentifier } })
        .then(cartOf),
    setPaymentProvider: (token, paymentProviderIdentifier) =>
      api
        .post('/shop/checkout/payment-provider', {
          body: { token, paymentProviderIdentifier },
        })
        .then(cartOf),
    setPaymentMethod: (token, paymentMethodId) =>
      api
        .post('/shop/checkout/payment-method', {
          body: { token, paymentMethodId },
        })
        .then(cartOf),
    setPurchaseOrderReference: (token, reference) =>
      api
        .post('/shop/checkout/purchase-order-reference', {
          body: { token, reference },
        })
        .then(cartOf),
    placeOrder: (token) =>
      api.post('/shop/checkout/order', { body: { token } }).then(cartOf),
    createPaymentIntent: (orderToken, locale) =>
      api.post('/shop/payment/create-payment-intent', {
        body: { orderToken, locale },
      }),
    confirmPaymentIntent: (paymentIntentId, locale) =>
      api.post('/shop/payment/confirm-payment-intent', {
        body: { paymentIntentId, locale },
      }),
  }
}
