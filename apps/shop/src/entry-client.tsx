import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createApi } from './lib/api'
import { watchForNewBuild } from './lib/build-watch'
import {
  POPUP_NAME,
  refetchOnPopupSignIn,
  settlePopupSignIn,
} from './lib/popup-sign-in'
import { startPersonalRequest } from './lib/personal-request'
import { messagesQuery, sessionQuery } from './lib/queries'
import type { Messages } from './lib/queries'
import { reloadForChunkError } from './lib/reload-guard'
import { readSupportFallback } from './lib/support-contact'
import { createRouter } from './router'

// The server rendered the asset tags; read them back so the first client render matches.
const preamble =
  document.querySelector('script[data-preamble]')?.textContent ?? undefined
const assets = {
  preamble,
  inlineStyles:
    document.querySelector('style[data-entry]')?.textContent ?? undefined,
  scripts: Array.from(
    document.querySelectorAll<HTMLScriptElement>('script[data-entry]'),
    (s) => s.getAttribute('src') ?? '',
  ),
  styles: Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[data-entry]'),
    (l) => l.getAttribute('href') ?? '',
  ),
}
const api = createApi({ baseUrl: '/api' })
const root = document.documentElement
const messagesHref = root.dataset.messages
const router = createRouter({
  assets,
  api,
  siteUrl: root.dataset.siteUrl ?? window.location.origin,
  messagesHref,
  supportFallback: readSupportFallback(root.dataset.support),
})

// A chunk that fails to load (an old page after a deployment) reloads the page, at most once in 10 s.
const reloadOptions = {
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
}
window.addEventListener('vite:preloadError', (event) => {
  if (
    reloadForChunkError(
      (event as Event & { payload?: unknown }).payload,
      reloadOptions,
    )
  )
    event.preventDefault()
})
window.addEventListener('unhandledrejection', (event) => {
  reloadForChunkError(event.reason, reloadOptions)
})

// After a new deployment, the next navigation is a full page load of the new build.
watchForNewBuild({
  currentBuildId: __BUILD_ID__,
  onNewBuild: () => {
    router.subscribe('onBeforeNavigate', ({ toLocation }) =>
      window.location.assign(toLocation.href),
    )
  },
})

const { queryClient } = router.options.context

/**
 * The messages the page was rendered with: a versioned asset the page preloads (and the browser
 * keeps for a year), not data repeated in every page. Without them the root fetches them itself.
 */
async function loadMessages() {
  if (!messagesHref) return
  const messages = await fetch(messagesHref)
    .then((response) =>
      response.ok ? (response.json() as Promise<Messages>) : null,
    )
    .catch(() => null)
  if (messages) queryClient.setQueryData(messagesQuery(api).queryKey, messages)
}

// Hydration as a transition: React yields to the browser every few milliseconds instead of
// blocking input for the whole tree (Lighthouse's total blocking time).
void loadMessages().then(() =>
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />)
  }),
)

// A sign-in popup (spec section 4): another window changing the flag refetches this one's
// session; a page starting up clears the flag, and a popup nobody signed in to closes.
const refetchSession = () =>
  void queryClient
    // `all`: the session has no mounted observer; it is read in the root's beforeLoad.
    .invalidateQueries({
      queryKey: sessionQuery(api).queryKey,
      refetchType: 'all',
    })
    .then(() => router.invalidate())
refetchOnPopupSignIn(window, refetchSession)
// One personal request for the page (decision 028): the session below, the header's cart and
// the recall banner take their parts of it.
startPersonalRequest(queryClient, api)
void queryClient.ensureQueryData(sessionQuery(api)).then(
  (session) =>
    settlePopupSignIn({
      storage: window.localStorage,
      isPopup: window.name === POPUP_NAME,
      signedIn: Boolean(session.user),
      close: () => window.close(),
    }),
  // A session that could not be read settles nothing: not knowing is not signed out.
  () => undefined,
)
