import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteProgress } from './route-progress.js'

const meta = {
  title: 'Page pieces/RouteProgress',
  component: RouteProgress,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A thin bar across the top of the window while the next page loads, shown only after 150 ms so quick navigations do not flash. Hidden from assistive technology: mark the `<body>` `aria-busy` instead, which also drives the bar.',
      },
    },
  },
  args: { active: true },
} satisfies Meta<typeof RouteProgress>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('.ui-route-progress')
    await expect(bar).toHaveAttribute('aria-hidden', 'true')
    await expect(bar).toHaveAttribute('data-active', 'true')
  },
}
export const Idle: Story = { args: { active: false } }
