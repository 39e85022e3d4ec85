import type { ReactNode } from 'react'

export interface BadgeProps {
  /** `neutral` for attributes and labels, `accent` for a recommendation, the rest for states. */
  tone?: 'neutral' | 'accent' | 'warning' | 'danger'
  children: ReactNode
}

/**
 * A short label: a product attribute, "Default shipping", an order's status.
 *
 * @example
 * <Badge tone="warning">Awaiting payment</Badge>
 */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span
      className={tone === 'neutral' ? 'ui-badge' : `ui-badge ui-badge--${tone}`}
    >
      {children}
    </span>
  )
}
