import { describe, expect, it } from 'vitest'
import { publicResponseCache } from './public-responses'

function api(headers: Record<string, string>, status = 200) {
  const calls: string[] = []
  let n = 0
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`)
    n++
    return Promise.resolve(
      new Response(JSON.stringify({ answer: n }), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
    )
  }) as typeof fetch
  return { fetchFn, calls }
}

describe('publicResponseCache', () => {
  it('never answers a buyer’s render with a stored answer that varies by cookie: their practice may have its own prices (issue 34)', async () => {
    // The priced catalogue calls: public for list prices, private for a contract buyer's prices,
    // `Vary: Cookie` always.
    const calls: string[] = []
    const fetchFn = ((_input: RequestInfo | URL, init?: RequestInit) => {
      const buyer = new Headers(init?.headers).get('cookie')
      calls.push(buyer ?? 'anonymous')
      return Promise.resolve(
        new Response(JSON.stringify({ prices: buyer ? 'contract' : 'list' }), {
          headers: {
            'cache-control': `${buyer ? 'private' : 'public'}, max-age=60`,
            vary: 'Cookie',
          },
        }),
      )
    }) as typeof fetch
    const cached = publicResponseCache(fetchFn)
    const url = 'http://api/shop/categories/7/products'
    expect(await (await cached(url)).json()).toEqual({ prices: 'list' })
    const buyer = { headers: { cookie: 'token=contract-buyer' } }
    expect(await (await cached(url, buyer)).json()).toEqual({
      prices: 'contract',
    })
    // A render without cookies (the shared ones) still shares the stored answer.
    expect(await (await cached(url)).json()).toEqual({ prices: 'list' })
    expect(calls).toEqual(['anonymous', 'token=contract-buyer'])
  })

  it('keeps the answers of each pricing context apart, and tells which context each was priced by (decision 039)', async () => {
    // The API prices a shared render by the context it sends; `ctx-gone` it no longer prices by.
    const calls: string[] = []
    const fetchFn = ((_input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      const asked = headers.get('x-pricing-context')
      const buyer = headers.get('cookie')
      calls.push(asked ?? buyer ?? 'anonymous')
      const pricedBy = asked === 'ctx-gone' ? null : (asked ?? null)
      return Promise.resolve(
        new Response(
          JSON.stringify({ prices: buyer ? 'buyer' : (pricedBy ?? 'list') }),
          {
            headers: {
              'cache-control': `${pricedBy || buyer ? 'private' : 'public'}, max-age=60`,
              vary: 'Cookie, x-pricing-context',
              'x-pricing-context': pricedBy ?? 'none',
            },
          },
        ),
      )
    }) as typeof fetch
    const cached = publicResponseCache(fetchFn)
    const url = 'http://api/shop/products/GLV-1'
    const ask = async (init?: RequestInit) => {
      const answer = await cached(url, init)
      return [
        ((await answer.json()) as { prices: string }).prices,
        answer.headers.get('x-pricing-context'),
      ]
    }
    const as = (context: string) => ({
      headers: { 'x-pricing-context': context },
    })
    const buyer = { headers: { cookie: 'token=carol' } }
    for (let round = 0; round < 2; round++)
      expect(
        await Promise.all([
          ask(),
          ask(as('ctx-a')),
          ask(as('ctx-b')),
          ask(as('ctx-gone')),
          ask(buyer),
        ]),
      ).toEqual([
        ['list', 'none'],
        ['ctx-a', 'ctx-a'],
        ['ctx-b', 'ctx-b'],
        ['list', 'none'],
        ['buyer', 'none'],
      ])
    // The second round came from memory, but for the buyer's own render (and its cookie).
    expect(calls.sort()).toEqual(
      [
        'anonymous',
        'ctx-a',
        'ctx-b',
        'ctx-gone',
        'token=carol',
        'token=carol',
      ].sort(),
    )
  })

  it('shares an answer that does not vary by cookie with every render, cookies or not', async () => {
    const { fetchFn, calls } = api({ 'cache-control': 'public, max-age=60' })
    const cached = publicResponseCache(fetchFn)
    await cached('http://api/translations')
    await cached('http://api/translations', { headers: { cookie: 'token=a' } })
    expect(calls).toHaveLength(1)
  })

  it('answers a public address from memory until its max-age has passed', async () => {
    let time = 0
    const { fetchFn, calls } = api({ 'cache-control': 'public, max-age=60' })
    const cached = publicResponseCache(fetchFn, { now: () => time })
    const first = await (await cached('http://api/shop/categories')).json()
    time = 59_000
    const second = await (await cached('http://api/shop/categories')).json()
    expect(second).toEqual(first)
    expect(calls).toHaveLength(1)
    time = 60_001
    expect(await (await cached('http://api/shop/categories')).json()).toEqual({
      answer: 2,
    })
    expect(calls).toHaveLength(2)
  })

  it('sends one request for renders that ask at once after it expired', async () => {
    let time = 0
    const { fetchFn, calls } = api({ 'cache-control': 'public, max-age=5' })
    const cached = publicResponseCache(fetchFn, { now: () => time })
    await cached('http://api/app-config')
    time = 10_000
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        cached('http://api/app-config').then((r) => r.json()),
      ),
    )
    expect(answers).toEqual([{ answer: 2 }, { answer: 2 }, { answer: 2 }])
    expect(calls).toHaveLength(2)
  })

  it('always asks the API for personal answers, cookies, failures and writes', async () => {
    for (const [headers, status] of [
      [{ 'cache-control': 'private, no-store' }, 200],
      [{}, 200],
      [{ 'cache-control': 'public, max-age=60', 'set-cookie': 'a=b' }, 200],
      [{ 'cache-control': 'public, max-age=60' }, 404],
    ] as const) {
      const { fetchFn, calls } = api(headers, status)
      const cached = publicResponseCache(fetchFn)
      await cached('http://api/_auth/session')
      const second = await cached('http://api/_auth/session')
      expect(await second.json()).toEqual({ answer: 2 })
      expect(calls).toHaveLength(2)
    }
    const { fetchFn, calls } = api({ 'cache-control': 'public, max-age=60' })
    const cached = publicResponseCache(fetchFn)
    await cached('http://api/shop/cart/add', { method: 'POST' })
    await cached('http://api/shop/cart/add', { method: 'POST' })
    expect(calls).toEqual([
      'POST http://api/shop/cart/add',
      'POST http://api/shop/cart/add',
    ])
  })

  it('keeps at most maxEntries addresses', async () => {
    const { fetchFn, calls } = api({ 'cache-control': 'public, max-age=60' })
    const cached = publicResponseCache(fetchFn, { maxEntries: 2 })
    for (const path of ['a', 'b', 'c', 'a']) await cached(`http://api/${path}`)
    expect(calls).toHaveLength(4)
  })
})
