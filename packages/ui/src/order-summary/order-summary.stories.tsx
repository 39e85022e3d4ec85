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
    ],
    total: { label: 'Total before tax', amount: 46735 },
    note: 'Sales tax, where it applies, is added on your invoice.',
    format: usd,
  },
} satisfies Meta<typeof OrderSummary>
export default meta
type Story = StoryObj<typeof meta>

export const WithAdjustments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Standard shipping')).toBeInTheDocument()
    await expect(canvas.getByText('$467.35')).toBeInTheDocument()
  },
}
export const SubtotalOnly: Story = {
  args: {
    adjustments: [],
    total: { label: 'Total before tax', amount: 45990 },
  },
}
