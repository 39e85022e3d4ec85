import { createFileRoute } from '@tanstack/react-router'
import { SHOP_NAME } from '#lib/route-meta'
import { ErrorPage } from '../-components/error-pages'

interface ErrorSearch {
  status?: number
  message?: string
}

// The error page has no shop layout; its look depends on the status (spec section 2).
export const Route = createFileRoute('/en/error')({
  validateSearch: (search: Record<string, unknown>): ErrorSearch => ({
    status: Number.isInteger(Number(search.status))
      ? Number(search.status)
      : undefined,
    message:
      typeof search.message === 'string'
        ? search.message.slice(0, 200)
        : undefined,
  }),
  loaderDeps: ({ search }) => ({ status: search.status }),
  // The page answers with the status it shows (500 unless an error status is asked for), so no
  // cache or crawler takes an error page for a page that worked.
  loader: ({ deps }) => ({
    httpStatus:
      deps.status !== undefined && deps.status >= 400 && deps.status < 600
        ? deps.status
        : 500,
  }),
  head: ({ loaderData }) => ({
    meta: [
      {
        title:
          loaderData?.httpStatus === 404
            ? `Page not found · ${SHOP_NAME}`
            : `Something went wrong · ${SHOP_NAME}`,
      },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: ErrorRoute,
})

function ErrorRoute() {
  const { message } = Route.useSearch()
  const { httpStatus } = Route.useLoaderData()
  return <ErrorPage status={httpStatus} message={message} />
}
