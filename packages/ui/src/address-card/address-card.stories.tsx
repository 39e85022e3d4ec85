import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '../badge/badge.js'
import { Button } from '../button/button.js'
import { AddressCard } from './address-card.js'

const meta = {
  title: 'Commerce/AddressCard',
  component: AddressCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A saved address in the account and the checkout, in an `<address>` element, with its default badges and actions.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    company: 'Lakeside Family Practice',
    name: 'Dana Whitfield',
    lines: ['12 Harbor Road', '02110 Boston MA, US'],
    badges: (
      <>
        <Badge>Default shipping</Badge>
        <Badge>Default invoice</Badge>
      </>
    ),
    actions: (
      <>
        <Button size="small" variant="secondary">
          Edit
        </Button>
        <Button size="small" variant="danger">
          Delete
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof AddressCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvasElement.querySelector('address')).toHaveTextContent(
      'Lakeside Family PracticeDana Whitfield12 Harbor Road02110 Boston MA, US',
    )
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeEnabled()
  },
}
export const WithoutCompany: Story = {
  args: { company: null, badges: undefined },
}
