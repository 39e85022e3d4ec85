import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend } from '../../test/backend'
import { createApp } from '../app'
import { readConfig } from '../env.server'
import { silentLogger } from '@shop/node-server/log'

const SERVICE_SECRET = 'catalogue-test-service-secret'
let backend: Awaited<ReturnType<typeof startBackend>>
let proxy: Server
let api: Server
let base = ''
/** The commerce operations the API sent to the backend, by name, in order. */
const operations: string[] = []

const listen = async (server: Server) => {
  await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(0)),
  )
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  backend = await startBackend(SERVICE_SECRET)
  // Between the API and the backend's commerce endpoint: notes each operation, passes it on.
  proxy = createServer(async (req, res) => {
    if (!req.url?.startsWith('/graphql')) {
      // The shared catalogue-version check (decision 030) is not an operation of the call.
      const answer = await fetch(`${backend.url}${req.url}`)
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(await answer.text())
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    operations.push(
      (JSON.parse(body.toString() || '{}') as { operationName?: string })
        .operationName ?? '(unnamed)',
    )
    const answer = await fetch(`${backend.url}/graphql/commerce`, {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(await answer.text())
  })
  const config = readConfig({
    COMMERCE_BACKEND_URL: backend.url,
    COMMERCE_GRAPHQL_URL: `${await listen(proxy)}/graphql/commerce`,
    COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
    ENCRYPTION_SECRET: 'c'.repeat(40),
  })
  api = createApp(config, { logger: silentLogger }).listen(0)
  await new Promise((resolve) => api.once('listening', resolve))
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`
}, 90_000)
afterAll(async () => {
  api?.close()
  proxy?.close()
  await backend?.stop()
})

async function products(ref: string) {
  operations.length = 0
  const res = await fetch(`${base}/shop/categories/${ref}/products?pageSize=3`)
  return { status: res.status, json: (await res.json()) as { total: number } }
}

describe('a category’s products', () => {
  it('are fetched by the category’s identifier with one backend operation', async () => {
    const { status, json } = await products('examination-gloves')
    expect(status).toBe(200)
    expect(json.total).toBeGreaterThan(3)
    expect(operations).toEqual(['CategoryProducts'])
  })

  it('of an unknown category, by identifier or by id, are a 404 after one backend operation', async () => {
    for (const ref of ['no-such-category', '99999']) {
      expect((await products(ref)).status).toBe(404)
      expect(operations).toEqual(['CategoryProducts'])
    }
  })
})
