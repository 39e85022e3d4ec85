import type { ReactNode } from 'react'

export interface ErrorPageProps {
  /** The HTTP status, shown large: 404, 500, 503. */
  status: number
  title: ReactNode
  hint?: ReactNode
  /** The way out, e.g. a link home. */
  action?: ReactNode
}

/**
 * The page-not-found and server-error pages: status, what happened, and the way out. It renders
 * the page's `main` landmark and its `h1`.
 *
 * @example
 * <ErrorPage status={404} title="Page not found: /en/nowhere" hint="Check the address." action={<a href="/en">Back to the shop</a>} />
 */
export function ErrorPage({ status, title, hint, action }: ErrorPageProps) {
  return (
    <main className="ui-error-page">
      <p className="ui-error-page__status">{status}</p>
      <h1>{title}</h1>
      {hint ? <p>{hint}</p> : null}
      {action}
    </main>
  )
}
