import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../button/button.js'
import { Link } from '../link/link.js'
import { Notice } from './notice.js'

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A message that stays in the page until it is dealt with: in the flow of the page, never over it, and not an alert (a recall shown on every page would be announced on every page). With a `label` it is a named region, for a notice at the top of a page; without, a block inside what it is about. Actions wrap below the text on a phone.',
      },
    },
  },
  args: {
    tone: 'danger',
    label: 'Recall notice',
    title:
      'Recall: lot L202603-00120 of Sterile gauze swabs — The supplier found that the sterile barrier of some pouches in this lot may not be sealed.',
    actions: (
      <>
        <Link
          href="/en/shop/account/inventory?show=recalled"
          variant="secondary"
          size="small"
        >
          See the recalled lots
        </Link>
        <Button size="small" variant="secondary">
          Acknowledge
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Notice>
export default meta
type Story = StoryObj<typeof meta>

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('region', { name: 'Recall notice' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
export const Several: Story = {
  args: {
    title: '3 recalled lots in your stock',
    children: (
      <p>Check them in your inventory and acknowledge each recall there.</p>
    ),
    actions: (
      <Link
        href="/en/shop/account/inventory?show=recalled"
        variant="secondary"
        size="small"
      >
        See the recalled lots
      </Link>
    ),
  },
}
export const Warning: Story = {
  args: {
    tone: 'warning',
    label: undefined,
    title: '2 lots expire within 30 days',
    actions: undefined,
  },
}
export const Info: Story = {
  args: {
    tone: 'info',
    label: undefined,
    title: 'Your account setup is not finished yet.',
    actions: <Button size="small">Finish setup</Button>,
  },
}
