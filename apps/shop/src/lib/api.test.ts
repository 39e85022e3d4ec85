import { describe, expect, it } from 'vitest'
import { ApiError, createApi, retryTransient } from './api'

describe('retryTransient', () => {
  it('asks once more when the API was unreachable or failed', () => {
    expect(retryTransient(0, new ApiError(0, 'Network request failed'))).toBe(
      true,
    )
    expect(retryTransient(0, new ApiError(503, 'Unavailable'))).toBe(true)
    expect(retryTransient(1, new ApiError(503, 'Unavailable'))).toBe(false)
  })

  it('does not ask again about a request the API refused or did not find', () => {
    for (const status of [400, 401, 404, 409, 429])
      expect(retryTransient(0, new ApiError(status, 'No'))).toBe(false)
    expect(retryTransient(0, new Error('a bug'))).toBe(false)
  })
})

describe('createApi during a server render', () => {
  /** An API that, like ours, refreshes a session presented without its access token. */
  function fakeApi() {
    const seen: string[] = []
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      const cookie = new Headers(init?.headers).get('cookie') ?? ''
      seen.push(cookie)
      await new Promise((resolve) => setTimeout(resolve, 10))
      const refreshes = !cookie.includes('shop_session=')
      return new Response('{}', {
        headers: refreshes
          ? [
              ['set-cookie', `shop_session=access${seen.length}; Path=/`],
              ['set-cookie', `shop_refresh=next${seen.length}; Path=/`],
            ]
          : [],
      })
    }
    return { seen, fetch: fetch }
  }

  it('refreshes once: calls made meanwhile wait and send the new session', async () => {
    const { seen, fetch } = fakeApi()
    const setCookies: string[] = []
    const api = createApi({
      baseUrl: 'http://api',
      cookie: 'shop_refresh=old; i18n_redirected=en',
      onSetCookie: (cookies) => setCookies.push(...cookies),
      fetch,
    })
    await Promise.all([
      api.get('/_auth/session'),
      api.get('/shop/cart/current'),
      api.get('/account/addresses'),
    ])
    expect(seen[0]).toBe('shop_refresh=old; i18n_redirected=en')
    expect(seen.slice(1)).toEqual([
      'i18n_redirected=en; shop_session=access1; shop_refresh=next1',
      'i18n_redirected=en; shop_session=access1; shop_refresh=next1',
    ])
    expect(setCookies).toHaveLength(2)
  })

  it('does not hold back the calls of a visitor without a session', async () => {
    const { seen, fetch } = fakeApi()
    const api = createApi({ baseUrl: 'http://api', cookie: null, fetch })
    const started = Promise.all([
      api.get('/shop/cart/current'),
      api.get('/account/addresses'),
    ])
    await new Promise((resolve) => setTimeout(resolve, 1))
    expect(seen).toHaveLength(2)
    await started
  })
})
