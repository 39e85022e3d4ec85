import { createFileRoute } from '@tanstack/react-router'
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
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: ErrorRoute,
})

function ErrorRoute() {
  const { status, message } = Route.useSearch()
  return <ErrorPage status={status ?? 500} message={message} />
}
