import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './badge.js'

const meta = {
  title: 'Commerce/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short label next to what it describes: attributes, "Default shipping", "Recommended", an order’s status. Tones keep a contrast of at least 4.5:1.',
      },
    },
  },
  args: { children: 'Size M' },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {}
export const Accent: Story = {
  args: { tone: 'accent', children: 'Recommended' },
}
export const Warning: Story = {
  args: { tone: 'warning', children: 'Awaiting payment' },
}
export const Danger: Story = { args: { tone: 'danger', children: 'Cancelled' } }
