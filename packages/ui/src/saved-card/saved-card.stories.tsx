import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SavedCard } from './saved-card.js'

const meta = {
  title: 'Commerce/SavedCard',
  component: SavedCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A saved payment card as the payment provider describes it: brand, last four digits and expiry. Screen readers hear `label` instead of the dots. Use it as the title of a `RadioCard` in the payment step and in the order review.',
      },
    },
  },
  args: {
    brand: 'visa',
    brandName: 'Visa',
    last4: '4242',
    label: 'Visa ending in 4242',
    expiry: 'Expires 08/29',
  },
} satisfies Meta<typeof SavedCard>
export default meta
type Story = StoryObj<typeof meta>

export const Visa: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Visa ending in 4242'),
    ).toHaveClass('ui-visually-hidden')
  },
}
export const Mastercard: Story = {
  args: {
    brand: 'mastercard',
    brandName: 'Mastercard',
    last4: '4444',
    label: 'Mastercard ending in 4444',
  },
}
export const UnknownBrand: Story = {
  args: {
    brand: 'unionpay',
    brandName: 'UnionPay',
    last4: '0005',
    label: 'UnionPay ending in 0005',
    expiry: undefined,
  },
}
