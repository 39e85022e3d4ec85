import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, startBackend } from '../test/backend'
import { startStripeDouble } from '../test/stripe-double'
import type { StripeDouble, TestCard } from '../test/stripe-double'
import { createApp } from './app'
import { readConfig } from './env.server'
import { silentLogger } from './http/logger'

const WEBHOOK_SECRET = 'whsec_test_secret'
let backend: Awaited<ReturnType<typeof startBackend>>
let stripe: StripeDouble
let base = ''
let close = () => undefined as void

beforeAll(async () => {
  backend = await startBackend('payment-test-service-secret', {
    cardPayments: true,
  })
  stripe = await startStripeDouble()
  const config = readConfig({
    COMMERCE_BACKEND_URL: backend.url,
    COMMERCE_SERVICE_SECRET: 'payment-test-service-secret',
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  })
  const server = createApp(config, { logger: silentLogger }).listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => void server.close()
}, 90_000)
afterAll(async () => {
  close()
  await stripe?.close()
  await backend?.stop()
})

async function call(
  jar: CookieJar,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie: jar.header(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  jar.store(res)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
  return { status: res.status, json: (await res.json()) as any }
}

/** Signs in, fills a cart and places it for card payment with a saved card. */
async function placeCardOrder(email: string, card: TestCard) {
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

describe('card payments through Stripe', () => {
  it('offers the stripe provider when keys are set', async () => {
    const jar = new CookieJar()
    await call(jar, 'POST', '/auth/login', {
      username: 'buyer@northside-clinic.example',
      password: 'demo1234',
    })
    const { json } = await call(jar, 'GET', '/shop/checkout/payment-providers')
    expect(
      json.paymentProviders.map((p: { identifier: string }) => p.identifier),
    ).toEqual(['invoice', 'stripe'])
    // The browser loads Stripe.js pinned to basil with the publishable key, never the secret one.
    const { json: config } = await call(jar, 'GET', '/shop/payment/config')
    expect(config).toEqual({
      publishableKey: 'pk_test_double',
      scriptUrl: 'https://js.stripe.com/basil/stripe.js',
    })
  })

  it('charges the server’s order total once and marks the order paid', async () => {
    const { jar, order } = await placeCardOrder(
      'buyer@northside-clinic.example',
      { brand: 'visa', last4: '4242' },
    )
    const first = await call(
      jar,
      'POST',
      '/shop/payment/create-payment-intent',
      { orderToken: order.token, locale: 'en_US' },
    )
    const again = await call(
      jar,
      'POST',
      '/shop/payment/create-payment-intent',
      { orderToken: order.token, locale: 'en_US' },
    )
    expect(again.json.paymentIntentId).toBe(first.json.paymentIntentId)
    expect(stripe.paymentIntents.get(first.json.paymentIntentId)?.amount).toBe(
      order.totalNet,
    )
    // The goods are bought when they are paid: no inventory lots before.
    const lotsOfOrder = async () =>
      (await call(jar, 'GET', '/account/inventory')).json.lots.filter(
        (lot: { orderNumber: string }) => lot.orderNumber === order.number,
      )
    expect(await lotsOfOrder()).toEqual([])
    const confirmed = await call(
      jar,
      'POST',
      '/shop/payment/confirm-payment-intent',
      { paymentIntentId: first.json.paymentIntentId, locale: 'en_US' },
    )
    expect(confirmed.json).toMatchObject({
      status: 'succeeded',
      orderState: 'paid',
    })
    expect(await lotsOfOrder()).toMatchObject([
      { quantity: 3, product: { sku: 'GLV-NIT-P-NITRILE-L-BLUE-P200' } },
    ])
  })

  it('sends a 3-D Secure card back to the browser, then completes it', async () => {
    const { jar, order } = await placeCardOrder(
      'orders@lakeview-practice.example',
      { brand: 'mastercard', last4: '3220', threeDSecure: true },
    )
    const { json: intent } = await call(
      jar,
      'POST',
      '/shop/payment/create-payment-intent',
      { orderToken: order.token, locale: 'en_US' },
    )
    const first = await call(
      jar,
      'POST',
      '/shop/payment/confirm-payment-intent',
      { paymentIntentId: intent.paymentIntentId, locale: 'en_US' },
    )
    expect(first.json).toMatchObject({
      status: 'requires_action',
      requiresAction: true,
      orderState: null,
    })
    const second = await call(
      jar,
      'POST',
      '/shop/payment/confirm-payment-intent',
      { paymentIntentId: intent.paymentIntentId, locale: 'en_US' },
    )
    expect(second.json).toMatchObject({
      status: 'succeeded',
      orderState: 'paid',
    })
    // Another customer cannot confirm or see it.
    const stranger = new CookieJar()
    await call(stranger, 'POST', '/auth/login', {
      username: 'buyer@northside-clinic.example',
      password: 'demo1234',
    })
    expect(
      (
        await call(stranger, 'POST', '/shop/payment/confirm-payment-intent', {
          paymentIntentId: intent.paymentIntentId,
          locale: 'en_US',
        })
      ).status,
    ).toBe(404)
  })

  it('answers a declined card with 402 and lets the same order be paid with another card', async () => {
    const { jar, order } = await placeCardOrder(
      'buyer@northside-clinic.example',
      { brand: 'visa', last4: '9995', declineCode: 'insufficient_funds' },
    )
    const pay = async () => {
      const { json: intent } = await call(
        jar,
        'POST',
        '/shop/payment/create-payment-intent',
        { orderToken: order.token, locale: 'en_US' },
      )
      return call(jar, 'POST', '/shop/payment/confirm-payment-intent', {
        paymentIntentId: intent.paymentIntentId,
        locale: 'en_US',
      })
    }
    const declined = await pay()
    expect(declined).toMatchObject({
      status: 402,
      json: {
        message: 'The payment failed: Your card has insufficient funds.',
      },
    })
    const { json: pending } = await call(
      jar,
      'GET',
      `/account/order?locale=en_US&token=${order.token}`,
    )
    expect(pending.order.state).toBe('payment_pending')
    const customerId = String(
      stripe.requests
        .filter((r) => r.path.startsWith('/v1/setup_intents'))
        .at(-1)!.body.customer,
    )
    const other = stripe.addCard(customerId, { brand: 'visa', last4: '4242' })
    const { json: switched } = await call(
      jar,
      'POST',
      '/shop/checkout/payment-method',
      { token: order.token, paymentMethodId: other },
    )
    expect(switched.cart).toMatchObject({
      state: 'payment_pending',
      paymentMethodId: other,
    })
    expect((await pay()).json).toMatchObject({
      status: 'succeeded',
      orderState: 'paid',
    })
  })

  it('applies a signed webhook once and refuses forged ones', async () => {
    const { jar, order } = await placeCardOrder(
      'buyer@northside-clinic.example',
      { brand: 'visa', last4: '1881' },
    )
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_webhook_1',
          object: 'payment_intent',
          metadata: { orderToken: order.token },
        },
      },
    })
    const send = (signature: string, body = payload) =>
      fetch(`${base}/api/shop/payment/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature,
        },
        body,
      })
    const forged = await send('t=1,v1=deadbeef')
    expect(forged.status).toBe(400)
    const signedAt = (secondsFromNow: number) =>
      new Stripe('sk_test_x').webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) + secondsFromNow,
      })
    expect((await send(signedAt(-600))).status).toBe(400)
    // A signature dated ahead could be replayed until then: as far ahead is refused the same way.
    expect((await send(signedAt(600))).status).toBe(400)
    expect(
      (await call(jar, 'GET', `/account/order?token=${order.token}`)).json.order
        .state,
    ).toBe('payment_pending')
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString(
      { payload, secret: WEBHOOK_SECRET },
    )
    expect((await send(signature)).status).toBe(200)
    expect((await send(signature)).status).toBe(200)
    // A clock a minute ahead is within the tolerance (and the event, seen before, is a no-op).
    expect((await send(signedAt(60))).status).toBe(200)
    expect(
      (await call(jar, 'GET', `/account/order?token=${order.token}`)).json.order
        .state,
    ).toBe('paid')
  })
})
