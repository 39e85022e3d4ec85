import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { usePostgresServer } from '../../test-postgres'
import { emitEvent } from './emit'

// Two backend instances on one Postgres server, both running the job queue and both delivering:
// every event reaches the receiver once, and each ordering key's events in order. .ci/run
// installs Debian's postgresql; elsewhere this fails with the command that installs it.
const { backends: instances } = usePostgresServer('shop-webhooks-test', [
  { webhooks: { queue: true } },
  { webhooks: { queue: true } },
])

it('delivers each event once and in order per key, with two instances sending at once', async () => {
  const received: { id: string; key: string; n: number }[] = []
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        data: { key: string; n: number }
      }
      received.push({
        id: String(req.headers['webhook-id']),
        key: event.data.key,
        n: event.data.n,
      })
      // A slow receiver widens the window in which two senders could overlap.
      setTimeout(() => res.writeHead(204).end(), 20)
    })
  })
  await new Promise<void>((resolve) =>
    receiver.listen(0, '127.0.0.1', () => resolve()),
  )
  try {
    const [a, b] = instances.map((i) => i.backend)
    await a!.services.webhooks.create({
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
      eventTypes: ['company.changed'],
    })
    const keys = ['company:1', 'company:2', 'company:3', 'company:4']
    for (let n = 0; n < 8; n++)
      for (const [i, key] of keys.entries())
        await emitEvent(
          (i % 2 ? a : b)!.database.db,
          'company.changed',
          { key, n },
          { orderingKey: key },
        )
    // Both instances' job queues and four more senders at once, until everything is delivered.
    const senders = [a, b, a, b].map(async (backend) => {
      for (let round = 0; round < 400 && received.length < 32; round++)
        await backend!.webhooks.runOnce()
    })
    await Promise.all(senders)
    await expect.poll(() => received.length, { timeout: 60_000 }).toBe(32)
    // Nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(received).toHaveLength(32)
    expect(new Set(received.map((r) => r.id)).size).toBe(32)
    for (const key of keys)
      expect(received.filter((r) => r.key === key).map((r) => r.n)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7,
      ])
  } finally {
    receiver.closeAllConnections()
    receiver.close()
  }
}, 120_000)

it('sends an event through the job queue as soon as its change commits', async () => {
  const received: string[] = []
  const receiver = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received.push(String(req.headers['webhook-id']))
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) =>
    receiver.listen(0, '127.0.0.1', () => resolve()),
  )
  try {
    const [a, b] = instances.map((i) => i.backend)
    await a!.services.webhooks.create({
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
      eventTypes: ['company.changed'],
    })
    const [admin] = await b!.services.customers
      .byIds([1])
      .then((m) => [...m.values()])
    // A company change through the service: committed, then the queue is woken.
    await b!.services.companies.updateCompany(admin!, {
      membersMayAddAddresses: true,
    })
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1)
  } finally {
    receiver.closeAllConnections()
    receiver.close()
  }
}, 60_000)
