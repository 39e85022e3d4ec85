import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJsonLogger } from '@shop/node-server/log'
import { render } from '../src/entry-server'
import { htmlPage, rawGet, startShopServer } from './test-server'

/** A stand-in API that fails every call (the backend is down) and remembers the ids it was sent. */
async function failingApi() {
  const ids: (string | undefined)[] = []
  const server = createServer((req, res) => {
    ids.push(req.headers['x-request-id'] as string | undefined)
    req.resume()
    res.writeHead(503, { 'content-type': 'application/json' })
    res.end('{"message":"The shop is temporarily unavailable."}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { ids, url, close: () => server.close() }
}

const REFERENCE = /Support reference:(?:<!-- -->)? <code>([\w-]+)<\/code>/

describe('one request followed through the shop server', () => {
  let api: Awaited<ReturnType<typeof failingApi>>
  beforeAll(async () => {
    api = await failingApi()
  })
  afterAll(() => api.close())

  async function shop(trustProxy: string | false = false) {
    const lines: Record<string, unknown>[] = []
    const server = await startShopServer(render, {
      apiUrl: api.url,
      trustProxy,
      logger: createJsonLogger((line) => lines.push(JSON.parse(line))),
    })
    return { ...server, lines }
  }

  it('gives a page request an id that its log lines, its API calls and its error page all name', async () => {
    const server = await shop()
    try {
      api.ids.length = 0
      // A catalogue page, rendered to be shared: the API is down, so it shows the error page.
      const page = await rawGet(`${server.url}/en/shop/search?q=gloves`, {
        'user-agent': 'Mozilla/5.0 Chrome/140',
      })
      const id = page.headers['x-request-id'] as string
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(page.status).toBe(503)
      expect(page.body.toString().match(REFERENCE)?.[1]).toBe(id)
      expect(api.ids.length).toBeGreaterThan(0)
      expect(api.ids.every((seen) => seen === id)).toBe(true)
      const mine = server.lines.filter((line) => line.requestId === id)
      expect(mine.map((line) => line.event)).toEqual(
        expect.arrayContaining(['page_failed', 'request']),
      )
      expect(server.lines.every((line) => line.requestId === id)).toBe(true)
      // The next visitor's error page is not this one's: it names its own request.
      const next = await rawGet(`${server.url}/en/shop/search?q=gloves`, {
        'user-agent': 'Mozilla/5.0 Chrome/140',
      })
      const nextId = next.headers['x-request-id'] as string
      expect(nextId).not.toBe(id)
      expect(next.body.toString().match(REFERENCE)?.[1]).toBe(nextId)
    } finally {
      await server.close()
    }
  })

  it('never takes an id from a client it does not trust, on a page or through /api', async () => {
    const server = await shop()
    try {
      const forged = 'forged-0123456789'
      api.ids.length = 0
      const page = await rawGet(`${server.url}/en/shop/cart`, {
        'x-request-id': forged,
        cookie: 'shop_session=abc',
      })
      const proxied = await rawGet(`${server.url}/api/shop/cart/current`, {
        'x-request-id': forged,
      })
      for (const answer of [page, proxied]) {
        expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
        expect(answer.body.toString()).not.toContain(forged)
      }
      expect(api.ids).toContain(proxied.headers['x-request-id'])
      expect(api.ids).not.toContain(forged)
      expect(JSON.stringify(server.lines)).not.toContain(forged)
    } finally {
      await server.close()
    }
  })

  it('keeps the id of a proxy it trusts (TRUST_PROXY), and only a well-formed one', async () => {
    const server = await shop('loopback')
    try {
      const id = 'lb-0123456789abcdef'
      api.ids.length = 0
      const proxied = await rawGet(`${server.url}/api/shop/cart/current`, {
        'x-request-id': id,
      })
      expect(proxied.headers['x-request-id']).toBe(id)
      expect(api.ids).toEqual([id])
      const bad = await rawGet(`${server.url}/api/shop/cart/current`, {
        'x-request-id': 'not an id',
      })
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect(JSON.stringify(server.lines)).not.toContain('not an id')
    } finally {
      await server.close()
    }
  })
})

describe('the /api forwarder', () => {
  it('names the request in its own 503 when the API cannot be reached', async () => {
    // The default test API address answers nothing.
    const server = await startShopServer(htmlPage('<html></html>'))
    try {
      const answer = await rawGet(`${server.url}/api/shop/cart/current`, {})
      expect(answer.status).toBe(503)
      expect(JSON.parse(answer.body.toString())).toMatchObject({
        requestId: answer.headers['x-request-id'],
      })
    } finally {
      await server.close()
    }
  })
})

describe('a shared render', () => {
  it('is not kept when its page names the request it was made for', async () => {
    // A page that shows its request id with a 200 (an error shown after the page started
    // streaming) must not reach the next visitor.
    const server = await startShopServer((_request, _assets, context) =>
      Promise.resolve(
        new Response(`<html><body>ref ${context.requestId}</body></html>`),
      ),
    )
    try {
      const first = await rawGet(`${server.url}/en/shop/gloves`, {})
      const second = await rawGet(`${server.url}/en/shop/gloves`, {})
      expect(first.body.toString()).toContain(
        first.headers['x-request-id'] as string,
      )
      expect(second.body.toString()).toContain(
        second.headers['x-request-id'] as string,
      )
      expect(second.body.toString()).not.toContain(
        first.headers['x-request-id'] as string,
      )
    } finally {
      await server.close()
    }
  })
})
