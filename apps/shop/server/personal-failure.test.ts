import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { render } from '../src/entry-server'
import { rawGet, startShopServer } from './test-server'

/**
 * A stand-in API whose session is alive but whose backend is too busy to answer the buyer's
 * personal call in time (the API's 503 after BACKEND_TIMEOUT_MS); every other call fails too.
 */
async function busyApi() {
  const server = createServer((req, res) => {
    req.resume()
    if (req.url?.startsWith('/api/_auth/session')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"user":{"email":"maya@northside.example"}}')
      return
    }
    res.writeHead(503, { 'content-type': 'application/json' })
    res.end(
      '{"message":"The shop is temporarily unavailable. Please try again in a moment."}',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, close: () => server.close() }
}

let api: Awaited<ReturnType<typeof busyApi>>
beforeAll(async () => {
  api = await busyApi()
})
afterAll(() => api.close())

// Seen in the cart bench at 50 buyers: the buyer was sent to the sign-in page as if their session
// had ended, when only the backend was slow.
it('answers a signed-in buyer whose personal call failed with the error page, not the sign-in page', async () => {
  const server = await startShopServer(render, { apiUrl: api.url })
  try {
    const page = await rawGet(`${server.url}/en/shop/cart`, {
      cookie: 'shop_session=abc; shop_refresh=def',
    })
    expect(page.headers.location).toBeUndefined()
    expect(page.status).toBe(503)
    expect(page.headers['set-cookie'] ?? []).not.toContainEqual(
      expect.stringMatching(/^shop_session=;/),
    )
  } finally {
    await server.close()
  }
}, 30_000)

// A busy backend is worth another try in a moment: the rendered 503 page says so, with the
// request's support reference, and does not call it an internal server error.
it('tells the buyer on the 503 page that the shop is briefly unavailable, not an internal server error', async () => {
  const server = await startShopServer(render, { apiUrl: api.url })
  try {
    const page = await rawGet(`${server.url}/en/shop/cart`, {
      cookie: 'shop_session=abc; shop_refresh=def',
    })
    const html = page.body.toString()
    expect(page.status).toBe(503)
    expect(html).toContain('<h1>Shop Briefly Unavailable</h1>')
    expect(html).toContain(
      'The shop is busy or being updated. Please try again in a moment.',
    )
    const id = page.headers['x-request-id'] as string
    expect(html).toContain(`<code>${id}</code>`)
    expect(html).not.toContain('Internal Server Error')
  } finally {
    await server.close()
  }
}, 30_000)
