import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button.js'
import { EmptyState } from './empty-state.js'

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'Your cart is empty.',
    children: 'Browse the catalogue or use quick order to add products by SKU.',
  },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithAction: Story = {
  args: { action: <Button variant="secondary">Browse the catalogue</Button> },
}
export const TitleOnly: Story = {
  args: { children: undefined, title: 'No orders yet.' },
}
