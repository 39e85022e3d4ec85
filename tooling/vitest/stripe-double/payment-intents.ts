import { card, cardError, clientSecret, id, notFound } from './cards'
import type { Answer, Obj, StripeCall, Store } from './cards'

/** Payment intents: created, confirmed (once more after 3-D Secure), declined or paid. */
export function paymentIntentsApi(
  store: Store,
  call: StripeCall,
): Answer | undefined {
  const { method, resource, objectId, action, body } = call
  const { paymentIntents } = store
  if (resource === 'payment_intents' && method === 'POST' && !objectId) {
    const intentId = id('pi')
    const intent: Obj = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency,
      customer: body.customer,
      payment_method: body.payment_method ?? null,
      metadata: body.metadata ?? {},
      status: body.payment_method
        ? 'requires_confirmation'
        : 'requires_payment_method',
      client_secret: clientSecret(intentId),
      next_action: null,
    }
    paymentIntents.set(intent.id, intent)
    if (body.confirm === 'true') return confirm(store, intent)
    return [200, intent]
  }
  if (resource === 'payment_intents' && objectId && method === 'GET') {
    return paymentIntents.has(objectId)
      ? [200, paymentIntents.get(objectId)]
      : notFound(call)
  }
  if (resource === 'payment_intents' && objectId && action === 'authenticate') {
    // The buyer passed the 3-D Secure challenge; with automatic confirmation it succeeds.
    const intent = paymentIntents.get(objectId)
    if (!intent || intent.client_secret !== body.client_secret)
      return notFound(call)
    if (intent.status === 'requires_action') {
      intent.status = 'succeeded'
      intent.next_action = null
    }
    return [200, intent]
  }
  if (resource === 'payment_intents' && objectId && action === 'confirm') {
    const intent = paymentIntents.get(objectId)
    if (!intent) return notFound(call)
    if (body.payment_method) intent.payment_method = body.payment_method
    return confirm(store, intent)
  }
  return undefined
}

// A card flagged for 3-D Secure needs an action first; confirming again afterwards succeeds.
function confirm(store: Store, intent: Obj): Answer {
  const pm = store.paymentMethods.get(String(intent.payment_method))
  if (!pm) {
    return [
      402,
      {
        error: {
          type: 'card_error',
          code: 'payment_method_missing',
          message: 'No card.',
        },
      },
    ]
  }
  if (card(pm).decline_code) {
    intent.status = 'requires_payment_method'
    return cardError(
      String(card(pm).decline_code),
      'Your card has insufficient funds.',
    )
  }
  if (card(pm).three_d_secure && intent.status !== 'requires_action') {
    intent.status = 'requires_action'
    intent.next_action = { type: 'use_stripe_sdk' }
  } else {
    intent.status = 'succeeded'
    intent.next_action = null
  }
  return [200, intent]
}
