import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { RenderFn } from './app'
import { rawGet, startShopServer } from './test-server'

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
      const name = /shop_session=(alice|bob|stale|carol|dave)\b/.exec(
        cookie,
      )?.[1]
      if (name === 'stale')
        res.setHeader('set-cookie', 'shop_session=fresh; Path=/; HttpOnly')
      res.setHeader('content-type', 'application/json')
      // Carol's and Dave's practices pay by price lists (issue 34).
      const pricingContext =
        name === 'carol' ? 'ctx-a' : name === 'dave' ? 'ctx-b' : null
      res.end(
        JSON.stringify(
          name
            ? { user: { email: `${name}@x`, customer: { pricingContext } } }
            : {},
        ),
      )
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

  it('never gives a buyer with contract prices the list-price render or another practice’s (issue 34)', async () => {
    const api = await startApi()
    const { render, renders } = recordingRender()
    const shop = await startShopServer(render, { apiUrl: api.url })
    try {
      const url = `${shop.url}/en/shop/products/GLV-1`
      const [alice, carol, dave] = await Promise.all([
        rawGet(url, { cookie: 'shop_session=alice' }),
        rawGet(url, { cookie: 'shop_session=carol' }),
        rawGet(url, { cookie: 'shop_session=dave' }),
      ])
      expect(renders).toHaveLength(3)
      expect(renders).toContainEqual({
        cookie: null,
        sharedAs: { signedIn: true },
      })
      expect(renders).toContainEqual({
        cookie: 'shop_session=carol',
        sharedAs: undefined,
      })
      expect(renders).toContainEqual({
        cookie: 'shop_session=dave',
        sharedAs: undefined,
      })
      const bodies = [alice, carol, dave].map((a) => a.body.toString())
      expect(new Set(bodies).size).toBe(3)
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
