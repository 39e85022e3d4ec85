import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Breadcrumbs } from './breadcrumbs.js'

const meta = {
  title: 'Page pieces/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where a page sits in the catalogue. Every level is a link except the current page, which screen readers announce as current. In an app, pass `renderLink` to use the router’s link component.',
      },
    },
  },
  args: {
    label: 'Breadcrumbs',
    items: [
      { label: 'Shop', href: '/en/shop' },
      { label: 'Examination & protection', href: '/en/shop/protection' },
      { label: 'Gloves', href: '/en/shop/protection/gloves' },
      {
        label: 'Examination gloves',
        href: '/en/shop/protection/gloves/examination-gloves',
      },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>
export default meta
type Story = StoryObj<typeof meta>

export const CategoryPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: 'Breadcrumbs',
    })
    await expect(within(nav).getAllByRole('link')).toHaveLength(3)
    await expect(within(nav).getByText('Examination gloves')).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
export const LastIsLink: Story = { args: { lastIsLink: true } }
export const LongNames: Story = {
  args: {
    items: [
      { label: 'Shop', href: '/en/shop' },
      {
        label: 'Hygiene, disinfection and infection prevention for practices',
        href: '/en/shop/hygiene',
      },
      {
        label:
          'Surface disinfectant wipes, alcohol-free, for sensitive surfaces',
        href: '/en/shop/hygiene/wipes',
      },
    ],
  },
}
