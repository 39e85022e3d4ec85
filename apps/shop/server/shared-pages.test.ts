import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { htmlPage, rawGet, startShopServer } from './test-server'

describe('a shared render and a signed-in request for the same page', () => {
  /**
   * Stands in for the real render: a request with a session cookie gets its customer's name in
   * the page and a refreshed session cookie, like a page whose access token had expired.
   */
  const personalRender = (request: Request) =>
    new Promise<Response>((resolve) =>
      setTimeout(() => {
        const cookie = request.headers.get('cookie') ?? ''
        const signedIn = /shop_(session|refresh)/i.test(cookie)
        resolve(
          new Response(
            `<html><body>${signedIn ? '{"user":"Dr. Buyer"}' : 'anonymous'}</body></html>`,
            {
              headers: signedIn
                ? { 'set-cookie': 'shop_session=NEW; Path=/; HttpOnly' }
                : {},
            },
          ),
        )
      }, 50),
    )

  it.each([
    'shop_refresh =tok',
    'shop_session =tok; shop_refresh =tok',
    'SHOP_REFRESH=tok',
    'shop_session=tok',
    'shop_refresh=tok',
    'shop_session=; shop_session=tok',
  ])(
    'never hands the signed-in render to a visitor without cookies (%s)',
    async (cookie) => {
      const shop = await startShopServer(personalRender)
      try {
        const url = `${shop.url}/en/shop/protection?x=1`
        const [signedIn, anonymous] = await Promise.all([
          rawGet(url, { cookie }),
          rawGet(url, {}),
        ])
        expect(signedIn.body.toString()).toContain('Dr. Buyer')
        expect(signedIn.headers['cache-control']).toBe('private, no-store')
        expect(anonymous.body.toString()).toContain('anonymous')
        expect(anonymous.body.toString()).not.toContain('Dr. Buyer')
        expect(anonymous.headers['set-cookie']).toBeUndefined()
        // Nor is the signed-in render kept for the next visitor.
        const later = await rawGet(url, {})
        expect(later.body.toString()).not.toContain('Dr. Buyer')
        expect(later.headers['set-cookie']).toBeUndefined()
      } finally {
        await shop.close()
      }
    },
  )

  it('renders a shared page without the visitor’s cookies', async () => {
    const seen: (string | null)[] = []
    const shop = await startShopServer((request) => {
      seen.push(request.headers.get('cookie'))
      return htmlPage('<p>ok</p>')()
    })
    try {
      await rawGet(`${shop.url}/en/shop/protection`, {
        cookie: 'i18n_redirected=en; tracking=xyz',
      })
      expect(seen).toEqual([null])
    } finally {
      await shop.close()
    }
  })

  it('gives a visitor who waited on a render that could not be shared a render of their own', async () => {
    let n = 0
    const shop = await startShopServer(
      () =>
        new Promise<Response>((resolve) => {
          const id = ++n
          setTimeout(
            () =>
              resolve(
                new Response(`render ${id}`, {
                  headers: { 'set-cookie': `visit=${id}` },
                }),
              ),
            50,
          )
        }),
    )
    try {
      const url = `${shop.url}/en/shop/protection`
      const answers = await Promise.all([rawGet(url, {}), rawGet(url, {})])
      const bodies = answers.map((a) => a.body.toString())
      expect(new Set(bodies).size).toBe(2)
      for (const answer of answers)
        expect(answer.headers['set-cookie']).toEqual([
          `visit=${answer.body.toString().split(' ')[1]}`,
        ])
    } finally {
      await shop.close()
    }
  })

  it.each([
    [503, 'no-store'],
    [500, 'no-store'],
    [429, 'no-store'],
    [404, 'public, max-age=10'],
  ])('sends a %i page with Cache-Control %s', async (status, expected) => {
    const shop = await startShopServer(() =>
      Promise.resolve(new Response('x', { status })),
    )
    try {
      const answer = await rawGet(`${shop.url}/en/shop/protection`, {})
      expect(answer.status).toBe(status)
      expect(answer.headers['cache-control']).toBe(expected)
    } finally {
      await shop.close()
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
      expect(first.headers['cache-control']).toBe('public, max-age=10')
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

describe('personal pages with the inline stylesheet', () => {
  const styles = Array.from(
    { length: 1500 },
    (_, i) =>
      `.c${i.toString(36)}{margin:${i % 17}px;color:#${(i * 7919).toString(16).slice(-6)}}`,
  ).join('')
  const pageOf = (name: string) =>
    `<!DOCTYPE html><html><head><title>${name}</title><style data-entry="">${styles}</style></head><body><p>Cart of ${name}</p></body></html>`

  it('carry it compressed once per process: the same bytes in every buyer’s page (decision 049)', async () => {
    const shop = await startShopServer(
      (request) => htmlPage(pageOf(request.headers.get('cookie') ?? ''))(),
      { assets: { scripts: [], styles: [], inlineStyles: styles } },
    )
    try {
      const get = (name: string) =>
        rawGet(`${shop.url}/en/shop/cart`, {
          cookie: name,
          'accept-encoding': 'gzip, deflate, br',
        })
      const [alice, bartholomew] = await Promise.all([
        get('alice'),
        get('bartholomew'),
      ])
      for (const [page, name] of [
        [alice, 'alice'],
        [bartholomew, 'bartholomew'],
      ] as const) {
        expect(page.headers['content-encoding']).toBe('gzip')
        expect(page.headers.vary).toMatch(/Cookie, Accept-Encoding/)
        expect(page.headers['content-length']).toBeUndefined()
        expect(gunzipSync(page.body).toString()).toBe(pageOf(name))
      }
      // The stylesheet is most of the page: the middle of one page's gzip is in the other's.
      const middle = alice.body.subarray(
        alice.body.length / 2 - 1024,
        alice.body.length / 2 + 1024,
      )
      expect(bartholomew.body.includes(middle)).toBe(true)
    } finally {
      await shop.close()
    }
  })
})

describe('a page whose path is spelled otherwise', () => {
  it('is one shared render, whichever spelling came first', async () => {
    let renders = 0
    const shop = await startShopServer(() => {
      renders++
      return htmlPage('<p>protection</p>')()
    })
    try {
      for (const path of [
        '/en/shop/protection',
        '/en/%73hop/protection',
        '/en/x/../shop/protection',
      ]) {
        const page = await rawGet(`${shop.url}${path}`, {})
        expect(page.status, path).toBe(200)
        expect(page.headers['cache-control'], path).toBe('public, max-age=10')
      }
      expect(renders).toBe(1)
    } finally {
      await shop.close()
    }
  })

  it('is personal when the router reads it as a personal page: rendered for each visitor, kept by no cache', async () => {
    const cookies: (string | null)[] = []
    const shop = await startShopServer((request) => {
      cookies.push(request.headers.get('cookie'))
      return htmlPage('<p>reset link</p>')()
    })
    try {
      for (const path of [
        '/en/%64ev/outbox',
        '/en/dev/./outbox',
        '/EN/DEV/OUTBOX',
        '/en/shop/%63art',
      ]) {
        const page = await rawGet(`${shop.url}${path}`, {
          cookie: 'i18n_redirected=en',
        })
        expect(page.status, path).toBe(200)
        expect(page.headers['cache-control'], path).toBe('private, no-store')
      }
      // Each rendered on its own, with the visitor's cookies.
      expect(cookies).toEqual(Array(4).fill('i18n_redirected=en'))
    } finally {
      await shop.close()
    }
  })
})
