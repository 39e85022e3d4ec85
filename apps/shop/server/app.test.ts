import { get } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageCacheControl } from './app'
import { htmlPage, rawGet, startShopServer } from './test-server'

describe('pageCacheControl', () => {
  it('lets shared caches keep anonymous catalogue pages only', () => {
    expect(pageCacheControl('/en/shop/protection', undefined)).toBe(
      'public, max-age=60',
    )
    expect(
      pageCacheControl(
        '/en/shop/protection',
        'i18n_redirected=en; shop_session=abc',
      ),
    ).toBe('private, no-store')
    for (const path of [
      '/en/shop/cart',
      '/en/shop/checkout',
      '/en/shop/account/orders',
      '/en/auth/login',
    ]) {
      expect(pageCacheControl(path, undefined)).toBe('private, no-store')
    }
  })
})

describe('shared catalogue pages', () => {
  const html = `<!doctype html><html><body>${'<p>Gloves</p>'.repeat(400)}</body></html>`

  it('renders once for every signed-out visitor and sends the compressed copy to those who accept it', async () => {
    let renders = 0
    const page = htmlPage(html)
    const shop = await startShopServer(() => {
      renders++
      return page()
    })
    const get = (encoding: string) =>
      rawGet(`${shop.url}/en/shop/protection`, { 'accept-encoding': encoding })
    try {
      const first = await get('gzip, deflate, br')
      const second = await get('gzip')
      const plain = await get('identity')
      expect(renders).toBe(1)
      for (const response of [first, second]) {
        expect(response.headers['content-encoding']).toBe('gzip')
        expect(gunzipSync(response.body).toString()).toBe(html)
        expect(response.body.length).toBeLessThan(html.length / 10)
      }
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString()).toBe(html)
      expect(first.headers.vary).toMatch(/Accept-Encoding/)
      expect(first.headers['cache-control']).toBe('public, max-age=60')
    } finally {
      await shop.close()
    }
  })
})

describe('personal pages', () => {
  it('stream gzip-compressed to a browser that also takes brotli', async () => {
    const html = `<!doctype html><html><body>${'<p>Your cart</p>'.repeat(400)}</body></html>`
    const shop = await startShopServer(htmlPage(html))
    try {
      const response = await rawGet(`${shop.url}/en/shop/cart`, {
        cookie: 'shop_session=abc',
        'accept-encoding': 'gzip, deflate, br, zstd',
      })
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(gunzipSync(response.body).toString()).toBe(html)
    } finally {
      await shop.close()
    }
  })
})

describe('a visitor who leaves mid-render', () => {
  it('aborts the render and reports no error', async () => {
    const errors: unknown[] = []
    let aborted!: () => void
    const renderAborted = new Promise<void>((resolve) => (aborted = resolve))
    const shop = await startShopServer(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            reject(request.signal.reason as Error)
            aborted()
          })
        }),
      {
        prepare: (app) =>
          app.use(
            (
              error: unknown,
              _req: unknown,
              res: { status: (n: number) => { end: () => void } },
              _next: unknown,
            ) => {
              errors.push(error)
              res.status(500).end()
            },
          ),
      },
    )
    try {
      // A signed-in page renders per request; the visitor closes the connection while it runs.
      const request = get(`${shop.url}/en/shop/cart`, {
        headers: { cookie: 'shop_session=abc' },
      })
      request.on('error', () => {})
      setTimeout(() => request.destroy(), 50)
      await renderAborted
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(errors).toEqual([])
    } finally {
      await shop.close()
    }
  })
})
