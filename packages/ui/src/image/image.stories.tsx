import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Image } from './image.js'

const svg = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${fill}"/><text x="200" y="210" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#17212b">${label}</text></svg>`,
  )}`

const meta = {
  title: 'Commerce/Image',
  component: Image,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Every product, cart, hero and lot image goes through `Image`. The named `size` (`cart-item` 96², `product-overview` 400², `product-stage` 800², `configure-hero` 1200×480, `auth-overlay` 800×1000, `lot-number-preview` 160²) sets width and height, so the page does not shift while images load. Images load lazily unless `priority` is set (the first row of a grid, a product stage). When an image fails, `fallbackSrc` is shown instead.',
      },
    },
  },
  args: {
    src: svg('#dbeef3', 'Nitrile gloves'),
    alt: 'Nitrile examination gloves, box of 100',
    size: 'product-overview',
    style: { width: 200, height: 'auto' },
  },
} satisfies Meta<typeof Image>
export default meta
type Story = StoryObj<typeof meta>

export const ProductOverview: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAttribute('width', '400')
    await expect(image).toHaveAttribute('height', '400')
    await expect(image).toHaveAttribute('loading', 'lazy')
  },
}
export const CartItem: Story = {
  args: { size: 'cart-item', style: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute(
      'width',
      '96',
    )
  },
}
export const AboveTheFold: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
  },
}
export const FailedWithFallback: Story = {
  args: {
    src: '/missing-image.png',
    fallbackSrc: svg('#eef3f6', 'No image'),
    alt: 'Product image not available',
    priority: true,
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await waitFor(() =>
      expect(image.getAttribute('src')).toMatch(/^data:image\/svg/),
    )
  },
}
