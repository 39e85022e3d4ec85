import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: ReactNode
  children?: ReactNode
  /** The way forward, e.g. a link back to the catalogue. */
  action?: ReactNode
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3
}

/**
 * What a list shows when it has nothing in it: what is missing and the way forward.
 *
 * @example
 * <EmptyState title="Your cart is empty." action={<a href="/en/shop">Browse the catalogue</a>} />
 */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="ui-empty">
      <Heading className="ui-empty__title">{title}</Heading>
      {children ? <p className="ui-empty__text">{children}</p> : null}
      {action}
    </section>
  )
}
