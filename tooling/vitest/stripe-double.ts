import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { addCard, createStore } from './stripe-double/cards'
import type { Obj, StripeCall, TestCard } from './stripe-double/cards'
import { customersApi } from './stripe-double/customers'
import { paymentIntentsApi } from './stripe-double/payment-intents'
import { stripeJs } from './stripe-double/stripe-js'
import { taxApi } from './stripe-double/tax'

/**
 * A Stripe-compatible test double on loopback, for the official SDK (`host`, `port`, `protocol`).
 * It covers what the shop uses: customers, setup intents, card payment methods, payment intents
 * with idempotency keys and `requires_action`, Stripe Tax's calculations and transactions, and it
 * records every request for assertions. Like Stripe, it refuses a call without its secret key
 * (Stripe.js's calls carry the publishable key instead).
 * Test support only: the product never starts it. It lives in tooling so the API server's, the
 * backend's (Stripe Tax, decision 041) and the end-to-end tests share one double.
 */

export type { TestCard } from './stripe-double/cards'

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

export interface StripeDouble {
  url: string
  port: number
  /** The only secret key it takes (`Authorization: Bearer …`), as a Stripe account has one. */
  secretKey: string
  requests: {
    method: string
    path: string
    body: Record<string, unknown>
    idempotencyKey?: string
  }[]
  paymentIntents: Map<string, Obj>
  /** Recorded Stripe Tax transactions (and reversals), by id. */
  taxTransactions: ReturnType<typeof createStore>['taxTransactions']
  /**
   * Stripe Tax down or slow: `down` makes its endpoints (or those whose path starts with it)
   * answer 503, `slowMs` makes them wait first.
   */
  taxOutage: { down: boolean | string; slowMs: number }
  /** Adds a saved card to a customer, as if the buyer had completed a setup intent. */
  addCard(customerId: string, card: TestCard): string
  close(): Promise<void>
}

/** The calls Stripe.js makes from the browser with the publishable key in the body. */
const PUBLISHABLE_CALLS = [
  /^\/v1\/setup_intents\/[^/]+\/confirm$/,
  /^\/v1\/payment_intents\/[^/]+\/authenticate$/,
]

/** Stripe's answer to a call without a valid key: 401, before anything else is read. */
function refusal(
  path: string,
  authorization: string | undefined,
  body: Record<string, unknown>,
  secretKey: string,
): [number, unknown] | null {
  const bearer = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (bearer === secretKey) return null
  const publishable = String(body.key ?? '')
  if (
    !bearer &&
    publishable.startsWith('pk_') &&
    PUBLISHABLE_CALLS.some((p) => p.test(path))
  )
    return null
  const key = bearer ?? publishable
  return [
    401,
    {
      error: {
        type: 'invalid_request_error',
        message: key
          ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
          : 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
      },
    },
  ]
}

export async function startStripeDouble({
  secretKey = 'sk_test_double',
} = {}): Promise<StripeDouble> {
  const store = createStore()
  const taxOutage: StripeDouble['taxOutage'] = { down: false, slowMs: 0 }
  const idempotent = new Map<string, { body: string; response: unknown }>()
  const requests: StripeDouble['requests'] = []

  function route(method: string, path: string, body: Record<string, unknown>) {
    const parts = path.split('?')[0]!.split('/').filter(Boolean).slice(1)
    const [resource, objectId, action] = parts
    const call: StripeCall = {
      method,
      path,
      resource,
      objectId,
      action,
      query: new URLSearchParams(path.split('?')[1] ?? ''),
      body,
    }
    return (
      customersApi(store, call) ??
      paymentIntentsApi(store, call) ??
      taxApi(store, call) ?? [
        404,
        {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${path})`,
          },
        },
      ]
    )
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
    req.on('end', async () => {
      const body = parseForm(raw)
      const key = req.headers['idempotency-key'] as string | undefined
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        body,
        idempotencyKey: key,
      })
      res.setHeader('content-type', 'application/json')
      const path = (req.url ?? '/').split('?')[0]!
      const refused = refusal(path, req.headers.authorization, body, secretKey)
      if (refused) {
        res.statusCode = refused[0]
        return res.end(JSON.stringify(refused[1]))
      }
      if (path.startsWith('/v1/tax/')) {
        if (taxOutage.slowMs)
          await new Promise((resolve) => setTimeout(resolve, taxOutage.slowMs))
        const { down } = taxOutage
        if (down === true || (down && path.startsWith(down))) {
          res.statusCode = 503
          return res.end(
            JSON.stringify({
              error: { type: 'api_error', message: 'Stripe is unavailable.' },
            }),
          )
        }
      }
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
    secretKey,
    requests,
    paymentIntents: store.paymentIntents,
    taxTransactions: store.taxTransactions,
    taxOutage,
    addCard: (customerId, card) => addCard(store, customerId, card),
    close: () =>
      new Promise((resolve) => {
        // A slow answer still waiting must not hold the close.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
