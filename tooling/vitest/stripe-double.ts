import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { addCard, createStore } from './stripe-double/cards'
import type { Obj, StripeCall, TestCard } from './stripe-double/cards'
import { customersApi } from './stripe-double/customers'
import { paymentIntentsApi } from './stripe-double/payment-intents'
import { stripeJs } from './stripe-double/stripe-js'

/**
 * A Stripe-compatible test double on loopback, for the official SDK (`host`, `port`, `protocol`).
 * It covers what the shop uses: customers, setup intents, card payment methods, payment intents
 * with idempotency keys and `requires_action`, and it records every request for assertions.
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
  const store = createStore()
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
      paymentIntentsApi(store, call) ?? [
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
    paymentIntents: store.paymentIntents,
    addCard: (customerId, card) => addCard(store, customerId, card),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
