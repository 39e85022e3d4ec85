import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createCommerceClient, createContentClient } from './clients.js'
import { GraphQLRequestError, NetworkError } from './errors.js'
import {
  CartDocument,
  CategoriesDocument,
  OrderDocument,
} from './generated/commerce/graphql.js'
import type {
  CartQuery,
  CategoriesQuery,
} from './generated/commerce/graphql.js'
import { createGraphQLClient } from './graphql-client.js'
import type { TypedDocument } from './graphql-client.js'
import { retryDelay } from './retry.js'
import { cookieTokenStore, memoryTokenStore } from './token-cookie.js'

const ProductDocument =
  'query Product($id: ID!) { product(id: $id) { id name } }' as unknown as TypedDocument<
    { product: { id: string; name: string } | null },
    { id: string }
  >
const AddDocument =
  'mutation AddToCart($sku: String!) { addToCart(sku: $sku) { id } }' as unknown as TypedDocument<
    { addToCart: { id: string } },
    { sku: string }
  >

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

describe('createGraphQLClient', () => {
  it('posts operationName, variables and query to /graphql by default', async () => {
    const fetch = vi.fn(async () =>
      json({ data: { product: { id: '1', name: 'Nitrile gloves' } } }),
    )
    const client = createGraphQLClient({ fetch })
    const result = await client.request(ProductDocument, { id: '1' })
    expect(result.product?.name).toBe('Nitrile gloves')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/graphql')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      operationName: 'Product',
      variables: { id: '1' },
      query: String(ProductDocument),
    })
    expect(
      (init.headers as Record<string, string>).authorization,
    ).toBeUndefined()
  })

  it('sends the bearer token when one exists, and a per-call token wins', async () => {
    const fetch = vi.fn(async () => json({ data: { product: null } }))
    const client = createGraphQLClient({
      fetch,
      tokenStore: memoryTokenStore('stored'),
    })
    await client.request(ProductDocument, { id: '1' })
    await client.request(ProductDocument, { id: '1' }, { token: 'override' })
    const headers = fetch.mock.calls.map(
      (call) =>
        (call as unknown as [string, RequestInit])[1].headers as Record<
          string,
          string
        >,
    )
    expect(headers[0]?.authorization).toBe('Bearer stored')
    expect(headers[1]?.authorization).toBe('Bearer override')
  })

  it('uses GET for queries when configured, never for mutations', async () => {
    const fetch = vi.fn(async () =>
      json({ data: { product: null, addToCart: { id: '1' } } }),
    )
    const client = createGraphQLClient({
      fetch,
      endpoint: 'http://backend.test/graphql/content',
      useGetForQueries: true,
    })
    await client.request(ProductDocument, { id: '7' })
    await client.request(AddDocument, { sku: 'A' })
    const [getUrl, getInit] = fetch.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ]
    const url = new URL(getUrl)
    expect(getInit.method).toBe('GET')
    expect(url.searchParams.get('operationName')).toBe('Product')
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({
      id: '7',
    })
    expect(
      (fetch.mock.calls[1] as unknown as [string, RequestInit])[1].method,
    ).toBe('POST')
  })

  it('turns GraphQL errors into a typed error with the code', async () => {
    const fetch = vi.fn(async () =>
      json({
        errors: [
          { message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      }),
    )
    const error = await createGraphQLClient({ fetch })
      .request(ProductDocument, { id: '1' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GraphQLRequestError)
    expect((error as GraphQLRequestError).code).toBe('UNAUTHENTICATED')
    expect((error as GraphQLRequestError).message).toBe('Token expired')
  })

  it('reports a failing network as "Network request failed"', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(
      createGraphQLClient({ fetch }).request(ProductDocument, { id: '1' }),
    ).rejects.toThrow(new NetworkError('failed'))
  })

  it('reports a slow endpoint as "Network request timed out"', async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('timeout', 'TimeoutError')),
          ),
        ),
    )
    const client = createGraphQLClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      timeoutMs: 20,
    })
    await expect(client.request(ProductDocument, { id: '1' })).rejects.toThrow(
      'Network request timed out',
    )
  })

  it('reports a cancelled call as "Aborted"', async () => {
    const controller = new AbortController()
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    )
    const client = createGraphQLClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    const pending = client.request(
      ProductDocument,
      { id: '1' },
      { signal: controller.signal },
    )
    controller.abort()
    await expect(pending).rejects.toThrow('Aborted')
  })

  it('calls an operation without required variables with no variables argument', async () => {
    const fetch = vi.fn(async () => json({ data: { cart: null } }))
    const client = createGraphQLClient({
      fetch,
      endpoint: 'http://backend.test/graphql',
      useGetForQueries: true,
    })
    await client.request(CartDocument)
    await client.request(CategoriesDocument, undefined, { token: 'per-call' })
    const calls = fetch.mock.calls as unknown as [string, RequestInit][]
    expect(new URL(calls[0]![0]).searchParams.get('variables')).toBe('{}')
    expect(new URL(calls[1]![0]).searchParams.get('variables')).toBe('{}')
    expect((calls[1]![1].headers as Record<string, string>).authorization).toBe(
      'Bearer per-call',
    )
    await createGraphQLClient({ fetch }).request(CartDocument)
    const [, post] = fetch.mock.calls[2] as unknown as [string, RequestInit]
    expect(JSON.parse(String(post.body)).variables).toEqual({})
  })

  it('makes the variables optional exactly when none is required (checked by tsc)', () => {
    const client = createGraphQLClient({ fetch: vi.fn() })
    // Compile-time only: the calls are never made.
    const typeOnly = () => {
      expectTypeOf(
        client.request(CartDocument),
      ).resolves.toEqualTypeOf<CartQuery>()
      expectTypeOf(
        client.request(CategoriesDocument),
      ).resolves.toEqualTypeOf<CategoriesQuery>()
      void client.request(CategoriesDocument, { locale: 'en' })
      void client.request(CartDocument, {}, { token: 't' })
      void client.request(OrderDocument, { token: 'order' })
      // @ts-expect-error: `Order` requires its `token`.
      void client.request(OrderDocument)
      // @ts-expect-error: nor can the options take the variables' place.
      void client.request(OrderDocument, undefined, { token: 't' })
      // @ts-expect-error: `locale` is a string.
      void client.request(CategoriesDocument, { locale: 1 })
    }
    expect(typeOnly).toBeTypeOf('function')
  })

  it('names the two configured clients', () => {
    expect(createCommerceClient().name).toBe('commerce')
    expect(createContentClient({ endpoint: '/graphql/content' }).endpoint).toBe(
      '/graphql/content',
    )
  })
})

describe('cookieTokenStore', () => {
  it('keeps the token in a cookie named after the client for 7 days, Secure, SameSite Lax', () => {
    const writes: string[] = []
    const doc = {
      get cookie() {
        return 'other=1; commerce=abc%3D'
      },
      set cookie(value: string) {
        writes.push(value)
      },
    }
    const store = cookieTokenStore('commerce', doc)
    expect(store.get()).toBe('abc=')
    store.set('t=1')
    expect(writes[0]).toBe(
      'commerce=t%3D1; Max-Age=604800; Path=/; Secure; SameSite=Lax',
    )
    store.set(undefined)
    expect(writes[1]).toContain('Max-Age=0')
  })
})

describe('retryDelay', () => {
  it('backs off exponentially from 500 ms for at most 5 retries', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n))).toEqual([
      500,
      1000,
      2000,
      4000,
      8000,
      null,
    ])
  })
})
