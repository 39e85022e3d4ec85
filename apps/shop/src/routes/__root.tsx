import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import type { RouterContext } from '../router'
import { NotFoundPage } from './-components/error-pages'
import { I18nProvider } from '@shop/i18n/react'
import '@shop/ui/styles.css'
import '../app.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Clinic Supply Shop' },
      {
        name: 'description',
        content:
          'Order medical supplies for your practice or clinic: gloves, syringes, wound care and more.',
      },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  notFoundComponent: NotFoundPage,
  component: RootDocument,
})

function RootDocument() {
  const { assets } = Route.useRouteContext()
  useEffect(() => {
    // A signal for tests and monitoring that the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="en">
      <head>
        <HeadContent />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} data-entry="" />
        ))}
      </head>
      <body>
        <I18nProvider locale="en">
          <Outlet />
        </I18nProvider>
        <Scripts />
        {assets.preamble ? (
          <script
            type="module"
            dangerouslySetInnerHTML={{ __html: assets.preamble }}
          />
        ) : null}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} data-entry="" />
        ))}
      </body>
    </html>
  )
}
