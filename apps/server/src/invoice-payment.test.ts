import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { base, call } from '../test/api'
import type { CookieJar } from '../test/backend'
import { shipOrder } from '../test/backend'
import {
  WEBHOOK_SECRET,
  cardBackend,
  placeCardOrder,
  stripe,
  useCardPayments,
} from '../test/card-payments'

// Paying open invoices by card from the statement (issue 36, decision 042): the amount is what the
// backend says is due, the payment is applied once per intent, a declined card changes nothing.
useCardPayments()

/** Places an order of the cart on invoice terms and ships it: its invoice is issued, open. */
async function invoicedOrder(jar: CookieJar, sku: string) {
  const { json: current } = await call(jar, 'GET', '/shop/cart/current')
  const token = current.cart.token
  await call(jar, 'POST', '/shop/cart/bulk-add', {
    token,
    items: [{ sku, quantity: 1 }],
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
    carrierIdentifier: 'standard',
  })
  await call(jar, 'POST', '/shop/checkout/payment-provider', {
    token,
    paymentProviderIdentifier: 'invoice',
  })
  const { json: placed } = await call(jar, 'POST', '/shop/checkout/order', {
    token,
  })
  await shipOrder(cardBackend.url, cardBackend.secret, placed.cart)
  const { json: statement } = await statementOf(jar)
  return statement.invoices.find(
    (i: { orderNumber: string }) => i.orderNumber === placed.cart.number,
  ) as { number: string; due: number; state: string }
}

const statementOf = (jar: CookieJar) => call(jar, 'GET', '/account/statement')

const intentFor = (
  jar: CookieJar,
  invoices: string[],
  paymentMethodId: string,
) =>
  call(jar, 'POST', '/shop/payment/create-invoice-payment-intent', {
    invoices,
    paymentMethodId,
    locale: 'en_US',
    // Never read: the amount is the backend's.
    amount: 1,
  })

describe('paying invoices by card', { timeout: 120_000 }, () => {
  it('charges what the backend says is due, pays the invoice once, and refuses another practice’s', async () => {
    const { jar, paymentMethodId } = await placeCardOrder(
      'buyer@northside-clinic.example',
      { brand: 'visa', last4: '4242' },
    )
    const invoice = await invoicedOrder(jar, 'GLV-NIT-P-NITRILE-L-BLUE-P200')
    expect(invoice.state).toBe('OPEN')
    const before = (await statementOf(jar)).json.totalDue

    const other = await placeCardOrder('orders@lakeview-practice.example', {
      brand: 'visa',
      last4: '4242',
    })
    const theirs = await invoicedOrder(
      other.jar,
      'GLV-NIT-P-NITRILE-L-BLUE-P200',
    )
    expect(
      await intentFor(jar, [invoice.number, theirs.number], paymentMethodId),
    ).toMatchObject({
      status: 404,
      json: { message: `Invoice ${theirs.number} was not found.` },
    })

    const { status, json: intent } = await intentFor(
      jar,
      [invoice.number],
      paymentMethodId,
    )
    expect(status).toBe(200)
    expect(intent.amount).toBe(invoice.due)
    const charged = stripe.paymentIntents.get(intent.paymentIntentId)
    expect(charged?.amount).toBe(invoice.due)
    expect(charged?.metadata).toMatchObject({ invoices: invoice.number })

    const { json: confirmed } = await call(
      jar,
      'POST',
      '/shop/payment/confirm-payment-intent',
      { paymentIntentId: intent.paymentIntentId, locale: 'en_US' },
    )
    expect(confirmed).toMatchObject({
      status: 'succeeded',
      invoices: [invoice.number],
      orderState: null,
    })
    // Stripe's webhook for the same payment, twice: applied once all the same.
    const payload = JSON.stringify({
      id: 'evt_invoice_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stripe.paymentIntents.get(intent.paymentIntentId) },
    })
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString(
      { payload, secret: WEBHOOK_SECRET },
    )
    for (let n = 0; n < 2; n++) {
      const sent = await fetch(`${base}/api/shop/payment/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature,
        },
        body: payload,
      })
      expect(sent.status).toBe(200)
    }
    const { json: after } = await statementOf(jar)
    expect(
      after.invoices.find(
        (i: { number: string }) => i.number === invoice.number,
      ),
    ).toMatchObject({ state: 'PAID', due: 0, paid: invoice.due })
    expect(after.totalDue).toBe(before - invoice.due)
    // Paid already: refused by name.
    expect(
      await intentFor(jar, [invoice.number], paymentMethodId),
    ).toMatchObject({
      status: 400,
      json: { message: 'An invoice you chose is paid already.' },
    })
  })

  it('changes nothing when the card is declined', async () => {
    const { jar } = await placeCardOrder('orders@lakeview-practice.example', {
      brand: 'visa',
      last4: '4242',
    })
    const invoice = await invoicedOrder(jar, 'GLV-NIT-P-NITRILE-L-BLUE-P200')
    const { json: before } = await statementOf(jar)
    const customerId = String(
      stripe.requests
        .filter((r) => r.path.startsWith('/v1/setup_intents'))
        .at(-1)!.body.customer,
    )
    const declining = stripe.addCard(customerId, {
      brand: 'visa',
      last4: '9995',
      declineCode: 'insufficient_funds',
    })
    const { json: intent } = await intentFor(jar, [invoice.number], declining)
    const confirmed = await call(
      jar,
      'POST',
      '/shop/payment/confirm-payment-intent',
      { paymentIntentId: intent.paymentIntentId, locale: 'en_US' },
    )
    expect(confirmed.status).toBe(402)
    const { json: after } = await statementOf(jar)
    expect(after.totalDue).toBe(before.totalDue)
    expect(
      after.invoices.find(
        (i: { number: string }) => i.number === invoice.number,
      ),
    ).toMatchObject({ state: 'OPEN', due: invoice.due })
  })
})
