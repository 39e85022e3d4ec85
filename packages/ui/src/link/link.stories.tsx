import type { Meta, StoryObj } from '@storybook/react-vite'
import { forwardRef } from 'react'
import type { AnchorHTMLAttributes } from 'react'
import { expect, within } from 'storybook/test'
import { Link } from './link.js'

/** Stands in for a router's link component: it takes `to` instead of `href`. */
const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function RouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} data-router-link="" {...rest}>
      {children}
    </a>
  )
})

const meta = {
  title: 'Actions and inputs/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Text links, quiet navigation links and links that look like buttons. In an app, pass the router’s link component as `as`; its props (`to`, `params`, `search`) pass through, so navigation stays client-side and typed.',
      },
    },
  },
  args: { href: '/en/shop', children: 'Browse the catalogue' },
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

export const Inline: Story = {}
export const Subtle: Story = { args: { variant: 'subtle' } }
export const LooksLikeAButton: Story = {
  args: { variant: 'primary', children: 'Go to checkout' },
}
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Continue shopping' },
}
export const WithARouterLink: Story = {
  render: () => (
    <Link as={RouterLink} to="/en/shop/cart" variant="primary">
      Go to cart
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to cart' })
    await expect(link).toHaveAttribute('href', '/en/shop/cart')
    await expect(link).toHaveAttribute('data-router-link')
    await expect(link).toHaveClass('ui-button--primary')
  },
}
