import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Skeleton } from './skeleton.js'

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder while part of a page loads (the card form, an address form). It keeps the space of the content and tells screen readers what is loading.',
      },
    },
  },
  args: { label: 'Loading…', lines: 3 },
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

export const ThreeLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading…' }),
    ).toBeVisible()
  },
}
export const OneLine: Story = { args: { lines: 1 } }
