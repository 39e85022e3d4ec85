import { createServer, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { EN_MESSAGES } from '@shop/i18n'
import { pageCacheControl } from './page-policy'
import { coalesceChunks } from './page-stream'
import type { RenderFn } from './app'
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

  it('keeps every request private that the API could read as signed in', () => {
    for (const cookie of [
      'shop_session=abc',
      'shop_refresh=abc',
      'shop_refresh =abc',
      ' shop_session = abc',
      'SHOP_REFRESH=abc',
      'Shop_Session=abc',
      'shop_session=; shop_session=abc',
      'i18n_redirected=en;shop_refresh=abc',
      'a=1; shop_refresh',
    ])
      expect(pageCacheControl('/en/shop/protection', cookie), cookie).toBe(
        'private, no-store',
      )
    expect(
      pageCacheControl('/en/shop/protection', 'i18n_redirected=en; shop=1'),
    ).toBe('public, max-age=60')
  })
})

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
    [404, 'public, max-age=60'],
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

describe('absolute URLs', () => {
  it('come from the configured public address, never from the Host header', async () => {
    const shop = await startShopServer(htmlPage('<p>home</p>'))
    try {
      const robots = await rawGet(`${shop.url}/robots.txt`, {
        host: 'evil.example',
      })
      expect(robots.body.toString()).toContain(
        'Sitemap: https://shop.example/sitemap.xml',
      )
      expect(robots.body.toString()).not.toContain('evil.example')
    } finally {
      await shop.close()
    }
  })

  it('render with the configured address, and a path that looks like a host stays a path', async () => {
    const seen: { url: string; siteUrl: string }[] = []
    const shop = await startShopServer((request, _assets, context) => {
      seen.push({ url: request.url, siteUrl: context.siteUrl })
      return htmlPage('<p>page</p>')()
    })
    try {
      await rawGet(`${shop.url}/en/shop`, { host: 'evil.example' })
      await rawGet(`${shop.url}//evil.example/`, { host: 'evil.example' })
      expect(seen).toEqual([
        {
          url: 'https://shop.example/en/shop',
          siteUrl: 'https://shop.example',
        },
        {
          url: 'https://shop.example//evil.example/',
          siteUrl: 'https://shop.example',
        },
      ])
    } finally {
      await shop.close()
    }
  })
})

