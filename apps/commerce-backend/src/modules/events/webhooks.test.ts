import { createServer } from 'node:http'
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PlaceOrderDocument } from '@shop/commerce-client'
import { eq, sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'
import { verifyWebhook } from '../../../../../examples/webhook-receiver/receiver.mjs'
import * as t from '../../db/schema'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'
import { emitEvent } from './emit'

// Delivery to real local HTTP servers that fail on purpose; the backend's clock for retries is
// moved by the test (`now`), the signatures carry the real time.
// It runs ahead of the real time by `offset`: a new delivery is due from the database's `now()`.
let offset = 0
useTestShop({
  webhooks: { now: () => new Date(Date.now() + offset), timeoutMs: 300 },
})

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A local server that answers each request with `answer`, keeping what it was sent. */
async function receiver(
  answer: (res: ServerResponse, received: Received) => void = (res) =>
    res.writeHead(204).end(),
  port = 0,
) {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const entry = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(entry)
      answer(res, entry)
    })
  })
  await new Promise<void>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve()),
  )
  servers.push(server)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  return { server, received, url }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections()
          server.close(resolve)
        }),
    ),
  )
  // Each test's endpoint receives only that test's events.
  await backend.database.db.update(t.webhookEndpoints).set({ enabled: false })
})

const endpoint = async (url: string, eventTypes?: string[]) =>
  backend.services.webhooks.create({ url, eventTypes })

const deliveriesTo = (endpointId: number) =>
  backend.database.db
    .select()
    .from(t.webhookDeliveries)
    .where(eq(t.webhookDeliveries.endpointId, endpointId))
    .orderBy(t.webhookDeliveries.eventSeq)

const later = (ms: number) => {
  offset += ms
}

async function placeAnOrder(name: string) {
  const buyer = await newBuyer(name)
  const product = await newProduct(`WH-${name}-${Date.now()}`, 1250)
  cartOf(await add(buyer.token, buyer.cart.token, product.id, 3))
  const placed = await checkout(buyer.token, buyer.cart.token, buyer.address.id)
  return { buyer, order: cartOf(placed), product }
}

