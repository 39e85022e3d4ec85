import { get } from 'node:http'
import { describe, expect, it } from 'vitest'
import { EN_MESSAGES } from '@shop/i18n'
import { readShopConfig } from './config'
import { htmlPage, rawGet, startShopServer } from './test-server'

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

describe('the development tools', () => {
  // Every spelling the router reads as the outbox (issue 30).
  const OUTBOX_SPELLINGS = [
    '/en/dev/outbox',
    '/en/%64ev/outbox',
    '/%65n/dev/outbox',
    '/en/de%76/outbox',
    '/en/./dev/outbox',
    '/en/x/../dev/outbox',
    '/en/%2e/dev/outbox',
    '/en\\dev\\outbox',
    '/EN/Dev/OUTBOX',
    '/en/dev/outbox/',
    '/assets/../en/dev/outbox?x=1',
  ]

  it('answer only to this machine, not to a visitor from the network', async () => {
    const shop = await startShopServer(htmlPage('<h1>Outbox</h1>'), {
      // As behind a proxy that names the visitor.
      prepare: (app) => app.set('trust proxy', true),
    })
    try {
      const local = await rawGet(`${shop.url}/en/dev/outbox`, {})
      expect(local.status).toBe(200)
      expect(local.body.toString()).toContain('Outbox')
      expect(local.headers['cache-control']).toBe('private, no-store')
      for (const path of OUTBOX_SPELLINGS) {
        const remote = await rawGet(`${shop.url}${path}`, {
          'x-forwarded-for': '203.0.113.9',
        })
        expect(remote.status, path).toBe(404)
        expect(remote.body.toString(), path).not.toContain('Outbox')
        expect(remote.headers['cache-control'], path).toBe('no-store')
      }
    } finally {
      await shop.close()
    }
  })

  it('believe no header that names this machine, only the socket', async () => {
    const shop = await startShopServer(htmlPage('<h1>Outbox</h1>'), {
      prepare: (app) => app.set('trust proxy', true),
    })
    try {
      // 127.0.0.5 stands for another machine: its socket is not 127.0.0.1, whatever it forwards.
      const forged = await rawGet(
        `${shop.url}/en/dev/outbox`,
        { 'x-forwarded-for': '127.0.0.1' },
        { localAddress: '127.0.0.5' },
      )
      expect(forged.status).toBe(404)
      expect(forged.body.toString()).not.toContain('Outbox')
    } finally {
      await shop.close()
    }
  })
})

describe('the host names the shop answers', () => {
  it('refuse any other name before anything renders (DNS rebinding)', async () => {
    let renders = 0
    const shop = await startShopServer(() => {
      renders++
      return htmlPage('<h1>Outbox</h1>')()
    })
    try {
      for (const host of ['localhost:3000', 'Shop.Example', '[::1]:3000'])
        expect(
          (await rawGet(`${shop.url}/en/shop/cart`, { host })).status,
        ).toBe(200)
      // The outbox wants this machine's name too, not only an allowed one.
      expect(
        (await rawGet(`${shop.url}/en/dev/outbox`, { host: 'shop.example' }))
          .status,
      ).toBe(404)
      expect(renders).toBe(3)
      for (const path of ['/en/dev/outbox', '/en/shop', '/api/dev/outbox']) {
        const rebound = await rawGet(`${shop.url}${path}`, {
          host: 'rebind.evil.example:3000',
        })
        expect(rebound.status, path).toBe(421)
        expect(rebound.body.toString(), path).not.toContain('Outbox')
        expect(rebound.headers['cache-control'], path).toBe('no-store')
      }
      expect(renders).toBe(3)
    } finally {
      await shop.close()
    }
  })

  it('are the public address’s, this machine’s and ALLOWED_HOSTS', () => {
    expect(
      readShopConfig({
        PUBLIC_BASE_URL: 'https://Shop.Example',
        ALLOWED_HOSTS: 'www.shop.example, Shop-Internal:3000,[::1]',
      }).allowedHosts,
    ).toEqual([
      'shop.example',
      'localhost',
      '127.0.0.1',
      '[::1]',
      'www.shop.example',
      'shop-internal',
    ])
    expect(() => readShopConfig({ ALLOWED_HOSTS: 'a/b c' })).toThrow(
      /ALLOWED_HOSTS/,
    )
  })
})

describe('server renders', () => {
  it('name the visitor, whom every API call of the render names to the API', async () => {
    const seen: (string | undefined)[] = []
    const shop = await startShopServer(
      (_request, _assets, { clientAddress }) => {
        seen.push(clientAddress)
        return htmlPage('<p>page</p>')()
      },
      { prepare: (app) => app.set('trust proxy', true) },
    )
    try {
      await rawGet(`${shop.url}/en/shop/cart`, {
        'x-forwarded-for': '203.0.113.9',
      })
      await rawGet(`${shop.url}/en/shop/protection`, {
        'x-forwarded-for': '198.51.100.7',
      })
      expect(seen).toEqual(['203.0.113.9', '198.51.100.7'])
    } finally {
      await shop.close()
    }
  })
})

describe('absolute URLs', () => {
  it('come from the configured public address, never from the Host header', async () => {
    const shop = await startShopServer(htmlPage('<p>home</p>'))
    try {
      // A name the shop answers, but not its public address.
      const robots = await rawGet(`${shop.url}/robots.txt`, {
        host: 'localhost:8080',
      })
      expect(robots.body.toString()).toContain(
        'Sitemap: https://shop.example/sitemap.xml',
      )
      expect(robots.body.toString()).not.toContain('localhost')
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
      await rawGet(`${shop.url}/en/shop`, { host: 'localhost:8080' })
      await rawGet(`${shop.url}//evil.example/`, { host: 'localhost:8080' })
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