describe('security headers', () => {
  it('give every page a strict Content-Security-Policy with the render’s own nonce', async () => {
    const nonces: string[] = []
    const shop = await startShopServer((_request, _assets, { nonce }) => {
      nonces.push(nonce)
      return htmlPage(`<script nonce="${nonce}">1</script>`)()
    })
    try {
      for (const [path, cookie] of [
        ['/en/shop/protection', ''],
        ['/en/shop/cart', 'shop_session=a'],
      ] as const) {
        const page = await rawGet(`${shop.url}${path}`, { cookie })
        const csp = String(page.headers['content-security-policy'])
        const nonce = nonces.at(-1)!
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`)
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
        expect(csp).toContain("frame-ancestors 'none'")
        expect(csp).toContain("object-src 'none'")
        expect(page.headers['x-content-type-options']).toBe('nosniff')
        expect(page.headers['referrer-policy']).toBe(
          'strict-origin-when-cross-origin',
        )
      }
      expect(new Set(nonces).size).toBe(2)
      expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    } finally {
      await shop.close()
    }
  })

  it('allow Stripe’s origins only when card payments are on', async () => {
    const { contentSecurityPolicy } = await import('./security')
    expect(contentSecurityPolicy('n', {})).not.toContain('stripe')
    const withCards = contentSecurityPolicy('n', {
      stripeJsUrl: 'https://js.stripe.com/basil/stripe.js',
    })
    expect(withCards).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(withCards).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/)
    expect(withCards).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)
  })
})

describe('catalogue pages for signed-in visitors (decision 014)', () => {
  /**
   * A stand-in API: `shop_session=alice` and `shop_session=bob` are live sessions,
   * `shop_session=stale` is live but refreshed on the way, anything else is signed out.
   */
  async function startApi() {
    const calls: string[] = []
    const server = createServer((req, res) => {
      calls.push(`${req.method} ${req.url}`)
      const cookie = req.headers.cookie ?? ''
      const name = /shop_session=(alice|bob|stale)\b/.exec(cookie)?.[1]
      if (name === 'stale')
        res.setHeader('set-cookie', 'shop_session=fresh; Path=/; HttpOnly')
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(name ? { user: { email: `${name}@x` } } : {}))
    })
    await new Promise<void>((resolve) => server.listen(0, resolve))
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      calls,
      close: () => new Promise((resolve) => server.close(resolve)),
    }
  }

  /** Records what each render was given: the cookie and the pricing context. */
  function recordingRender() {
    const renders: { cookie: string | null; sharedAs?: unknown }[] = []
    let n = 0
    const render: RenderFn = async (request, _assets, context) => {
      renders.push({
        cookie: request.headers.get('cookie'),
        sharedAs: context.sharedAs,
      })
      await new Promise((resolve) => setTimeout(resolve, 30))
      return new Response(`<p>render ${++n}</p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    }
    return { render, renders }
  }

  it('gives every signed-in visitor one render made without anyone’s cookies', async () => {
    const api = await startApi()
    const { render, renders } = recordingRender()
    const shop = await startShopServer(render, { apiUrl: api.url })
    try {
      const url = `${shop.url}/en/shop/products/GLV-1`
      const [alice, bob] = await Promise.all([
        rawGet(url, { cookie: 'shop_session=alice; i18n_redirected=en' }),
        rawGet(url, { cookie: 'shop_session=bob' }),
      ])
      expect(renders).toEqual([{ cookie: null, sharedAs: { signedIn: true } }])
      expect(alice.body.toString()).toBe('<p>render 1</p>')
      expect(bob.body.toString()).toBe('<p>render 1</p>')
      for (const answer of [alice, bob]) {
        expect(answer.status).toBe(200)
        expect(answer.headers['cache-control']).toBe('private, no-store')
        expect(answer.headers['set-cookie']).toBeUndefined()
      }
      // Signed-out visitors have their own shared render of a catalogue page.
      await rawGet(`${shop.url}/en/shop/protection`, {})
      expect(renders[1]).toEqual({
        cookie: null,
        sharedAs: { signedIn: false },
      })
    } finally {
      await shop.close()
      await api.close()
    }
  })

  it('renders a cookie that is no live session, and every personal page, on its own', async () => {
    const api = await startApi()
    const { render, renders } = recordingRender()
    const shop = await startShopServer(render, { apiUrl: api.url })
    try {
      await rawGet(`${shop.url}/en/shop/products/GLV-1`, {
        cookie: 'shop_session=forged',
      })
      await rawGet(`${shop.url}/en/shop/cart`, { cookie: 'shop_session=alice' })
      await rawGet(`${shop.url}/en/shop/account/orders`, {
        cookie: 'shop_session=alice',
      })
      expect(renders).toEqual([
        { cookie: 'shop_session=forged', sharedAs: undefined },
        { cookie: 'shop_session=alice', sharedAs: undefined },
        { cookie: 'shop_session=alice', sharedAs: undefined },
      ])
    } finally {
      await shop.close()
      await api.close()
    }
  })

  it('hands a session refreshed by the check to the browser with the shared page', async () => {
    const api = await startApi()
    const { render } = recordingRender()
    const shop = await startShopServer(render, { apiUrl: api.url })
    try {
      const answer = await rawGet(`${shop.url}/en/shop/protection`, {
        cookie: 'shop_session=stale',
      })
      expect(answer.body.toString()).toBe('<p>render 1</p>')
      expect(answer.headers['set-cookie']).toEqual([
        'shop_session=fresh; Path=/; HttpOnly',
      ])
      // The shared copy itself never carries it.
      const other = await rawGet(`${shop.url}/en/shop/protection`, {
        cookie: 'shop_session=alice',
      })
      expect(other.headers['set-cookie']).toBeUndefined()
    } finally {
      await shop.close()
      await api.close()
    }
  })

  it('remembers a live session for a few seconds and forgets it at sign-out', async () => {
    const api = await startApi()
    const { render } = recordingRender()
    const shop = await startShopServer(render, { apiUrl: api.url })
    const sessionChecks = () =>
      api.calls.filter((call) => call === 'GET /api/_auth/session').length
    try {
      const page = `${shop.url}/en/shop/protection`
      await rawGet(page, { cookie: 'shop_session=alice' })
      await rawGet(page, { cookie: 'shop_session=alice' })
      expect(sessionChecks()).toBe(1)
      await fetch(`${shop.url}/api/auth/logout`, {
        method: 'POST',
        headers: { cookie: 'shop_session=alice' },
      })
      expect(api.calls).toContain('POST /api/auth/logout')
      await rawGet(page, { cookie: 'shop_session=alice' })
      expect(sessionChecks()).toBe(2)
    } finally {
      await shop.close()
      await api.close()
    }
  })

  it('renders on its own when the session cannot be checked', async () => {
    const { render, renders } = recordingRender()
    // No API at all (the default test address): the page is rendered with the visitor's cookie.
    const shop = await startShopServer(render)
    try {
      const answer = await rawGet(`${shop.url}/en/shop/protection`, {
        cookie: 'shop_session=alice',
      })
      expect(answer.status).toBe(200)
      expect(renders).toEqual([
        { cookie: 'shop_session=alice', sharedAs: undefined },
      ])
    } finally {
      await shop.close()
    }
  })
})

describe('the shop’s messages', () => {
  it('are served at a versioned address kept for a year, which every render names', async () => {
    const hrefs: (string | undefined)[] = []
    const shop = await startShopServer(async (_request, _assets, context) => {
      hrefs.push(context.messages?.href)
      return htmlPage('<p>ok</p>')()
    })
    try {
      await rawGet(`${shop.url}/en/shop/protection`, {})
      const href = hrefs[0]!
      expect(href).toMatch(/^\/i18n\/en\.[\w-]{16}\.json$/)
      // Without the API, the bundled catalogue.
      const answer = await fetch(`${shop.url}${href}`)
      expect(answer.headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      )
      expect(await answer.json()).toEqual(EN_MESSAGES)
      const older = await fetch(`${shop.url}/i18n/en.0123456789abcdef.json`)
      expect(older.headers.get('cache-control')).toBe('public, max-age=60')
      expect(await older.json()).toEqual(EN_MESSAGES)
      expect((await fetch(`${shop.url}/i18n/secrets.txt`)).status).toBe(404)
    } finally {
      await shop.close()
    }
  })
})

describe('coalesceChunks', () => {
  it('sends the chunks of one turn as one write, in order, and later ones after', async () => {
    const stream = coalesceChunks()
    const out: string[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()))
    const ended = new Promise((resolve) => stream.on('end', resolve))
    for (const part of ['<html>', '<body>', 'shell']) stream.write(part)
    await new Promise((resolve) => setTimeout(resolve, 10))
    stream.write('data')
    stream.end('</html>')
    await ended
    expect(out).toEqual(['<html><body>shell', 'data</html>'])
  })
})
