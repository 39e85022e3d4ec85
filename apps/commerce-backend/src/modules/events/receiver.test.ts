import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { expect, it } from 'vitest'
import { createReceiver } from '../../../../../examples/webhook-receiver/receiver.mjs'
import { newSecret } from './endpoint-input'

// The documented receiver (examples/webhook-receiver), as a distributor would run it.
it('the example receiver hands each event on once and refuses a bad signature or an old timestamp', async () => {
  const events: unknown[] = []
  const secret = newSecret()
  const server = createReceiver({
    secret,
    onEvent: (e: unknown) => events.push(e),
  })
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  )
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const body = JSON.stringify({ id: 'msg_1', type: 'order.placed', data: {} })
  const sign = (at: Date) => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('msg_1', at, body),
  })
  const post = (headers: Record<string, string>, text = body) =>
    fetch(url, { method: 'POST', headers, body: text }).then((r) => r.status)
  expect(await post(sign(new Date()))).toBe(204)
  expect(await post(sign(new Date()))).toBe(204)
  expect(events).toHaveLength(1)
  expect(await post(sign(new Date()), body.replace('order', 'odder'))).toBe(401)
  expect(await post(sign(new Date(Date.now() - 10 * 60_000)))).toBe(401)
  server.close()
})
