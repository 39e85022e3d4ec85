import type { ReactNode } from 'react'
import { plainLink } from '../link/link.js'
import type { RenderLink } from '../link/link.js'

export interface BreadcrumbItem {
  label: ReactNode
  /** Where the item leads; the last item is the current page and is not a link. */
  href: string
}

export interface BreadcrumbsProps {
  /** Names the navigation for screen readers, e.g. "Breadcrumbs". */
  label: string
  items: readonly BreadcrumbItem[]
  /** When true, the last item is a link as well (e.g. the configurator of a category). */
  lastIsLink?: boolean
  renderLink?: RenderLink
}

/**
 * Where the page sits in the catalogue: each level a link, the current page marked for screen
 * readers. Pass `renderLink` to use a router's link component.
 *
 * @example
 * <Breadcrumbs label="Breadcrumbs" items={[{ label: 'Shop', href: '/en/shop' }, { label: 'Gloves', href: '/en/shop/gloves' }]}
 *   renderLink={({ href, ...rest }) => <Link to={href} {...rest} />} />
 */
export function Breadcrumbs({
  label,
  items,
  lastIsLink = false,
  renderLink = plainLink,
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="ui-breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={item.href}>
            {i === items.length - 1 && !lastIsLink ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              renderLink({ href: item.href, children: item.label })
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
