import type { Meta, StoryObj } from '@storybook/react-vite'
import { Price } from './price.js'

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
})
const format = (minor: number) => usd.format(minor / 100)

const meta = {
  title: 'Commerce/Price',
  component: Price,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Prices are integers in minor units, net. The formatter is a prop (the shop passes `formatMoney` of `@shop/i18n`), so the component holds no currency logic.',
      },
    },
  },
  args: { amount: 1999, format },
} satisfies Meta<typeof Price>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Net: Story = { args: { suffix: 'net' } }
export const Each: Story = { args: { amount: 45, suffix: 'each' } }
export const Large: Story = { args: { amount: 12_345_600, suffix: 'net' } }
export const Free: Story = { args: { amount: 0 } }
