import { createServer } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { RenderFn } from './app'
import { rawGet, startShopServer } from './test-server'

// Shared renders per pricing context (decision 039): buyers whose practices pay by the same price
// lists share one render made without anyone's cookie; nobody sees another context's prices.

const SECRET = 'shop-server-secret-for-tests'
const PRICES: Record<string, string> = {
  'ctx-a': '$8.00',
  'ctx-b': '$9.50',
  none: '$10.00',
}

/**
 * A stand-in API: Carol's and Erin's practices pay by `ctx-a`, Dave's by `ctx-b`, Alice's list
 * prices. A priced answer goes by the caller's cookie, else by the context the shop server vouches
 * for with its secret, and says which context it was priced by. `reassign()` withdraws `ctx-a`.
 */
async function startApi() {
  const contexts: Record<string, string | null> = {
    alice: null,
    carol: 'ctx-a',
    erin: 'ctx-a',
    dave: 'ctx-b',
  }
  let withdrawn = false
  const seen: { url: string; headers: IncomingHttpHeaders }[] = []
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    const name = /shop_session=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
    const own = name === undefined ? undefined : contexts[name]
    res.setHeader('content-type', 'application/json')
    if (req.url === '/api/_auth/session')
      return res.end(
        JSON.stringify(
          own === undefined
            ? {}
            : { user: { customer: { pricingContext: own } } },
        ),
      )
    const claimed =
      req.headers['x-shop-server-secret'] === SECRET
        ? String(req.headers['x-pricing-context'] ?? '')
        : ''
    const pricedBy =
      own !== undefined
        ? (own ?? 'none')
        : claimed in PRICES && !(withdrawn && claimed === 'ctx-a')
          ? claimed
          : 'none'
    res.setHeader('x-pricing-context', pricedBy)
    res.end(JSON.stringify({ price: PRICES[pricedBy] }))
  })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    reassign: () => (withdrawn = true),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * Renders as the shop's render does: one priced API call, with the visitor's cookie for a page of
 * their own, or with the shared render's pricing context and the secret, reporting the context.
 */
