import { describe, expect, expectTypeOf, it } from 'vitest'
import { ApiError, apiFileHref, createApiClient } from './client.js'
import type { ApiAnswer } from './contract.js'
import * as contract from './index.js'

function recording(answer: unknown = {}) {
  const sent: { method: string; path: string; body: unknown }[] = []
  const api = createApiClient({
    request: async (method, path, body) => {
      sent.push({ method, path, body })
      return answer
    },
  })
  return { api, sent }
}

describe('createApiClient', () => {
  it('fills path parameters, encodes the query and leaves out what is undefined', async () => {
    const { api, sent } = recording()
    await api.get('/shop/categories/:id/products', {
      params: { id: 'gloves & more' },
      query: { locale: 'en_US', page: 2, attributeIds: undefined },
    })
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/shop/categories/gloves%20%26%20more/products?locale=en_US&page=2',
        body: undefined,
      },
    ])
  })

  it('posts the body, and an empty object for a call without one', async () => {
    const { api, sent } = recording()
    await api.post('/shop/cart/add', { body: { productId: 12 } })
    await api.post('/shop/payment/create-setup-intent')
    await api.delete('/_auth/session')
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/shop/cart/add', { productId: 12 }],
      ['POST', '/shop/payment/create-setup-intent', {}],
      ['DELETE', '/_auth/session', {}],
    ])
  })

  it('answers what the transport answered, typed by the call', async () => {
    const { api } = recording({ cart: { token: 'c1' } })
    const answer = await api.get('/shop/cart/current')
    expect(answer.cart.token).toBe('c1')
    expectTypeOf(answer).toEqualTypeOf<ApiAnswer<'GET /shop/cart/current'>>()
    expectTypeOf<
      (typeof answer)['cart']['items'][number]['product']['sku']
    >().toBeString()
  })

  it('lets the transport’s ApiError through to the caller', async () => {
    const api = createApiClient({
      request: () =>
        Promise.reject(
          new ApiError(400, 'Bad', [
            { propertyPath: 'q', message: 'Too long' },
          ]),
        ),
    })
    await expect(
      api.get('/shop/search', { query: { q: 'x' } }),
    ).rejects.toMatchObject({
      status: 400,
      violations: [{ propertyPath: 'q', message: 'Too long' }],
    })
  })

  it('refuses at compile time what the contract does not have', () => {
    const { api } = recording()
    const never = () => {
      // @ts-expect-error: no such call
      void api.get('/shop/carts')
      // @ts-expect-error: a path parameter is missing
      void api.get('/shop/products/:id')
      // @ts-expect-error: the body's productId is a number or a numeric string
      void api.post('/shop/cart/add', { body: { productId: true } })
      // @ts-expect-error: answers only have their call's fields
      void api.get('/shop/cart/current').then((answer) => answer.order)
      // @ts-expect-error: a file call is a link (apiFileHref), not a JSON call
      void api.get('/account/orders/:token/invoice.pdf', {
        params: { token: 't' },
      })
      // @ts-expect-error: a JSON call has no file address
      apiFileHref('/account/order', {})
      // @ts-expect-error: the path parameter is missing
      apiFileHref('/account/orders/:token/invoice.pdf', {})
    }
    expect(never).toBeTypeOf('function')
  })
})

describe('apiFileHref', () => {
  it('answers the address of a file call below /api, its parameters encoded', () => {
    expect(
      apiFileHref('/account/orders/:token/invoice.pdf', { token: 'a/b c' }),
    ).toBe('/api/account/orders/a%2Fb%20c/invoice.pdf')
    expectTypeOf<
      ApiAnswer<'GET /account/orders/:token/invoice.pdf'>
    >().toBeNever()
  })

  it('ends a parameter at a dot and appends a query', () => {
    expect(
      apiFileHref('/account/credit-notes/:number.pdf', { number: 'CN-000001' }),
    ).toBe('/api/account/credit-notes/CN-000001.pdf')
    expect(
      apiFileHref('/account/statement.pdf', {}, { month: '2026-10' }),
    ).toBe('/api/account/statement.pdf?month=2026-10')
  })
})

describe('the contract', () => {
  it('has a summary and a response schema or a file type for every call', () => {
    const calls = Object.entries(
      contract.apiCalls as Record<string, contract.CallDefinition>,
    )
    expect(calls.length).toBeGreaterThan(40)
    for (const [key, call] of calls) {
      expect(key).toMatch(/^(GET|POST|DELETE) \/[a-z_/:-]+(\.pdf)?$/)
      expect(call.summary.length).toBeGreaterThan(10)
      if (call.produces) {
        // A file is fetched by a link: a GET that nobody else may share.
        expect(key).toMatch(/^GET /)
        expect(call.publicSeconds).toBeUndefined()
      } else expect(call.response.safeParse(undefined).success).toBe(false)
    }
  })

  it('checks answers strictly: a field the contract does not describe is refused', () => {
    const intent =
      contract.apiCalls['POST /shop/payment/create-payment-intent'].response
    const answer = {
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret',
      status: 'requires_confirmation',
      requiresAction: false,
    }
    expect(intent.safeParse(answer).success).toBe(true)
    expect(
      intent.safeParse({ ...answer, customerEmail: 'a@b.c' }).success,
    ).toBe(false)
  })
})
