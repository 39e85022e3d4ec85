import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A Stripe-compatible test double on loopback, for the official SDK (`host`, `port`, `protocol`).
 * It covers what the shop uses: customers, setup intents, card payment methods, payment intents
 * with idempotency keys and `requires_action`, and it records every request for assertions.
 * Test support only: the product never starts it.
 */

type Obj = Record<string, unknown> & { id: string }

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** Turns Stripe's form encoding (`metadata[order]=x`, `expand[0]=y`) into nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean)
    let target: Record<string, unknown> = out
    parts.forEach((part, i) => {
      if (i === parts.length - 1) target[part] = value
      else target = (target[part] ??= {}) as Record<string, unknown>
    })
  }
  return out
}

export interface TestCard {
  brand: string
  last4: string
  threeDSecure?: boolean
  /** The payment is declined with this code (the card itself saves fine). */
  declineCode?: string
  /** Saving the card is declined already. */
  declineAtSetup?: boolean
}

/** Stripe's documented test card numbers, as the double's Stripe.js accepts them. */
export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', last4: '4242' },
  '5555555555554444': { brand: 'mastercard', last4: '4444' },
  '4000002760003184': { brand: 'visa', last4: '3184', threeDSecure: true },
  '4000000000009995': {
    brand: 'visa',
    last4: '9995',
    declineCode: 'insufficient_funds',
  },
  '4000000000000002': { brand: 'visa', last4: '0002', declineAtSetup: true },
}

/**
 * A stand-in for Stripe.js (`https://js.stripe.com/basil/stripe.js`) with the part of its API the
 * shop uses: `Stripe(key, { locale })`, `elements().create('card')` with `mount`, `on('change')`
 * and `destroy`, `confirmCardSetup` and `handleNextAction`. The card field is a plain input named
 * "Card number" instead of Stripe's iframe. It records how it was initialised in
 * `window.__stripeDouble` so tests can check the key and locale.
 */
function stripeJs(api: string) {
  return `(() => {
  const api = ${JSON.stringify(api)}
  const post = (path, params) =>
    fetch(api + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    }).then((r) => r.json().then((json) => (r.ok ? { json } : { error: json.error })))
  const intentId = (secret) => secret.split('_secret_')[0]
  window.Stripe = (key, options = {}) => {
    if (!/^pk_/.test(key)) throw new Error('Stripe.js needs a publishable key')
    window.__stripeDouble = { key, locale: options.locale }
    return {
      elements: () => ({
        create: (type) => {
          const listeners = {}
          const emit = (name, event) => (listeners[name] || []).forEach((cb) => cb(event))
          let input
          return {
            mount(target) {
              const host = typeof target === 'string' ? document.querySelector(target) : target
              input = document.createElement('input')
              input.setAttribute('aria-label', 'Card number')
              input.autocomplete = 'cc-number'
              input.inputMode = 'numeric'
              input.style.cssText = 'border:0;width:100%;font:inherit;background:transparent;outline:none'
              input.addEventListener('input', () => {
                const digits = input.value.replace(/\\D/g, '')
                emit('change', { elementType: type, empty: !digits, complete: digits.length === 16 })
              })
              host.appendChild(input)
              setTimeout(() => emit('ready', { elementType: type }))
            },
            on(name, cb) { (listeners[name] ||= []).push(cb); return this },
            focus() { input && input.focus() },
            destroy() { input && input.remove() },
            get _number() { return input ? input.value.replace(/\\D/g, '') : '' },
          }
        },
      }),
      confirmCardSetup: (secret, data) =>
        post('/v1/setup_intents/' + intentId(secret) + '/confirm', {
          key,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': data.payment_method.card._number,
        }).then((r) => (r.error ? r : { setupIntent: r.json })),
      handleNextAction: ({ clientSecret }) =>
        post('/v1/payment_intents/' + intentId(clientSecret) + '/authenticate', {
          key,
          client_secret: clientSecret,
        }).then((r) => (r.error ? r : { paymentIntent: r.json })),
    }
  }
})()
`
}

export interface StripeDouble {
  url: string
  port: number
  requests: {
    method: string
    path: string
    body: Record<string, unknown>
    idempotencyKey?: string
  }[]
  paymentIntents: Map<string, Obj>
  /** Adds a saved card to a customer, as if the buyer had completed a setup intent. */
  addCard(customerId: string, card: TestCard): string
  close(): Promise<void>
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const customers = new Map<string, Obj>()
  const paymentMethods = new Map<string, Obj>()
  const paymentIntents = new Map<string, Obj>()
  const setupIntents = new Map<string, Obj>()
  const idempotent = new Map<string, { body: string; response: unknown }>()
  const requests: StripeDouble['requests'] = []

