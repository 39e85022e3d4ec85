import { createApiClient } from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import { createCheckoutApi } from './checkout-api.js'

/** Records each call; answers carry only what this test reads. */
function recordingTransport() {
  const calls: { path: string; body: unknown }[] = []
  return {
    calls,
    request: async (_method: string, path: string, body?: unknown) => {
      calls.push({ path, body })
      return path.startsWith('/shop/checkout/')
        ? { cart: { token: 't1', path } }
        : { paymentIntentId: 'pi_1', status: 'succeeded' }
    },
  }
}

describe('createCheckoutApi', () => {
  it('sends every step to its path of the spec and answers the cart', async () => {
    const transport = recordingTransport()
    const checkout = createCheckoutApi(createApiClient(transport))
    await checkout.setAddresses('t1', {
      shippingAddressId: 1,
      invoiceAddressId: 2,
    })
    await checkout.setCarrier('t1', 'standard')
    await checkout.setPaymentProvider('t1', 'stripe')
    await checkout.setPaymentMethod('t1', 'pm_1')
    await checkout.setPurchaseOrderReference('t1', 'PO-1')
    const placed = await checkout.placeOrder('t1')
    expect(placed).toEqual({ token: 't1', path: '/shop/checkout/order' })
    await checkout.createPaymentIntent('t1', 'en_US')
    await checkout.confirmPaymentIntent('pi_1', 'en_US')
    expect(transport.calls).toEqual([
      {
        path: '/shop/checkout/addresses',
        body: { token: 't1', shippingAddressId: 1, invoiceAddressId: 2 },
      },
      {
        path: '/shop/checkout/shipping',
        body: { token: 't1', carrierIdentifier: 'standard' },
      },
      {
        path: '/shop/checkout/payment-provider',
        body: { token: 't1', paymentProviderIdentifier: 'stripe' },
      },
      {
        path: '/shop/checkout/payment-method',
        body: { token: 't1', paymentMethodId: 'pm_1' },
      },
      {
        path: '/shop/checkout/purchase-order-reference',
        body: { token: 't1', reference: 'PO-1' },
      },
      { path: '/shop/checkout/order', body: { token: 't1' } },
      {
        path: '/shop/payment/create-payment-intent',
        body: { orderToken: 't1', locale: 'en_US' },
      },
      {
        path: '/shop/payment/confirm-payment-intent',
        body: { paymentIntentId: 'pi_1', locale: 'en_US' },
      },
    ])
  })
})
