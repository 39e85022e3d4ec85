import { afterAll, beforeAll, expect } from 'vitest'
import { call, listenApi } from './api'
import { CookieJar, startBackend } from './backend'
import { startStripeDouble } from '../../../tooling/vitest/stripe-double'
import type {
  StripeDouble,
  TestCard,
} from '../../../tooling/vitest/stripe-double'

// Card payments end to end (`src/payment.test.ts`): a backend with the stripe provider, the Stripe
// double, and an API server with Stripe keys that points at it.
export const WEBHOOK_SECRET = 'whsec_test_secret'
export let stripe: StripeDouble
/** The backend's address and service secret, for the operator API (shipping an order). */
export const cardBackend = { url: '', secret: 'payment-test-service-secret' }

/** Starts the backend, the Stripe double and the API server for the calling test file. */
export function useCardPayments() {
  let backend: Awaited<ReturnType<typeof startBackend>>
  let close = () => undefined as void
  beforeAll(async () => {
    backend = await startBackend('payment-test-service-secret', {
      cardPayments: true,
    })
    cardBackend.url = backend.url
    stripe = await startStripeDouble()
    close = await listenApi({
      COMMERCE_BACKEND_URL: backend.url,
      COMMERCE_SERVICE_SECRET: 'payment-test-service-secret',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    })
  }, 90_000)
  afterAll(async () => {
    close()
    await stripe?.close()
    await backend?.stop()
  })
}

/** Signs in, fills a cart and places it for card payment with a saved card. */
export async function placeCardOrder(email: string, card: TestCard) {
  const jar = new CookieJar()
  await call(jar, 'POST', '/auth/login', {
    username: email,
    password: 'demo1234',
  })
  const { json: setup } = await call(
    jar,
    'POST',
    '/shop/payment/create-setup-intent',
    {},
  )
  expect(setup.clientSecret).toMatch(/_secret_/)
  // The card is saved to the Stripe customer the setup intent was made for.
  const customerId = String(
    stripe.requests
      .filter((r) => r.path.startsWith('/v1/setup_intents'))
      .at(-1)!.body.customer,
  )
  const paymentMethodId = stripe.addCard(customerId, card)
  const { json: saved } = await call(
    jar,
    'GET',
    '/shop/payment/payment-methods',
  )
  expect(saved.paymentMethods).toContainEqual({
    id: paymentMethodId,
    brand: card.brand,
    last4: card.last4,
  })
  const { json: marked } = await call(
    jar,
    'POST',
    '/shop/payment/update-payment-method-metadata',
    { paymentMethodId },
  )
  expect(marked.paymentMethod).toEqual({
    id: paymentMethodId,
    brand: card.brand,
    last4: card.last4,
  })
  const update = stripe.requests
    .filter((r) => r.path === `/v1/payment_methods/${paymentMethodId}`)
    .at(-1)
  expect(update?.body.metadata).toMatchObject({
    commerceCustomerId: expect.any(String),
  })
  const { json: current } = await call(jar, 'GET', '/shop/cart/current')
  const token = current.cart.token
  await call(jar, 'POST', '/shop/cart/bulk-add', {
    token,
    items: [{ sku: 'GLV-NIT-P-NITRILE-L-BLUE-P200', quantity: 3 }],
  })
  const { json: addresses } = await call(jar, 'GET', '/account/addresses')
  const addressId = Number(addresses.addresses[0].id)
  await call(jar, 'POST', '/shop/checkout/addresses', {
    token,
    shippingAddressId: addressId,
    invoiceAddressId: addressId,
  })
  await call(jar, 'POST', '/shop/checkout/shipping', {
    token,
    carrierIdentifier: 'express',
  })
  await call(jar, 'POST', '/shop/checkout/payment-provider', {
    token,
    paymentProviderIdentifier: 'stripe',
  })
  await call(jar, 'POST', '/shop/checkout/payment-method', {
    token,
    paymentMethodId,
  })
  const { json: placed } = await call(jar, 'POST', '/shop/checkout/order', {
    token,
  })
  expect(placed.cart.state).toBe('payment_pending')
  return { jar, order: placed.cart, paymentMethodId }
}
