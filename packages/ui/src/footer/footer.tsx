import type { ReactNode } from 'react'
import { plainLink } from '../link/link.js'
import type { RenderLink } from '../link/link.js'

export interface FooterLink {
  label: string
  href: string
}

export interface FooterProps {
  brand: ReactNode
  tagline?: ReactNode
  /** The left and centre link groups; each may carry a heading. */
  groups: readonly { heading?: string; links: readonly FooterLink[] }[]
  /** How to reach the shop (phone, e-mail, hours) under its heading, a column of its own. */
  contact?: { heading: string; content: ReactNode }
  /** Social media links under their heading; they open the other site. */
  social?: { heading: string; links: readonly FooterLink[] }
  /** The bottom row's links (imprint, privacy, terms). */
  bottomLinks?: readonly FooterLink[]
  /** Names the bottom links for screen readers, e.g. "Legal". */
  bottomLabel?: string
  copyright: ReactNode
  /** For links inside the shop; social links are always plain links. */
  renderLink?: RenderLink
}

/**
 * The shop's footer: brand and tagline, the link groups, the contact, social links and the
 * bottom row.
 *
 * @example
 * <Footer brand="Practice Supply" groups={[{ links: config.footerLinks.left }]} copyright="© 2026" />
 */
export function Footer({
  brand,
  tagline,
  groups,
  contact,
  social,
  bottomLinks = [],
  bottomLabel,
  copyright,
  renderLink = plainLink,
}: FooterProps) {
  return (
    <footer className="ui-footer">
      <div className="ui-footer__groups">
        <div>
          <p className="ui-footer__brand">{brand}</p>
          {tagline ? <p>{tagline}</p> : null}
        </div>
        {groups.map((group, i) => (
          <div key={group.heading ?? i}>
            {group.heading ? (
              <p className="ui-footer__heading">{group.heading}</p>
            ) : null}
            <ul className="ui-footer__links">
              {group.links.map((link) => (
                <li key={link.href + link.label}>
                  {renderLink({ href: link.href, children: link.label })}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {contact ? (
          <div>
            <p className="ui-footer__heading">{contact.heading}</p>
            {contact.content}
          </div>
        ) : null}
        {social ? (
          <div>
            <p className="ui-footer__heading">{social.heading}</p>
            <ul className="ui-footer__links">
              {social.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="ui-footer__bottom">
        <span>{copyright}</span>
        {bottomLinks.length ? (
          <ul className="ui-footer__inline" aria-label={bottomLabel}>
            {bottomLinks.map((link) => (
              <li key={link.href + link.label}>
                {renderLink({ href: link.href, children: link.label })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  )
}
