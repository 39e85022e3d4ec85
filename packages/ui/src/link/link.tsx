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
} & Omit<ComponentPropsWithoutRef<C>, 'as'>

/**
 * A link styled by the design system. Pass the router's link component as `as` and its own props
 * (`to`, `params`, …) go through untouched.
 *
 * @example
 * <Link as={RouterLink} to="/en/shop/cart" variant="primary">Go to cart</Link>
 */
export function Link<C extends ElementType = 'a'>({
  as,
  variant = 'inline',
  className,
  ...rest
}: LinkProps<C>) {
  const Component: ElementType = as ?? 'a'
  const classes = VARIANT_CLASS[variant]
  return (
    <Component
      {...rest}
      className={className ? `${classes} ${className}` : classes}
    />
  )
}
