import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CheckoutStepper } from './checkout-stepper.js'

const meta = {
  title: 'Commerce/CheckoutStepper',
  component: CheckoutStepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where the buyer is in the checkout. Steps before `current` are ticked and read as done; the current one is `aria-current="step"`. Leave out steps that do not apply (the card step for an invoice order).',
      },
    },
  },
  args: {
    label: 'Checkout',
    doneLabel: 'done',
    steps: [
      { id: 'addresses', label: 'Addresses' },
      { id: 'shipping', label: 'Shipping' },
      { id: 'payment-provider', label: 'Payment' },
      { id: 'payment-method', label: 'Card' },
      { id: 'order', label: 'Review and order' },
    ],
    current: 'payment-provider',
  },
} satisfies Meta<typeof CheckoutStepper>
export default meta
type Story = StoryObj<typeof meta>

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Checkout' })
    const items = within(list).getAllByRole('listitem')
    await expect(items[2]).toHaveAttribute('aria-current', 'step')
    await expect(items[0]).toHaveTextContent('Addresses, done')
    await expect(items[3]).not.toHaveTextContent('done')
  },
}
export const FirstStep: Story = { args: { current: 'addresses' } }
export const LastStep: Story = { args: { current: 'order' } }