function pricingRender(apiUrl: string) {
  const renders: { path: string; cookie: string | null; shared?: string }[] = []
  const render: RenderFn = async (request, _assets, context) => {
    const { sharedAs, shopServerSecret, onPricedBy } = context
    const cookie = request.headers.get('cookie')
    const path = new URL(request.url).pathname
    renders.push({
      path,
      cookie: sharedAs ? null : cookie,
      shared:
        sharedAs &&
        `${sharedAs.signedIn ? 'signed-in' : 'anonymous'} ${sharedAs.pricingContext ?? 'list'}`,
    })
    const headers: Record<string, string> = {}
    if (!sharedAs && cookie) headers.cookie = cookie
    if (sharedAs?.pricingContext && shopServerSecret) {
      headers['x-pricing-context'] = sharedAs.pricingContext
      headers['x-shop-server-secret'] = shopServerSecret
    }
    const answer = await fetch(`${apiUrl}/api/shop${path}`, { headers })
    onPricedBy?.(answer.headers.get('x-pricing-context') ?? '')
    const { price } = (await answer.json()) as { price: string }
    await new Promise((resolve) => setTimeout(resolve, 30))
    return new Response(`<p>${path} ${price}</p>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  }
  return { render, renders }
}

describe('shared renders per pricing context (decision 039)', () => {
  it('gives two practices on different lists, a buyer on list prices and an anonymous visitor, asking at the same moment, each only their own prices: one render per context, made without cookies', async () => {
    const api = await startApi()
    const { render, renders } = pricingRender(api.url)
    const shop = await startShopServer(render, {
      apiUrl: api.url,
      shopServerSecret: SECRET,
    })
    try {
      const pages = ['/en/shop/products/GLV-1', '/en/shop/gloves']
      const visitors = ['carol', 'erin', 'dave', 'alice', null]
      const answers = await Promise.all(
        pages.flatMap((page) =>
          visitors.map(async (name) => ({
            page,
            name,
            answer: await rawGet(
              `${shop.url}${page}`,
              name ? { cookie: `shop_session=${name}` } : {},
            ),
          })),
        ),
      )
      for (const { page, name, answer } of answers) {
        const expected =
          name === 'carol' || name === 'erin'
            ? '$8.00'
            : name === 'dave'
              ? '$9.50'
              : '$10.00'
        expect(answer.body.toString()).toBe(`<p>${page} ${expected}</p>`)
        // No shared cache between the shop and a buyer may keep a context's page.
        if (name) {
          expect(answer.headers['cache-control']).toBe('private, no-store')
          expect(answer.headers.vary).toMatch(/\bCookie\b/)
        }
        expect(answer.headers['x-pricing-context']).toBeUndefined()
      }
      // One render per page for each context and one for the anonymous visitor (shared for a
      // category, its own for a product page, which needs a sign-in): none with a cookie.
      expect(renders).toHaveLength(8)
      expect(renders.every((r) => r.cookie === null)).toBe(true)
      for (const page of pages)
        expect(
          renders
            .filter((r) => r.path === page && r.shared?.startsWith('signed-in'))
            .map((r) => r.shared)
            .sort(),
        ).toEqual(['signed-in ctx-a', 'signed-in ctx-b', 'signed-in list'])
    } finally {
      await shop.close()
      await api.close()
    }
  })

  it('does not share a render priced by another context than its key’s: a list withdrawn after the session check gives each buyer a page of their own', async () => {
    const api = await startApi()
    const { render, renders } = pricingRender(api.url)
    const shop = await startShopServer(render, {
      apiUrl: api.url,
      shopServerSecret: SECRET,
    })
    try {
      const page = `${shop.url}/en/shop/products/GLV-1`
      // The session check remembers `ctx-a` for Carol and Erin; then the list is withdrawn.
      await rawGet(`${shop.url}/en/shop/protection`, {
        cookie: 'shop_session=carol',
      })
      await rawGet(`${shop.url}/en/shop/protection`, {
        cookie: 'shop_session=erin',
      })
      api.reassign()
      renders.length = 0
      const [carol, erin] = await Promise.all([
        rawGet(page, { cookie: 'shop_session=carol' }),
        rawGet(page, { cookie: 'shop_session=erin' }),
      ])
      // The render for `ctx-a` came back at list prices: shown to nobody under `ctx-a`; each
      // buyer's own page (their cookie: the API prices them as they are now).
      for (const answer of [carol, erin])
        expect(answer.body.toString()).toBe(
          '<p>/en/shop/products/GLV-1 $8.00</p>',
        )
      expect(renders).toContainEqual({
        path: '/en/shop/products/GLV-1',
        cookie: 'shop_session=carol',
        shared: undefined,
      })
      expect(renders).toContainEqual({
        path: '/en/shop/products/GLV-1',
        cookie: 'shop_session=erin',
        shared: undefined,
      })
    } finally {
      await shop.close()
      await api.close()
    }
  })

  it('ignores a pricing context a browser sends, and never forwards it (or a secret) to the API', async () => {
    const api = await startApi()
    const { render, renders } = pricingRender(api.url)
    const shop = await startShopServer(render, {
      apiUrl: api.url,
      shopServerSecret: SECRET,
    })
    try {
      const forged = {
        'x-pricing-context': 'ctx-a',
        'x-shop-server-secret': SECRET,
      }
      const page = await rawGet(`${shop.url}/en/shop/products/GLV-1`, forged)
      expect(page.body.toString()).toBe('<p>/en/shop/products/GLV-1 $10.00</p>')
      expect(renders).toEqual([
        { path: '/en/shop/products/GLV-1', cookie: null, shared: undefined },
      ])
      const answer = await fetch(`${shop.url}/api/shop/products/GLV-1`, {
        headers: forged,
      })
      expect(await answer.json()).toEqual({ price: '$10.00' })
      const forwarded = api.seen.at(-1)!
      expect(forwarded.url).toBe('/api/shop/products/GLV-1')
      expect(forwarded.headers['x-pricing-context']).toBeUndefined()
      expect(forwarded.headers['x-shop-server-secret']).toBeUndefined()
    } finally {
      await shop.close()
      await api.close()
    }
  })
})
