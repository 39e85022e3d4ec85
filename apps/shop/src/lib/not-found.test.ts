import { createApiClient } from '@shop/commerce-client'
import { QueryClient } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { Route as CategoryRoute } from '../routes/en/_layout/shop/$'
import { Route as OrderRoute } from '../routes/en/_layout/shop/account/orders_.$token'
import { Route as ConfirmationRoute } from '../routes/en/_layout/shop/checkout/confirmation/$'
import { Route as ProductRoute } from '../routes/en/_layout/shop/products/$'
import { ApiError } from './api'
import type { Api } from './api'
import { orNotFound } from './not-found'

// What the API client throws for a timeout (status 0), an unavailable backend and a bug.
const FAILURES = [
  new ApiError(0, 'Network request timed out'),
  new ApiError(503, 'The shop is temporarily unavailable.'),
  new ApiError(500, 'Something went wrong.'),
  new TypeError('a bug'),
]

describe('orNotFound', () => {
  it('passes the data through', async () => {
    expect(await orNotFound(Promise.resolve({ id: 1 }), '/en/x')).toEqual({
      id: 1,
    })
  })

  it('makes a 404 answer the page’s “not found”', async () => {
    const thrown = await orNotFound(
      Promise.reject(new ApiError(404, 'The product was not found.')),
      '/en/shop/products/7',
    ).catch((error: unknown) => error)
    expect(isNotFound(thrown)).toBe(true)
    expect(thrown).toMatchObject({
      data: { message: 'Page Not Found: /en/shop/products/7' },
    })
  })

  it('makes a 400 refusing the address’s identifier “not found” too', async () => {
    const thrown = await orNotFound(
      Promise.reject(new ApiError(400, 'The request is not valid.')),
      '/en/shop/account/orders/%00',
    ).catch((error: unknown) => error)
    expect(isNotFound(thrown)).toBe(true)
  })

  it.each(FAILURES)('rethrows anything else as it is: %s', async (failure) => {
    await expect(orNotFound(Promise.reject(failure), '/en/x')).rejects.toBe(
      failure,
    )
  })
})

describe('the loaders of product, category, order and confirmation pages', () => {
  // Each loader with the params of its page; they only read what they need.
  const LOADERS = [
    { name: 'product', route: ProductRoute, params: { _splat: '7' } },
    { name: 'category', route: CategoryRoute, params: { _splat: 'gloves' } },
    { name: 'order', route: OrderRoute, params: { token: 'abc' } },
    {
      name: 'confirmation',
      route: ConfirmationRoute,
      params: { _splat: 'abc' },
    },
  ]

  const load = (
    { route, params }: (typeof LOADERS)[number],
    failure: unknown,
  ) => {
    const api: Api = createApiClient({
      request: () => Promise.reject(failure),
    })
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    })
    const loader = route.options.loader as (args: unknown) => Promise<unknown>
    return loader({
      context: { api, queryClient },
      params,
      deps: { attrs: '', page: 1 },
      location: { pathname: '/en/shop/page' },
    }).catch((error: unknown) => error)
  }

  it.each(LOADERS)('$name: a 404 answer is “not found”', async (page) => {
    expect(isNotFound(await load(page, new ApiError(404, 'gone')))).toBe(true)
  })

  it.each(LOADERS)(
    '$name: a timeout, 503 or 500 is the error it is',
    async (page) => {
      for (const failure of FAILURES)
        expect(await load(page, failure)).toBe(failure)
    },
  )
})
