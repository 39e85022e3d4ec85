import { useT } from '@shop/i18n/react'
import { Link } from '@tanstack/react-router'

interface ErrorPageProps {
  /** HTTP status; 404 shows the page-not-found page, anything else the server-error page. */
  status: number
  message?: string
}

/** The error page of spec sections 2 and 8: 404 → page not found, otherwise server error. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const t = useT()
  const notFound = status === 404
  return (
    <main className="error-page">
      <p className="error-page__status">{status}</p>
      <h1>{message ?? t(notFound ? 'error.notFound' : 'error.server')}</h1>
      <p>{t(notFound ? 'error.notFoundHint' : 'error.serverHint')}</p>
      <Link to="/en">{t('error.backHome')}</Link>
    </main>
  )
}

/** Shown for any unmatched path. */
export function NotFoundPage() {
  return <ErrorPage status={404} />
}
