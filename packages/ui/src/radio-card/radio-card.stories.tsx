import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Price } from '../price/price.js'
import { RadioCard, RadioCardGroup } from './radio-card.js'

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  )

const CARRIERS = [
  {
    id: 'express',
    title: 'Express delivery',
    text: 'Order by 2 pm, delivered the next business day.',
    price: 2495,
  },
  {
    id: 'freight',
    title: 'Freight (pallet)',
    text: 'For large orders: delivered on a pallet within 3–5 business days.',
    price: 4900,
  },
  {
    id: 'standard',
    title: 'Standard delivery',
    text: 'Delivered within 2–3 business days.',
    price: 995,
  },
]

function Carriers({
  initial = '',
  disabled = false,
}: {
  initial?: string
  disabled?: boolean
}) {
  const [chosen, setChosen] = useState(initial)
  return (
    <RadioCardGroup legend="Shipping method">
      {CARRIERS.map((carrier) => (
        <RadioCard
          key={carrier.id}
          name="carrier"
          title={carrier.title}
          description={carrier.text}
          aside={<Price amount={carrier.price} format={usd} />}
          checked={chosen === carrier.id}
          disabled={disabled}
          onChange={() => setChosen(carrier.id)}
        />
      ))}
    </RadioCardGroup>
  )
}

const meta = {
  title: 'Inputs/RadioCard',
  component: Carriers,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'For choices a buyer compares: carriers with their price, payment providers, saved cards. Each card is a native radio, so the arrow keys move between the options and the group is named by its legend.',
      },
    },
  },
} satisfies Meta<typeof Carriers>
export default meta
type Story = StoryObj<typeof meta>

export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Standard delivery'))
    await expect(
      canvas.getByRole('radio', { name: /Standard delivery/ }),
    ).toBeChecked()
    // The arrow keys move the choice within the group.
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: /Freight/ })).toBeChecked()
  },
}
export const Chosen: Story = { args: { initial: 'express' } }
export const Disabled: Story = {
  args: { initial: 'standard', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Express delivery'))
    await expect(
      canvas.getByRole('radio', { name: /Standard delivery/ }),
    ).toBeChecked()
  },
}