  const card = (pm: Obj) =>
    pm.card as {
      brand: string
      last4: string
      three_d_secure?: boolean
      decline_code?: string
    }
  const cardError = (code: string, message: string): [number, unknown] => [
    402,
    { error: { type: 'card_error', code, message } },
  ]

  function addCard(customerId: string, test: TestCard) {
    const pm = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      metadata: {},
      card: {
        brand: test.brand,
        last4: test.last4,
        exp_month: 12,
        exp_year: 2030,
        three_d_secure: test.threeDSecure ?? false,
        decline_code: test.declineCode,
      },
    }
    paymentMethods.set(pm.id, pm)
    return pm.id
  }

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): [number, unknown] {
    const parts = path.split('?')[0]!.split('/').filter(Boolean).slice(1)
    const query = new URLSearchParams(path.split('?')[1] ?? '')
    const [resource, objectId, action] = parts
    const notFound = (): [number, unknown] => [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `No such ${resource}: '${objectId}'`,
        },
      },
    ]
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
        : notFound()
    }
    if (resource === 'setup_intents' && method === 'POST' && !objectId) {
      const intentId = id('seti')
      const intent: Obj = {
        id: intentId,
        object: 'setup_intent',
        customer: body.customer,
        status: 'requires_payment_method',
        payment_method: null,
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
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
        : notFound()
    }
    if (
      resource === 'payment_methods' &&
      objectId &&
      method === 'POST' &&
      !action
    ) {
      const pm = paymentMethods.get(objectId)
      if (!pm) return notFound()
      pm.metadata = { ...(pm.metadata as object), ...(body.metadata as object) }
      return [200, pm]
    }
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
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        next_action: null,
      }
      paymentIntents.set(intent.id, intent)
      if (body.confirm === 'true') return confirm(intent)
      return [200, intent]
    }
    if (resource === 'payment_intents' && objectId && method === 'GET') {
      return paymentIntents.has(objectId)
        ? [200, paymentIntents.get(objectId)]
        : notFound()
    }
    // What Stripe.js does in the browser (publishable key and client secret only).
    if (resource === 'setup_intents' && objectId && action === 'confirm') {
      const intent = setupIntents.get(objectId)
      if (!intent || intent.client_secret !== body.client_secret)
        return notFound()
      const data = body.payment_method_data as
        { card?: { number?: string } } | undefined
      const test = TEST_CARDS[data?.card?.number ?? '']
      if (!test)
        return cardError('incorrect_number', 'Your card number is incorrect.')
      if (test.declineAtSetup)
        return cardError('card_declined', 'Your card was declined.')
      const paymentMethodId = addCard(String(intent.customer), test)
      intent.status = 'succeeded'
      intent.payment_method = paymentMethodId
      return [200, intent]
    }
    if (
      resource === 'payment_intents' &&
      objectId &&
      action === 'authenticate'
    ) {
      // The buyer passed the 3-D Secure challenge; with automatic confirmation it succeeds.
      const intent = paymentIntents.get(objectId)
      if (!intent || intent.client_secret !== body.client_secret)
        return notFound()
      if (intent.status === 'requires_action') {
        intent.status = 'succeeded'
        intent.next_action = null
      }
      return [200, intent]
    }
    if (resource === 'payment_intents' && objectId && action === 'confirm') {
      const intent = paymentIntents.get(objectId)
      if (!intent) return notFound()
      if (body.payment_method) intent.payment_method = body.payment_method
      return confirm(intent)
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    ]
  }

  // A card flagged for 3-D Secure needs an action first; confirming again afterwards succeeds.
  function confirm(intent: Obj): [number, unknown] {
    const pm = paymentMethods.get(String(intent.payment_method))
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

  const server = createServer((req, res) => {
    // The browser calls the double straight from the shop's pages, as Stripe.js calls Stripe.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return res.writeHead(204).end()
    if (req.method === 'GET' && req.url === '/basil/stripe.js') {
      res.setHeader('content-type', 'text/javascript')
      return res.end(stripeJs(`http://127.0.0.1:${port}`))
    }
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const body = parseForm(raw)
      const key = req.headers['idempotency-key'] as string | undefined
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        body,
        idempotencyKey: key,
      })
      res.setHeader('content-type', 'application/json')
      if (key && req.method === 'POST') {
        const previous = idempotent.get(key)
        if (previous && previous.body !== raw) {
          res.statusCode = 400
          return res.end(
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters.',
              },
            }),
          )
        }
        if (previous) return res.end(JSON.stringify(previous.response))
      }
      const [status, response] = route(
        req.method ?? 'GET',
        req.url ?? '/',
        body,
      )
      if (key && req.method === 'POST' && status === 200)
        idempotent.set(key, { body: raw, response })
      res.statusCode = status
      res.end(JSON.stringify(response))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    paymentIntents,
    addCard,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
