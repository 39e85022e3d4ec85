import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Route as Root } from '../routes/__root'
import { ApiError } from './api'
import type { Api } from './api'
import { startPersonalRequest } from './personal-request'
import { messagesQuery, sessionQuery } from './queries'
import type { User } from './queries'
import { fakeApi } from './test-router'
import { createUiStore } from './ui-store'

// After hydration the browser asks for the session again (a window that gets the focus back, the
// header of a page rendered for everyone). Only the API's `{}` means signed out: a request that
// failed (a busy backend's 503, no network) keeps what the page knew, or is an error to retry,
// never a signed-out buyer (as the server render's personal call, personal-failure.test.ts).

const buyer = {
  email: 'maya@northside-clinic.example',
  customer: { firstname: 'Maya' },
} as unknown as User

/** An API that is signed in but whose every call fails as a busy backend's does. */
function busyApi() {
  const fake = fakeApi()
  fake.get.mockRejectedValue(
    new ApiError(503, 'The shop is temporarily unavailable.'),
  )
  return { api: fake as unknown as Api, get: fake.get }
}

function browserQueryClient(api: Api) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  queryClient.setQueryData(messagesQuery(api).queryKey, {})
  return queryClient
}

/** A client navigation to a protected page of the live shop, through the root's guards. */
async function navigateToProtectedPage(queryClient: QueryClient, api: Api) {
  const ui = createUiStore()
  ui.getState().setCurrentHref('/en/shop')
  const beforeLoad = Root.options.beforeLoad as unknown as (
    options: unknown,
  ) => Promise<{ user: User | null; signedIn: boolean }>
  const result = await beforeLoad({
    context: { queryClient, api, ui },
    matches: [{ staticData: { requiresAuth: true } }],
    location: { href: '/en/shop/account/profile' },
    preload: false,
  }).catch((error: unknown) => ({ error }))
  return { result, loginModal: ui.getState().loginTarget }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a failed session request in the browser', () => {
  it('keeps the server-rendered session: the buyer stays signed in and reaches protected pages', async () => {
    const { api, get } = busyApi()
    const queryClient = browserQueryClient(api)
    // The session the server rendered with, hydrated, and stale by now.
    queryClient.setQueryData(
      sessionQuery(api).queryKey,
      { user: buyer },
      { updatedAt: Date.now() - 60_000 },
    )
    // The header reads the session (useSessionUser); the window gets the focus back, so the
    // session is asked for again, and the request fails.
    const header = new QueryObserver(queryClient, sessionQuery(api))
    const unsubscribe = header.subscribe(() => undefined)
    await header.refetch()
    unsubscribe()
    expect(get).toHaveBeenCalledWith('/_auth/session')
    const state = queryClient.getQueryState(sessionQuery(api).queryKey)
    expect(state?.status).toBe('error')
    expect(queryClient.getQueryData(sessionQuery(api).queryKey)).toEqual({
      user: buyer,
    })
    const { result, loginModal } = await navigateToProtectedPage(
      queryClient,
      api,
    )
    expect(result).toMatchObject({ user: buyer, signedIn: true })
    expect(loginModal).toBe(null)
  })

  it('is an error on a page that did not know the session, not the login modal', async () => {
    const { api, get } = busyApi()
    const queryClient = browserQueryClient(api)
    // The page's one personal request fails too, so the session query asks on its own.
    startPersonalRequest(queryClient, api)
    const { result, loginModal } = await navigateToProtectedPage(
      queryClient,
      api,
    )
    expect(isRedirect((result as { error?: unknown }).error)).toBe(false)
    expect(result).toEqual({ error: expect.any(ApiError) })
    expect(loginModal).toBe(null)
    expect(get).toHaveBeenCalledWith('/_auth/session')
    // Nothing signed-out was kept: the next request asks again.
    expect(queryClient.getQueryData(sessionQuery(api).queryKey)).toBe(undefined)
  })
})
