import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { base, call } from '../test/api'
import { CookieJar } from '../test/backend'
import {
  WEBHOOK_SECRET,
  placeCardOrder,
  stripe,
  useCardPayments,
} from '../test/card-payments'

useCardPayments()

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
    // The goods and their sales tax, as the review showed them.
    expect(order.totalWithTax).toBeGreaterThan(order.totalNet)
    expect(stripe.paymentIntents.get(first.json.paymentIntentId)?.amount).toBe(
      order.totalWithTax,
    )
    // The inventory's lots come from the distributor's shipments (issue 35), not from paying.
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
    expect(await lotsOfOrder()).toEqual([])
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
    // The buyer is told once, however often the event came.
    expect(await mailsAbout(order.token, 'payment-received')).toBe(1)
  })

  it('e-mails the buyer a link to pay again when a signed webhook says the payment failed, once', async () => {
    const { jar, order } = await placeCardOrder(
      'buyer@northside-clinic.example',
      { brand: 'visa', last4: '1881' },
    )
    const payload = JSON.stringify({
      id: 'evt_failed_1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_failed_1',
          object: 'payment_intent',
          metadata: { orderToken: order.token },
        },
      },
    })
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString(
      { payload, secret: WEBHOOK_SECRET },
    )
    for (let i = 0; i < 2; i++)
      expect(
        (
          await fetch(`${base}/api/shop/payment/webhook`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signature,
            },
            body: payload,
          })
        ).status,
      ).toBe(200)
    expect(await mailsAbout(order.token, 'payment-failed')).toBe(1)
    // Nothing else changed: the order still waits for its payment.
    expect(
      (await call(jar, 'GET', `/account/order?token=${order.token}`)).json.order
        .state,
    ).toBe('payment_pending')
  })
})

/** How many e-mails of `kind` link to the order of `token` (the API's local outbox). */
async function mailsAbout(token: string, kind: string) {
  const { json } = await call(null, 'GET', '/dev/outbox')
  return (json.messages as { kind: string; text: string }[]).filter(
    (m) =>
      m.kind === kind && m.text.includes(`/en/shop/account/orders/${token}`),
  ).length
}
