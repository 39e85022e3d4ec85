import { useT } from '@shop/i18n/react'
import { ErrorPage as UiErrorPage, Link as UiLink } from '@shop/ui'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { errorStatus } from '#lib/page-errors'
import { reloadForChunkError } from '#lib/reload-guard'
import { SupportContact } from '#components/support-contact'

// What each status tells the buyer: a 503 (a busy or stopped backend) is worth another try in a
// moment, which "Internal Server Error" does not say. Every other status is a server error.
const MESSAGES = {
  404: { title: 'error.notFound', hint: 'error.notFoundHint' },
  503: { title: 'error.unavailable', hint: 'error.unavailableHint' },
  500: { title: 'error.server', hint: 'error.serverHint' },
} as const

interface ErrorPageProps {
  /** HTTP status: 404 page not found, 503 unavailable, anything else server error. */
  status: number
  message?: string
}

/** The error page of spec sections 2 and 8: 404 → page not found, 503 → unavailable, otherwise server error. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const t = useT()
  const messages =
    status === 404 || status === 503 ? MESSAGES[status] : MESSAGES[500]
  // A server error names the request it failed in, so support can find it in the logs.
  const requestId = useRouter().options.context.requestId
  return (
    <UiErrorPage
      status={status}
      title={message ?? t(messages.title)}
      hint={t(messages.hint)}
      reference={
        status >= 500 && requestId
          ? { label: t('error.reference'), id: requestId }
          : undefined
      }
      action={
        <>
          <UiLink as={Link} to="/en" variant="primary">
            {t('error.backHome')}
          </UiLink>
          {/* The configured contact when the content cannot be reached (the page's own error). */}
          <SupportContact lead={t('support.error')} />
        </>
      }
    />
  )
}

/**
 * The 404 page. A route that refused its path passes its message (`Page Not Found: {full path}`);
 * an unmatched path reads `Page not found: {path}` (spec sections 2 and 8).
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const message = (data as { message?: unknown } | undefined)?.message
  return (
    <ErrorPage
      status={404}
      message={
        typeof message === 'string' ? message : `Page not found: ${pathname}`
      }
    />
  )
}

/**
 * A route's fatal or unhandled error: the error page for its status. A missing chunk (a new
 * deployment) reloads the page instead, at most once in 10 seconds (spec section 8).
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    reloadForChunkError(error, {
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
    })
  }, [error])
  return <ErrorPage status={errorStatus(error)} />
}
