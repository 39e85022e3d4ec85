import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Badge } from '../badge/badge.js'
import { IconButton } from '../icon-button/icon-button.js'
import { Price } from '../price/price.js'
import { QuantityStepper } from '../quantity-stepper/quantity-stepper.js'
import { CartLine } from './cart-line.js'

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    minor / 100,
  )
const src = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#dbeef3"/></svg>',
)}`
const onRemove = fn()

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One line of the cart page and the cart overlay (`compact`): the `cart-item` image, the name linking to the product, SKU and unit price, a quantity stepper, the line total and remove. Put lines in a `<ul className="ui-cart-lines">`. On narrow screens the line folds into two rows.',
      },
    },
  },
  decorators: [
    (Story, { args }) => (
      <ul
        className="ui-cart-lines"
        style={{ maxWidth: args.compact ? 360 : 720 }}
      >
        <Story />
      </ul>
    ),
  ],
  args: {
    image: { src },
    name: <a href="/en/shop/products/10-1001">Nitrile examination gloves</a>,
    meta: '10-1001 · $12.99 each',
    quantity: (
      <QuantityStepper
        label="Quantity of Nitrile examination gloves"
        value={3}
        onChange={fn()}
      />
    ),
    total: <Price amount={3897} format={usd} />,
    remove: (
      <IconButton
        label="Remove Nitrile examination gloves"
        icon="×"
        onClick={onRemove}
      />
    ),
  },
} satisfies Meta<typeof CartLine>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('$38.97')).toBeInTheDocument()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Nitrile examination gloves' }),
    )
    await expect(onRemove).toHaveBeenCalled()
  },
}
export const Compact: Story = {
  args: { compact: true },
}
export const LongName: Story = {
  args: {
    name: (
      <a href="/en/shop/products/20-2001">
        Surface disinfectant wipes, alcohol-free, for sensitive surfaces and
        medical devices, refill pack
      </a>
    ),
  },
}
/** An order list's line: a checkbox chooses it, and a product no longer sold is marked. */
export const Selectable: Story = {
  args: {
    select: (
      <input
        type="checkbox"
        aria-label="Choose Nitrile examination gloves"
        defaultChecked
      />
    ),
    meta: (
      <>
        10-1001 · $12.99 each <Badge tone="warning">No longer sold</Badge>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('checkbox', {
      name: 'Choose Nitrile examination gloves',
    })
    await userEvent.click(box)
    await expect(box).not.toBeChecked()
  },
}
