import {
  TEST_CARDS,
  addCard,
  cardError,
  clientSecret,
  id,
  notFound,
} from './cards'
import type { Answer, Obj, StripeCall, Store } from './cards'

/** Customers, their saved cards (payment methods) and the setup intents that save them. */
export function customersApi(
  store: Store,
  call: StripeCall,
): Answer | undefined {
  const { method, path, resource, objectId, action, query, body } = call
  const { customers, paymentMethods, setupIntents } = store
  if (resource === 'customers' && method === 'POST' && !objectId) {
    const customer = {
      id: id('cus'),
      object: 'customer',
      metadata: body.metadata ?? {},
      email: body.email,
    }
    customers.set(customer.id, customer)
    return [200, customer]
  }
  if (resource === 'customers' && method === 'GET' && objectId) {
    return customers.has(objectId)
      ? [200, customers.get(objectId)]
      : notFound(call)
  }
  if (resource === 'setup_intents' && method === 'POST' && !objectId) {
    const intentId = id('seti')
    const intent: Obj = {
      id: intentId,
      object: 'setup_intent',
      customer: body.customer,
      status: 'requires_payment_method',
      payment_method: null,
      client_secret: clientSecret(intentId),
    }
    setupIntents.set(intent.id, intent)
    return [200, intent]
  }
  if (resource === 'payment_methods' && method === 'GET' && !objectId) {
    const list = [...paymentMethods.values()].filter(
      (pm) => pm.customer === query.get('customer'),
    )
    return [
      200,
      {
        object: 'list',
        data: list,
        has_more: false,
        url: '/v1/payment_methods',
      },
    ]
  }
  if (
    resource === 'customers' &&
    method === 'GET' &&
    action === 'payment_methods'
  ) {
    const list = [...paymentMethods.values()].filter(
      (pm) => pm.customer === objectId,
    )
    return [200, { object: 'list', data: list, has_more: false, url: path }]
  }
  if (resource === 'payment_methods' && objectId && method === 'GET') {
    return paymentMethods.has(objectId)
      ? [200, paymentMethods.get(objectId)]
      : notFound(call)
  }
  if (
    resource === 'payment_methods' &&
    objectId &&
    method === 'POST' &&
    !action
  ) {
    const pm = paymentMethods.get(objectId)
    if (!pm) return notFound(call)
    pm.metadata = { ...(pm.metadata as object), ...(body.metadata as object) }
    return [200, pm]
  }
  // What Stripe.js does in the browser (publishable key and client secret only).
  if (resource === 'setup_intents' && objectId && action === 'confirm') {
    const intent = setupIntents.get(objectId)
    if (!intent || intent.client_secret !== body.client_secret)
      return notFound(call)
    const data = body.payment_method_data as
      { card?: { number?: string } } | undefined
    const test = TEST_CARDS[data?.card?.number ?? '']
    if (!test)
      return cardError('incorrect_number', 'Your card number is incorrect.')
    if (test.declineAtSetup)
      return cardError('card_declined', 'Your card was declined.')
    const paymentMethodId = addCard(store, String(intent.customer), test)
    intent.status = 'succeeded'
    intent.payment_method = paymentMethodId
    return [200, intent]
  }
  return undefined
}
