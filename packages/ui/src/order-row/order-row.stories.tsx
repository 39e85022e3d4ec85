import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '../badge/badge.js'
import { Button } from '../button/button.js'
import { Price } from '../price/price.js'
import { OrderRow, OrderTable } from './order-row.js'

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    minor / 100,
  )

const meta = {
  title: 'Commerce/OrderRow',
  component: OrderRow,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An order in the order history: number (a row header, linking to the order), date, who placed it (a company’s orders), state, net total and an action such as reorder. Rows go in an `OrderTable`, which names the columns. On a narrow screen each row is a card, and the name of who placed it is labelled there.',
      },
    },
  },
  decorators: [
    // A row with `placedBy` goes in a table with that column (a company's orders).
    (Story, { args }) => (
      <OrderTable
        columns={{
          number: 'Order',
          date: 'Date',
          ...(args.placedBy !== undefined ? { placedBy: 'Placed by' } : {}),
          state: 'State',
          total: 'Total (net)',
          actions: 'Actions',
        }}
      >
        <Story />
      </OrderTable>
    ),
  ],
  args: {
    number: <a href="/en/shop/account/orders/abc">SO-1042</a>,
    date: 'Nov 20, 2026',
    state: <Badge>Paid</Badge>,
    total: <Price amount={12990} format={usd} />,
    action: (
      <Button size="small" variant="secondary">
        Reorder
      </Button>
    ),
  },
} satisfies Meta<typeof OrderRow>
export default meta
type Story = StoryObj<typeof meta>

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('rowheader', { name: 'SO-1042' }),
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole('columnheader', { name: 'Total (net)' }),
    ).toBeInTheDocument()
  },
}
export const AwaitingPayment: Story = {
  args: { state: <Badge tone="warning">Awaiting payment</Badge> },
}
export const PlacedBy: Story = {
  args: {
    placedBy: 'Jamie Rivera',
    state: <Badge tone="warning">Awaiting approval</Badge>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('columnheader', { name: 'Placed by' }),
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole('cell', { name: /Jamie Rivera/ }),
    ).toBeInTheDocument()
  },
}