describe('webhooks', () => {
  it('delivers order.placed signed per Standard Webhooks, with the order in cents and no secrets', async () => {
    const { received, url } = await receiver()
    const { endpoint: created, secret } = await endpoint(url, ['order.placed'])
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(created).not.toHaveProperty('secret')
    const { order, product } = await placeAnOrder('signed')
    expect(await backend.webhooks.runOnce()).toEqual({
      claimed: 1,
      delivered: 1,
    })
    expect(received).toHaveLength(1)
    const { headers, body } = received[0]!
    // The reference library verifies it (signature and timestamp)…
    const event = new Webhook(secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    }) as { id: string; type: string; data: { order: Record<string, unknown> } }
    // …and so does the documented example receiver.
    expect(verifyWebhook(secret, headers, Buffer.from(body))).toEqual(event)
    expect(event.id).toBe(headers['webhook-id'])
    expect(event.type).toBe('order.placed')
    expect(event.data.order).toMatchObject({
      number: order.number,
      state: 'new',
      paymentProvider: 'invoice',
      subtotalNet: 3750,
      lines: [
        {
          sku: product.sku,
          quantity: 3,
          itemPriceNet: 1250,
          totalNet: 3750,
        },
      ],
    })
    expect(body).not.toMatch(/token|password|secret/i)
    // Another secret does not verify it.
    const rotated = await backend.services.webhooks.rotate(created.id)
    expect(rotated.secret).not.toBe(secret)
    expect(() =>
      verifyWebhook(rotated.secret, headers, Buffer.from(body)),
    ).toThrow('No signature matches.')
  })

  it('writes an event only when the change commits: a refused placement and a rolled-back change write none', async () => {
    const { url } = await receiver()
    await endpoint(url)
    const events = async () =>
      (
        await backend.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.events)
      )[0]!.n
    const before = await events()
    const buyer = await newBuyer('refused')
    // An empty cart with no choices is refused.
    const refused = await commerce.request(
      PlaceOrderDocument,
      { token: buyer.cart.token },
      { token: buyer.token },
    )
    expect(refused.placeOrder.__typename).toBe('ValidationError')
    await expect(
      backend.database.db.transaction(async (tx) => {
        await emitEvent(
          tx,
          'order.placed',
          { order: { id: 0 } },
          { orderingKey: 'order:0' },
        )
        throw new Error('the change failed after the event was written')
      }),
    ).rejects.toThrow('the change failed')
    expect(await events()).toBe(before)
    expect(await backend.webhooks.runOnce()).toEqual({
      claimed: 0,
      delivered: 0,
    })
  })

  it('retries an endpoint that answers 500 with a growing delay, and delivers once when it answers', async () => {
    let failing = true
    const { received, url } = await receiver((res) =>
      failing
        ? res
            .writeHead(500, { 'content-type': 'text/plain' })
            .end('x'.repeat(5000))
        : res.writeHead(200).end('ok'),
    )
    const { endpoint: created } = await endpoint(url)
    await placeAnOrder('retried')
    expect(await backend.webhooks.runOnce()).toEqual({
      claimed: 1,
      delivered: 0,
    })
    const [first] = await deliveriesTo(created.id)
    expect(first).toMatchObject({
      attempts: 1,
      lastStatus: 500,
      deliveredAt: null,
    })
    // Only an excerpt of the answer is kept.
    expect(first!.lastError).toMatch(/^HTTP 500: x+…$/)
    expect(first!.lastError!.length).toBeLessThanOrEqual(200)
    // Not due again at once…
    expect((await backend.webhooks.runOnce()).claimed).toBe(0)
    // …but after the first back-off (30 s), then twice as long.
    later(30_000)
    expect((await backend.webhooks.runOnce()).claimed).toBe(1)
    later(30_000)
    expect((await backend.webhooks.runOnce()).claimed).toBe(0)
    later(30_000)
    failing = false
    expect(await backend.webhooks.runOnce()).toEqual({
      claimed: 1,
      delivered: 1,
    })
    later(3_600_000)
    expect((await backend.webhooks.runOnce()).claimed).toBe(0)
    expect(received).toHaveLength(3)
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1)
    const [done] = await deliveriesTo(created.id)
    expect(done).toMatchObject({
      attempts: 3,
      lastStatus: 200,
      lastError: null,
    })
    expect(done!.deliveredAt).not.toBeNull()
  })

  it('does not follow a redirect: the attempt fails with a clear error and the other address gets nothing', async () => {
    const elsewhere = await receiver()
    const { url } = await receiver((res) =>
      res.writeHead(302, { location: elsewhere.url }).end(),
    )
    const { endpoint: created } = await endpoint(url)
    await placeAnOrder('redirected')
    expect(await backend.webhooks.runOnce()).toEqual({
      claimed: 1,
      delivered: 0,
    })
    const [delivery] = await deliveriesTo(created.id)
    expect(delivery).toMatchObject({ lastStatus: 302, deliveredAt: null })
    expect(delivery!.lastError).toBe(
      `Redirect (HTTP 302 to ${elsewhere.url}) not followed: set the endpoint's URL to where it should deliver.`,
    )
    expect(elsewhere.received).toHaveLength(0)
  })

  it('gives up waiting for an endpoint that does not answer within the timeout', async () => {
    // Takes the request and never answers.
    const { received, url } = await receiver(() => undefined)
    const { endpoint: created } = await endpoint(url)
    await placeAnOrder('timeout')
    expect(await backend.webhooks.runOnce()).toEqual({
      claimed: 1,
      delivered: 0,
    })
    expect(received).toHaveLength(1)
    const [delivery] = await deliveriesTo(created.id)
    expect(delivery).toMatchObject({
      lastStatus: null,
      lastError: 'No answer within 0.3 s (timed out).',
      deliveredAt: null,
    })
  })

  it('keeps an order’s events in order through an hour-long outage, and delivers each once when the receiver is back', async () => {
    // A port that nobody listens on yet: the receiver is down.
    const probe = await receiver()
    const port = Number(new URL(probe.url).port)
    await new Promise((resolve) => probe.server.close(resolve))
    const { endpoint: created } = await endpoint(probe.url)
    for (const [type, orderingKey] of [
      ['order.placed', 'order:900001'],
      ['order.placed', 'order:900002'],
      ['order.approved', 'order:900001'],
      ['order.cancelled', 'order:900001'],
    ] as const)
      await emitEvent(
        backend.database.db,
        type,
        { order: { id: orderingKey } },
        { orderingKey },
      )
    // Only the first event of each order is tried while the receiver is down.
    expect((await backend.webhooks.runOnce()).claimed).toBe(2)
    const waiting = await deliveriesTo(created.id)
    expect(waiting.map((d) => d.attempts)).toEqual([1, 1, 0, 0])
    expect(waiting[0]!.lastError).toMatch(
      /^Could not reach the endpoint: ECONNREFUSED/,
    )
    // An hour and more of retries, all refused.
    for (let minutes = 0; minutes < 75; minutes++) {
      later(60_000)
      await backend.webhooks.runOnce()
    }
    const stillWaiting = await deliveriesTo(created.id)
    expect(
      stillWaiting.every((d) => d.failedAt === null && d.deliveredAt === null),
    ).toBe(true)
    expect(stillWaiting[0]!.attempts).toBeGreaterThanOrEqual(8)
    expect(stillWaiting[2]!.attempts).toBe(0)
    // Back up on the same port.
    const { received } = await receiver(undefined, port)
    later(3_600_000)
    await backend.webhooks.runUntilIdle()
    later(3_600_000)
    await backend.webhooks.runUntilIdle()
    const seen = received.map(
      (r) =>
        JSON.parse(r.body) as { type: string; data: { order: { id: string } } },
    )
    expect(
      seen.filter((e) => e.data.order.id === 'order:900001').map((e) => e.type),
    ).toEqual(['order.placed', 'order.approved', 'order.cancelled'])
    expect(received).toHaveLength(4)
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(4)
  })

  it('gives a delivery up after its last attempt, lists it failed first, and replays it', async () => {
    let up = false
    const { received, url } = await receiver((res) =>
      res.writeHead(up ? 204 : 503).end(),
    )
    const { endpoint: created } = await endpoint(url)
    await emitEvent(
      backend.database.db,
      'company.changed',
      { change: 'settings' },
      {
        orderingKey: 'company:900001',
      },
    )
    for (let attempt = 0; attempt < 14; attempt++) {
      await backend.webhooks.runOnce()
      later(3_600_000)
    }
    const failed = await backend.services.webhooks.deliveries({
      state: 'failed',
    })
    const mine = failed.filter((d) => d.endpointId === created.id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      state: 'failed',
      attempts: 14,
      lastStatus: 503,
    })
    expect(received).toHaveLength(14)
    // Given up: no more attempts.
    later(3_600_000)
    expect((await backend.webhooks.runOnce()).claimed).toBe(0)
    up = true
    await expect(
      backend.services.webhooks.replay({ id: mine[0]!.id }),
    ).resolves.toEqual({ replayed: 1 })
    expect(await backend.webhooks.runOnce()).toEqual({
      claimed: 1,
      delivered: 1,
    })
    expect(received).toHaveLength(15)
    expect(received[14]!.headers['webhook-id']).toBe(
      received[0]!.headers['webhook-id'],
    )
    await expect(
      backend.services.webhooks.replay({ id: mine[0]!.id }),
    ).rejects.toThrow('Only a failed delivery can be replayed.')
  })

  it('refuses endpoints that are not http(s) URLs, and unknown event types', async () => {
    for (const [input, path, message] of [
      [
        { url: 'ftp://example.com/x' },
        'url',
        'Only http:// and https:// endpoints can receive events.',
      ],
      [
        { url: 'not a url' },
        'url',
        'Give the endpoint as an absolute http:// or https:// URL.',
      ],
      [
        { url: 'https://example.com', eventTypes: ['order.teleported'] },
        'eventTypes',
        expect.stringMatching(/^Choose event types from: order\.placed/),
      ],
    ] as const)
      await expect(
        backend.services.webhooks.create(input),
      ).rejects.toMatchObject({
        result: {
          __typename: 'ValidationError',
          violations: [{ propertyPath: path, message }],
        },
      })
  })
})
