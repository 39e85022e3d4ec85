import { Link } from '@tanstack/react-router'

interface ErrorPageProps {
  /** HTTP status; 404 shows the page-not-found page, anything else the server-error page. */
  status: number
  message?: string
}

/** The error page of spec sections 2 and 8: 404 → page not found, otherwise server error. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const notFound = status === 404
  return (
    <main className="error-page">
      <p className="error-page__status">{status}</p>
      <h1>
        {message ?? (notFound ? 'Page Not Found' : 'Internal Server Error')}
      </h1>
      <p>
        {notFound
          ? 'The page you are looking for does not exist or has moved.'
          : 'Something went wrong on our side. Please try again in a moment.'}
      </p>
      <Link to="/en">Back to the shop</Link>
    </main>
  )
}

/** Shown for any unmatched path. */
export function NotFoundPage() {
  return <ErrorPage status={404} />
}
