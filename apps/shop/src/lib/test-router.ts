// Renders a component of the shop inside a router of its own, for component tests: the root's
// context (`api`, `queryClient`, `ui`, `user`, `signedIn`) as the shop's routes see it, the shop's
// messages, and a memory history whose location a test can read after a navigation.
import { EN_MESSAGES } from '@shop/i18n'
import { I18nMessagesProvider } from '@shop/i18n/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  parseSearchWith,
  stringifySearchWith,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { createElement } from 'react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { Api } from './api'
import { sessionQuery } from './queries'
import type { User } from './queries'
import type { SupportContact } from './support-contact'
import { createUiStore } from './ui-store'
import type { UiStore } from './ui-store'

/** A stand-in for the API client: every call is a mock the test answers. */
export function fakeApi() {
  return { get: vi.fn(), post: vi.fn(), delete: vi.fn() }
}

interface TestContext {
  api: Api
  queryClient: QueryClient
  supportFallback?: SupportContact
  requestId?: string
  ui: UiStore
}

export async function renderInRouter(
  component: () => ReactNode,
  {
    api,
    user = null,
    path = '/',
    supportFallback,
    requestId,
  }: {
    api: ReturnType<typeof fakeApi>
    user?: User | null
    path?: string
    /** The shop's configured support contact (`SUPPORT_*`). */
    supportFallback?: SupportContact
    /** The request the page was rendered for, as the shop server names it. */
    requestId?: string
  },
) {
  // jsdom has no scrolling; the router restores the scroll position after navigations.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  // The shop's root reads the session before any page; here it is known from the start.
  queryClient.setQueryData(sessionQuery(api as unknown as Api).queryKey, {
    ...(user ? { user } : {}),
  })
  const root = createRootRouteWithContext<TestContext>()({
    beforeLoad: ({ context }) => {
      const session = context.queryClient.getQueryData(
        sessionQuery(context.api).queryKey,
      )
      const current = session?.user ?? null
      return { user: current, signedIn: current !== null }
    },
    component: Outlet,
  })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component,
  })
  // Where a page leads afterwards: any other path renders nothing, and the test reads the location.
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => null,
  })
  const ui = createUiStore()
  const router = createRouter({
    routeTree: root.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { api, queryClient, supportFallback, requestId, ui },
    // As the shop's router writes search values (router.tsx).
    parseSearch: parseSearchWith(JSON.parse),
    stringifySearch: stringifySearchWith(JSON.stringify),
  })
  render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(I18nMessagesProvider, {
        messages: EN_MESSAGES,
        // The test's own router, not the shop's registered one.
        children: createElement(RouterProvider, { router } as never),
      }),
    ),
  )
  await router.load()
  return { router, queryClient, screen, ui }
}
