import type { PaymentIntentState } from './payment-intent.js'

/**
 * How the checkout reaches the shop's API: JSON over HTTP, paths as in the spec's call table
 * (without the `/api` prefix). The shop's own API client fits as it is.
 */
export interface ApiTransport {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
}

/** The checkout calls of the spec (section 7), each answering the cart or the payment state. */
export interface CheckoutApi<TCart> {
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
 * The checkout calls over a transport.
 *
 * @example
 * const checkout = createCheckoutApi<Cart>(api)
 * const cart = await checkout.setCarrier(token, 'standard')
 */
export function createCheckoutApi<TCart>(
  transport: ApiTransport,
): CheckoutApi<TCart> {
  const step = (path: string, body: Record<string, unknown>) =>
    transport
      .post<{ cart: TCart }>(`/shop/checkout/${path}`, body)
      .then((answer) => answer.cart)
  return {
    setAddresses: (token, addresses) =>
      step('addresses', { token, ...addresses }),
    setCarrier: (token, carrierIdentifier) =>
      step('shipping', { token, carrierIdentifier }),
    setPaymentProvider: (token, paymentProviderIdentifier) =>
      step('payment-provider', { token, paymentProviderIdentifier }),
    setPaymentMethod: (token, paymentMethodId) =>
      step('payment-method', { token, paymentMethodId }),
    setPurchaseOrderReference: (token, reference) =>
      step('purchase-order-reference', { token, reference }),
    placeOrder: (token) => step('order', { token }),
    createPaymentIntent: (orderToken, locale) =>
      transport.post('/shop/payment/create-payment-intent', {
        orderToken,
        locale,
      }),
    confirmPaymentIntent: (paymentIntentId, locale) =>
      transport.post('/shop/payment/confirm-payment-intent', {
        paymentIntentId,
        locale,
      }),
  }
}
