import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react'

/** How a component renders a link: an `<a>` by default, or a router's link component. */
export type RenderLink = (link: {
  href: string
  children: ReactNode
  className?: string
  'aria-current'?: 'page'
  'aria-label'?: string
}) => ReactNode

export const plainLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

const VARIANT_CLASS = {
  inline: 'ui-link',
  subtle: 'ui-link ui-link--subtle',
  primary: 'ui-button ui-button--primary',
  secondary: 'ui-button ui-button--secondary',
} as const

export type LinkProps<C extends ElementType = 'a'> = {
  /** The element or component to render: `a` by default, or a router's link component. */
  as?: C
  /** `inline` text link, `subtle` (navigation, footers), or a link that looks like a button. */
  variant?: keyof typeof VARIANT_CLASS
  /** For a link that looks like a button: `small` in dense places (overlays, table rows). */
  size?: 'medium' | 'small'
} & Omit<ComponentPropsWithoutRef<C>, 'as'>

/**
 * A link styled by the design system. Pass the router's link component as `as` and its own props
 * (`to`, `params`, …) go through untouched; or make a router link of it (TanStack Router's
 * `createLink(Link)`), which renders this link with the router's typed `to`.
 *
 * @example
 * <Link as={RouterLink} to="/en/shop/cart" variant="primary">Go to cart</Link>
 */
export function Link<C extends ElementType = 'a'>({
  as,
  variant = 'inline',
  size = 'medium',
  className,
  ...rest
}: LinkProps<C>) {
  const Component: ElementType = as ?? 'a'
  const small = size === 'small' && variant !== 'inline' && variant !== 'subtle'
  const classes = small
    ? `${VARIANT_CLASS[variant]} ui-button--small`
    : VARIANT_CLASS[variant]
  return (
    <Component
      {...rest}
      className={className ? `${classes} ${className}` : classes}
    />
  )
}
