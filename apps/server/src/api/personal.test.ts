import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ENCRYPTION_SECRET,
  SERVICE_SECRET,
  backend,
  base,
  call,
  listenApi,
  signIn,
  useApiServer,
} from '../../test/api'

// Issue 32, item 5 (decision 028): what a signed-in page shows of the buyer (who they are, their
// cart, their practice's open recall notices) in one call and one backend round trip.
useApiServer()

/** GraphQL requests the API server made to the backend since the last look. */
let backendRequests = 0
let stopApi = () => {}
let stopProxy = () => {}

beforeAll(async () => {
  // An API server of this file's own, in front of a proxy that counts its calls to the backend.
  const target = new URL(backend.url)
  const proxy = createServer((req, res) => {
    if (req.url?.startsWith('/graphql')) backendRequests++
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    req.pipe(forwarded)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  stopProxy = () => void proxy.close()
  stopApi = await listenApi({
    COMMERCE_BACKEND_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
    ENCRYPTION_SECRET,
  })
})
afterAll(() => {
  stopApi()
  stopProxy()
})

describe('GET /api/personal', () => {
  it('answers the buyer, the cart and the open recall notices from one backend round trip', async () => {
    const jar = await signIn()
    backendRequests = 0
    const { status, json, res } = await call(jar, 'GET', '/personal')
    expect(status).toBe(200)
    expect(backendRequests).toBe(1)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(json.user.customer.firstname).toBe('Maya')
    // The same cart and notices as their own calls answer.
    expect(json.cart).toEqual(
      (await call(jar, 'GET', '/shop/cart/current')).json.cart,
    )
    expect(json.recalls).toEqual(
      (await call(jar, 'GET', '/account/recalls')).json.notices,
    )
  })

  it('answers a checkout render the checkout’s lists too, from the same one round trip (decision 047)', async () => {
    const jar = await signIn()
    backendRequests = 0
    const { status, json } = await call(jar, 'GET', '/personal?checkout=true')
    expect(status).toBe(200)
    expect(backendRequests).toBe(1)
    expect(json.user.customer.firstname).toBe('Maya')
    const { token } = json.cart
    // The same lists as the checkout's own calls answer.
    expect(json.checkout).toEqual({
      addresses: (await call(jar, 'GET', '/account/addresses')).json.addresses,
      carriers: (
        await call(jar, 'GET', `/shop/checkout/carriers?token=${token}`)
      ).json.carriers,
      paymentProviders: (
        await call(
          jar,
          'GET',
          `/shop/checkout/payment-providers?token=${token}`,
        )
      ).json.paymentProviders,
    })
    expect(json.checkout.addresses.length).toBeGreaterThan(0)
    expect(json.checkout.carriers.length).toBeGreaterThan(1)
    // A page other than the checkout does not ask for them.
    expect((await call(jar, 'GET', '/personal')).json.checkout).toBeUndefined()
  })

  it('answers {} to a visitor who is not signed in, without asking the backend', async () => {
    backendRequests = 0
    const { status, json } = await call(null, 'GET', '/personal')
    expect(status).toBe(200)
    expect(json).toEqual({})
    expect(backendRequests).toBe(0)
  })

  it('answers {} to cookies of a session that has ended', async () => {
    const jar = await signIn()
    const copy = jar.header()
    await call(jar, 'POST', '/auth/logout', {})
    const replayed = await fetch(`${base}/api/personal`, {
      headers: { cookie: copy },
    })
    expect(replayed.status).toBe(200)
    expect(await replayed.json()).toEqual({})
  })
})
