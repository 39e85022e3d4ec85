import { Link as DesignLink } from '@shop/ui'
import type { LinkProps as DesignLinkProps } from '@shop/ui'
import { createLink } from '@tanstack/react-router'

/** The design system's anchor, for the router to render. */
function Anchor(props: DesignLinkProps<'a'>) {
  return <DesignLink {...props} />
}

/**
 * A router link drawn by the design system: `to`, `params` and `search` are the router's (typed),
 * `variant` and `size` are `@shop/ui`'s, so pages never spell the design system's class names.
 *
 * @example
 * <ButtonLink to="/en/shop/checkout" variant="primary">Go to checkout</ButtonLink>
 */
export const ButtonLink = createLink(Anchor)
