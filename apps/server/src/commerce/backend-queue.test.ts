import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkError, createCommerceClient } from '@shop/commerce-client'
import type { TypedDocument } from '@shop/commerce-client'
import { createJsonLogger } from '@shop/node-server/log'
import { createApp } from '../app'
import { readConfig } from '../env.server'
import { queueCalls } from './backend-queue'

/**
 * A stand-in backend that holds every GraphQL call until the test answers it, and remembers
 * the order calls arrived in and the most it held at once.
 */
async function holdingBackend() {
  const arrived: string[] = []
  const held: ServerResponse[] = []
  let most = 0
  let arrivals: Array<() => void> = []
  const server = createServer((req: IncomingMessage, res) => {
    if (!req.url?.startsWith('/graphql')) {
      req.resume()
      return res.writeHead(404).end()
    }
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { variables } = JSON.parse(body || '{}') as {
        variables?: { name?: string }
      }
      arrived.push(variables?.name ?? req.url ?? '')
      held.push(res)
      most = Math.max(most, held.length)
      const waiting = arrivals
      arrivals = []
      for (const wake of waiting) wake()
    })
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    arrived,
    held: () => held.length,
    most: () => most,
    /** Resolves once `count` calls have arrived in all. */
    arrivedCount: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () =>
          arrived.length >= count ? resolve() : arrivals.push(check)
        check()
      }),
    /** Answers the oldest call it holds. */
    answerOne: () => {
      held
        .shift()
        ?.writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: { ok: true } }))
    },
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

const probe: TypedDocument<{ ok: boolean }, { name: string }> = {
  toString: () => 'query Probe($name: String) { ok }',
}

let backend: Awaited<ReturnType<typeof holdingBackend>> | undefined
afterEach(() => backend?.close())

describe('the queue in front of the backend', () => {
  it('sends at most N calls at once, in the order they were made, and never one that timed out in line', async () => {
    backend = await holdingBackend()
    const line = queueCalls(globalThis.fetch, 3)
    const endpoint = `${backend.url}/graphql/commerce`
    const patient = createCommerceClient({
      endpoint,
      fetch: line,
      timeoutMs: 20_000,
    })
    const hasty = createCommerceClient({
      endpoint,
      fetch: line,
      timeoutMs: 300,
    })
    const calls: Array<Promise<unknown>> = []
    for (const name of ['a', 'b', 'c'])
      calls.push(patient.request(probe, { name }))
    const gaveUp = hasty.request(probe, { name: 'hasty' }).catch((e) => e)
    for (const name of ['d', 'e', 'f', 'g', 'h'])
      calls.push(patient.request(probe, { name }))

    // The hasty call waits behind the three the backend holds, and gives up at its timeout.
    await backend.arrivedCount(3)
    const error = await gaveUp
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).message).toBe('Network request timed out')

    // One answer frees one place: the next call in line takes it.
    for (let sent = 3; sent < 8; sent++) {
      backend.answerOne()
      await backend.arrivedCount(sent + 1)
    }
    while (backend.held()) backend.answerOne()
    await Promise.all(calls)

    expect(backend.arrived).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
    expect(backend.most()).toBe(3)
  })

  it("the API sends the backend no more than BACKEND_CONCURRENCY calls at once, whoever's they are", async () => {
    backend = await holdingBackend()
    const api = createApp(
      readConfig({
        COMMERCE_BACKEND_URL: backend.url,
        BACKEND_CONCURRENCY: '2',
      }),
      { logger: createJsonLogger(() => {}) },
    ).listen(0, '127.0.0.1')
    await new Promise((resolve) => api.once('listening', resolve))
    const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
    try {
      // Six buyers signing in at once: personal calls, none shared.
      const answers = Array.from({ length: 6 }, (_, i) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: `buyer${i}@clinic.example`,
            password: 'demo1234',
          }),
        }).then((res) => res.status),
      )
      await backend.arrivedCount(2)
      // Give the other four every chance to be sent before anything is answered.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(backend.held()).toBe(2)
      while (backend.arrived.length < 6 || backend.held()) {
        backend.answerOne()
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      await Promise.all(answers)
      expect(backend.arrived).toHaveLength(6)
      expect(backend.most()).toBe(2)
    } finally {
      api.closeAllConnections()
      api.close()
    }
  })
})
