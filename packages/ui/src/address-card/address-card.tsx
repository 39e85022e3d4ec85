import type { ReactNode } from 'react'

export interface AddressCardProps {
  company?: string | null
  name: string
  /** The remaining lines in order, as the country writes them: e.g. "120 Maple Avenue", "Chicago, IL 60614", country. */
  lines: readonly string[]
  /** Labels such as "Default shipping", usually `Badge`s. */
  badges?: ReactNode
  /** Edit, delete and set-default buttons. */
  actions?: ReactNode
}

/**
 * A saved address as the buyer wrote it, with its defaults and actions.
 *
 * @example
 * <AddressCard company="Lakeside Practice" name="Dana Whitfield" lines={['12 Harbor Rd', '02110 Boston MA, US']}
 *   badges={<Badge>Default shipping</Badge>} actions={<Button size="small">Edit</Button>} />
 */
export function AddressCard({
  company,
  name,
  lines,
  badges,
  actions,
}: AddressCardProps) {
  return (
    <div className="ui-address-card">
      <address>
        {company ? (
          <>
            <strong>{company}</strong>
            <br />
          </>
        ) : null}
        {name}
        {lines.map((line, i) => (
          <span key={i}>
            <br />
            {line}
          </span>
        ))}
      </address>
      {badges ? <p className="ui-address-card__badges">{badges}</p> : null}
      {actions ? (
        <div className="ui-address-card__actions">{actions}</div>
      ) : null}
    </div>
  )
}
