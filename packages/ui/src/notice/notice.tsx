import type { ReactNode } from 'react'

export interface NoticeProps {
  /** `danger` for what must be acted on (a recall), `warning` for what soon must, `info` for the rest. */
  tone?: 'info' | 'warning' | 'danger'
  /**
   * Names the notice as a region of the page, e.g. "Recall notice": for a notice that stands on
   * its own at the top of a page. Leave it out for a notice inside what it is about (a list item).
   */
  label?: string
  /** The notice's first, bold line. */
  title?: ReactNode
  /** Further text, e.g. what to do. */
  children?: ReactNode
  /** Links and buttons that act on it; they wrap below the text on a narrow screen. */
  actions?: ReactNode
}

/**
 * A message that stays in the page until what it says is dealt with, in the flow of the page
 * (never over it) and not announced as an alert: a recall at the top of every page, an expiring
 * lot. Use a `Toast` for what just happened.
 *
 * @example
 * <Notice tone="danger" label="Recall notice" title="Recall: lot L-2291 of Nitrile gloves"
 *   actions={<Button size="small">Acknowledge</Button>} />
 */
export function Notice({
  tone = 'info',
  label,
  title,
  children,
  actions,
}: NoticeProps) {
  const Element = label ? 'section' : 'div'
  return (
    <Element aria-label={label} className={`ui-notice ui-notice--${tone}`}>
      <div className="ui-notice__text">
        {title ? <p className="ui-notice__title">{title}</p> : null}
        {children}
      </div>
      {actions ? <div className="ui-notice__actions">{actions}</div> : null}
    </Element>
  )
}
