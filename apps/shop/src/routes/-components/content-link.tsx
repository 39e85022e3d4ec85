import type { RenderLink } from '@shop/ui'
import { Link } from '@tanstack/react-router'

/**
 * A link that comes from the content endpoint (the footer's groups, the home page's teasers).
 * One inside the shop goes through the router: a protected page then opens the login modal and
 * is remembered, instead of reloading the document into the login page (spec section 2). A link
 * to another site stays a plain link.
 */
export const ContentLink: RenderLink = ({ href, children, ...rest }) =>
  href.startsWith('/') && !href.startsWith('//') ? (
    // The router follows `href` whole (a query included); `to` names the same path for typing.
    <Link to={href} href={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  )
