import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Footer } from './footer.js'

const meta = {
  title: 'Page pieces/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The footer of every shop page: brand and tagline, the left and centre link groups of the app configuration, social links and the bottom row with the legal links. Links inside the shop go through `renderLink`.',
      },
    },
  },
  args: {
    brand: 'Practice Supply',
    tagline: 'Supplies for medical practices and clinics, delivered weekly.',
    groups: [
      {
        heading: 'Shop',
        links: [
          { label: 'Catalogue', href: '/en/shop' },
          { label: 'Quick order', href: '/en/shop/quick-order' },
        ],
      },
      {
        heading: 'Service',
        links: [
          { label: 'Delivery and returns', href: '/en/delivery' },
          { label: 'Contact', href: '/en/contact' },
        ],
      },
    ],
    contact: {
      heading: 'Customer support',
      content: (
        <address>
          <a href="tel:5550100199">(555) 010-0199</a>
          <br />
          Monday to Friday, 8 am to 6 pm
        </address>
      ),
    },
    social: {
      heading: 'Follow us',
      links: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/' }],
    },
    bottomLinks: [
      { label: 'Imprint', href: '/en/imprint' },
      { label: 'Privacy', href: '/en/privacy' },
      { label: 'Terms', href: '/en/terms' },
    ],
    bottomLabel: 'Legal',
    copyright: '© 2026 Practice Supply',
  },
} satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument()
    await expect(
      canvas.getByRole('link', { name: '(555) 010-0199' }),
    ).toHaveAttribute('href', 'tel:5550100199')
    await expect(
      canvas.getByRole('link', { name: 'LinkedIn' }),
    ).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(
      within(canvas.getByRole('list', { name: 'Legal' })).getAllByRole('link'),
    ).toHaveLength(3)
  },
}
export const WithoutSocialLinks: Story = { args: { social: undefined } }
