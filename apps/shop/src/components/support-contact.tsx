import type { ReactNode } from 'react'
import { useSupportContact } from '#lib/support-contact'

/** A phone number as a `tel:` link dials it: digits and a leading plus only. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '')

/**
 * The distributor's support contact (phone, e-mail, hours), after `lead` if given: one per line
 * in the footer, one run of text in a banner or on an error page. Nothing when none is known.
 */
export function SupportContact({
  lead,
  layout = 'inline',
}: {
  lead?: ReactNode
  layout?: 'inline' | 'lines'
}) {
  const contact = useSupportContact()
  if (!contact) return null
  return (
    <address className={`support-contact support-contact--${layout}`}>
      {lead ? <span className="support-contact__lead">{lead}</span> : null}
      <a href={`tel:${dialable(contact.phone)}`}>{contact.phone}</a>
      <a href={`mailto:${contact.email}`}>{contact.email}</a>
      <span>{contact.hours}</span>
    </address>
  )
}
