import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '../badge/badge.js'
import { Button } from '../button/button.js'
import { Notice } from '../notice/notice.js'
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
          'A lot in the practice’s inventory: product, lot number and quantity, and its expiry date, which turns red once it has passed. `flags` takes badges (recalled, expiring), `tone` gives a lot that needs attention an edge, and `notice` says what to do about it across the lot’s width. The action is usually reorder; on a narrow list it moves under the text.',
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
  args: {
    expiry: 'Expired Oct 1, 2026',
    expired: true,
    tone: 'danger',
    flags: <Badge tone="danger">Expired</Badge>,
    action: <Button size="small">Reorder</Button>,
  },
}
export const ExpiringSoon: Story = {
  args: {
    expiry: 'Expires Jan 12, 2027',
    tone: 'warning',
    flags: <Badge tone="warning">Expires in 49 days</Badge>,
    action: <Button size="small">Reorder</Button>,
  },
}
export const Recalled: Story = {
  args: {
    tone: 'danger',
    flags: <Badge tone="danger">Recalled</Badge>,
    notice: (
      <Notice
        tone="danger"
        title="Lot L-2291 is recalled"
        actions={
          <Button size="small" variant="secondary">
            Acknowledge
          </Button>
        }
      >
        <p>
          Why: the sterile barrier of some pouches in this lot may not be
          sealed.
        </p>
        <p>
          What to do: stop using this lot, set it aside and contact us: we
          replace it or credit it.
        </p>
      </Notice>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Recalled')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Acknowledge' }),
    ).toBeEnabled()
  },
}
export const Phone: Story = {
  ...Recalled,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
}
