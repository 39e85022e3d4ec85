import type { ReactNode } from 'react'

export interface ErrorPageProps {
  /** The HTTP status, shown large: 404, 500, 503. */
  status: number
  title: ReactNode
  hint?: ReactNode
  /** The way out, e.g. a link home. */
  action?: ReactNode
  /**
   * What support can find the failure by (a server error's request id), after its label: shown
   * whole on a phone too, and selected with one click to copy.
   */
  reference?: { label: ReactNode; id: string }
}

/**
 * The page-not-found and server-error pages: status, what happened, and the way out. It renders
 * the page's `main` landmark and its `h1`.
 *
 * @example
 * <ErrorPage status={404} title="Page not found: /en/nowhere" hint="Check the address." action={<a href="/en">Back to the shop</a>} />
 * <ErrorPage status={503} title="Service unavailable" reference={{ label: 'Support reference:', id: '4f1c…' }} />
 */
export function ErrorPage({
  status,
  title,
  hint,
  action,
  reference,
}: ErrorPageProps) {
  return (
    <main className="ui-error-page">
      <p className="ui-error-page__status">{status}</p>
      <h1>{title}</h1>
      {hint ? <p>{hint}</p> : null}
      {reference ? (
        <p className="ui-error-page__reference">
          {reference.label} <code>{reference.id}</code>
        </p>
      ) : null}
      {action}
    </main>
  )
}
