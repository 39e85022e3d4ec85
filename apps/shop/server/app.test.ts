import { createServer, get } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createShopServer, pageCacheControl } from './app'

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

  async function serve() {
    let renders = 0
    const app = createShopServer({
      apiUrl: 'http://127.0.0.1:9',
      mediaUrl: 'http://127.0.0.1:9',
      assets: () => Promise.resolve({ scripts: [], styles: [] }),
      getRender: () =>
        Promise.resolve(() => {
          renders++
          return Promise.resolve(
            new Response(html, {
              headers: { 'content-type': 'text/html; charset=utf-8' },
            }),
          )
        }),
    })
    const server = createServer(app)
    await new Promise<void>((resolve) => server.listen(0, resolve))
    const { port } = server.address() as AddressInfo
    return {
      get: (encoding: string) =>
        request(`http://127.0.0.1:${port}/en/shop/protection`, encoding),
      renders: () => renders,
      close: () => new Promise((resolve) => server.close(resolve)),
    }
  }

  /** A raw GET, so the test sees the bytes on the wire and not what fetch decoded. */
  const request = (url: string, encoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ headers: res.headers, body: Buffer.concat(chunks) }),
          )
        }).on('error', reject)
      },
    )

  it('renders once for every signed-out visitor and sends the compressed copy to those who accept it', async () => {
    const shop = await serve()
    try {
      const first = await shop.get('gzip, deflate, br')
      const second = await shop.get('gzip')
      const plain = await shop.get('identity')
      expect(shop.renders()).toBe(1)
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
    const app = createShopServer({
      apiUrl: 'http://127.0.0.1:9',
      mediaUrl: 'http://127.0.0.1:9',
      assets: () => Promise.resolve({ scripts: [], styles: [] }),
      getRender: () =>
        Promise.resolve(() =>
          Promise.resolve(
            new Response(html, {
              headers: { 'content-type': 'text/html; charset=utf-8' },
            }),
          ),
        ),
    })
    const server = createServer(app)
    await new Promise<void>((resolve) => server.listen(0, resolve))
    const { port } = server.address() as AddressInfo
    try {
      const response = await new Promise<{
        headers: IncomingHttpHeaders
        body: Buffer
      }>((resolve, reject) => {
        get(
          `http://127.0.0.1:${port}/en/shop/cart`,
          {
            headers: {
              cookie: 'shop_session=abc',
              'accept-encoding': 'gzip, deflate, br, zstd',
            },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({ headers: res.headers, body: Buffer.concat(chunks) }),
            )
          },
        ).on('error', reject)
      })
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(gunzipSync(response.body).toString()).toBe(html)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('a visitor who leaves mid-render', () => {
  it('aborts the render and reports no error', async () => {
    const errors: unknown[] = []
    let aborted!: () => void
    const renderAborted = new Promise<void>((resolve) => (aborted = resolve))
    const app = createShopServer({
      apiUrl: 'http://127.0.0.1:9',
      mediaUrl: 'http://127.0.0.1:9',
      assets: () => Promise.resolve({ scripts: [], styles: [] }),
      getRender: () =>
        Promise.resolve(
          (request) =>
            new Promise<Response>((_resolve, reject) => {
              request.signal.addEventListener('abort', () => {
                reject(request.signal.reason as Error)
                aborted()
              })
            }),
        ),
    })
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
    )
    const server = createServer(app)
    await new Promise<void>((resolve) => server.listen(0, resolve))
    const { port } = server.address() as AddressInfo
    try {
      // A signed-in page renders per request; the visitor closes the connection while it runs.
      const request = get(`http://127.0.0.1:${port}/en/shop/cart`, {
        headers: { cookie: 'shop_session=abc' },
      })
      request.on('error', () => {})
      setTimeout(() => request.destroy(), 50)
      await renderAborted
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(errors).toEqual([])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
