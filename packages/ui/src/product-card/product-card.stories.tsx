import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../button/button.js'
import { Price } from '../price/price.js'
import { ProductCard, ProductGrid } from './product-card.js'

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    minor / 100,
  )
const image = (fill: string) => ({
  src: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${fill}"/><rect x="120" y="90" width="160" height="220" rx="18" fill="#ffffff" opacity="0.8"/></svg>`,
  )}`,
  width: 400,
  height: 400,
})

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A product in a listing. The name links to the product page when `href` is given (products without a SKU have no page); pass `renderLink` for the router’s link. Badges show the product’s attributes, with a swatch for colours. Put cards in a `ProductGrid`; give the first row `priority` so their images load at once.',
      },
    },
  },
  // One card at the width a grid column has; the grid story gets room for four.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.frameWidth as number) ?? 260 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Nitrile examination gloves, powder-free',
    href: '/en/shop/products/10-1001',
    image: image('#dbeef3'),
    meta: 'SKU 10-1001',
    badgesLabel: 'Attributes',
    badges: [
      { id: 'size-m', label: 'Size M' },
      { id: 'blue', label: 'Blue', color: '#1d4ed8' },
    ],
    price: <Price amount={1299} format={usd} suffix="net" />,
  },
} satisfies Meta<typeof ProductCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('link', {
        name: 'Nitrile examination gloves, powder-free',
      }),
    ).toHaveAttribute('href', '/en/shop/products/10-1001')
    await expect(
      within(canvas.getByRole('list', { name: 'Attributes' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2)
  },
}
export const WithoutProductPage: Story = {
  args: { href: undefined, meta: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="secondary" size="small">
        Add to cart
      </Button>
    ),
  },
}
export const LongName: Story = {
  args: {
    name: 'Surface disinfectant wipes, alcohol-free, for sensitive surfaces and medical devices, refill pack of 6 × 100',
    badges: [
      { id: 'a', label: 'Alcohol-free' },
      { id: 'b', label: 'Refill' },
      { id: 'c', label: '6 × 100 wipes' },
      { id: 'd', label: 'Green', color: '#15803d' },
    ],
  },
}

export const Grid: Story = {
  parameters: { frameWidth: 960 },
  render: (args) => (
    <ProductGrid label="4 products">
      {['#dbeef3', '#e3f4ec', '#fdf1dc', '#efe6fb'].map((fill, i) => (
        <ProductCard
          key={fill}
          {...args}
          image={image(fill)}
          priority={i < 2}
          meta={`SKU 10-100${i + 1}`}
        />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: '4 products' })
    await expect(grid.children).toHaveLength(4)
  },
}
