import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { NetworkError } from './errors.js'
import { OrderUpdatedDocument } from './generated/commerce/graphql.js'
import { createSubscriptionClient } from './subscriptions.js'

let server: WebSocketServer | undefined
afterEach(
  () =>
    new Promise<void>((resolve) =>
      server ? server.close(() => resolve()) : resolve(),
    ),
)

/** A websocket endpoint that accepts every connection and drops it at once. */
async function flakyEndpoint() {
  let connections = 0
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  server.on('connection', (socket) => {
    connections += 1
    socket.terminate()
  })
  await new Promise((resolve) => server!.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `ws://127.0.0.1:${port}`, connections: () => connections }
}

describe('createSubscriptionClient', () => {
  it('retries a lost connection 5 times with exponential backoff from 500 ms, then fails', async () => {
    const endpoint = await flakyEndpoint()
    const waits: number[] = []
    const client = createSubscriptionClient({
      url: endpoint.url,
      webSocketImpl: WebSocket,
      wait: async (ms) => {
        waits.push(ms)
      },
    })
    const events = client.subscribe(OrderUpdatedDocument, { token: 't' })
    const failure = await events.next().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NetworkError)
    expect((failure as Error).message).toBe('Network request failed')
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000])
    expect(endpoint.connections()).toBe(6)
    await client.dispose()
  })

  it('sends the current token as the connection’s authorization', async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    const init = new Promise<unknown>((resolve) =>
      server!.on('connection', (socket) =>
        socket.once('message', (data) => {
          resolve(JSON.parse(String(data)))
          socket.send(JSON.stringify({ type: 'connection_ack' }))
        }),
      ),
    )
    await new Promise((resolve) => server!.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const client = createSubscriptionClient({
      url: `ws://127.0.0.1:${port}`,
      webSocketImpl: WebSocket,
      token: () => 'token-123',
      retryAttempts: 0,
    })
    const events = client.subscribe(OrderUpdatedDocument, { token: 't' })
    const first = events.next()
    expect(await init).toEqual({
      type: 'connection_init',
      payload: { authorization: 'Bearer token-123' },
    })
    await client.dispose()
    // Disposing the client ends its subscriptions.
    expect(await first).toEqual({ done: true, value: undefined })
  })
})
