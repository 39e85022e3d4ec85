import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderSummary } from './order-summary.js'

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    minor / 100,
  )

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The money of a cart or order: subtotal, every adjustment with its own label (shipping, surcharges, discounts) and the net total. Amounts are integer minor units from the server; `format` turns them into text.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    subtotal: { label: 'Subtotal', amount: 45990 },
    adjustments: [
      { id: 'shipping', label: 'Standard shipping', amount: 495 },
      { id: 'small-order', label: 'Small order surcharge', amount: 250 },
      { id: 'tax', label: 'Sales tax (estimated)', amount: 4147 },
    ],
    total: { label: 'Total', amount: 50882 },
    note: 'Sales tax is estimated for your ship-to address and set when you place the order.',
    format: usd,
  },
} satisfies Meta<typeof OrderSummary>
export default meta
type Story = StoryObj<typeof meta>

export const WithAdjustments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Standard shipping')).toBeInTheDocument()
    await expect(canvas.getByText('$508.82')).toBeInTheDocument()
  },
}
export const TaxExempt: Story = {
  args: {
    adjustments: [
      {
        id: 'tax',
        label: 'Sales tax',
        amount: 0,
        text: 'Exempt (certificate NY-12345)',
      },
    ],
    total: { label: 'Total', amount: 45990 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('Exempt (certificate NY-12345)'),
    ).toBeInTheDocument()
  },
}
export const SubtotalOnly: Story = {
  args: {
    adjustments: [],
    total: { label: 'Total before tax', amount: 45990 },
  },
}
