import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../button/button.js'
import { InventoryLot } from './inventory-lot.js'

const src = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#e3f4ec"/></svg>',
)}`

const meta = {
  title: 'Commerce/InventoryLot',
  component: InventoryLot,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A lot in the practice’s inventory: product, lot number and quantity, and its expiry date, which turns red once it has passed. The action is usually reorder.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    image: { src },
    name: <a href="/en/shop/products/10-1001">Nitrile examination gloves</a>,
    details: 'Lot L-2291 · 40',
    expiry: 'Expires Mar 1, 2027',
    action: (
      <Button size="small" variant="secondary">
        Reorder
      </Button>
    ),
  },
} satisfies Meta<typeof InventoryLot>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'width',
      '160',
    )
    await expect(
      within(canvasElement).getByRole('button', { name: 'Reorder' }),
    ).toBeEnabled()
  },
}
export const Expired: Story = {
  args: { expiry: 'Expired Oct 1, 2026', expired: true },
}
