import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { IconButton } from '../icon-button/icon-button.js'
import { Tooltip } from './tooltip.js'

const meta = {
  title: 'Layering/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short hint for the element it wraps, on the tooltip layer (`Z_INDEX.tooltip`, 1100). It opens on hover and on keyboard focus, stays while the pointer is over it, and Escape hides it. The element takes the hint as its accessible description. Keep anything a buyer needs in the page itself.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem 2rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    content: 'All prices are net, excluding VAT.',
    children: <IconButton label="About prices" icon="i" />,
  },
} satisfies Meta<typeof Tooltip>
export default meta
type Story = StoryObj<typeof meta>

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    const button = canvas.getByRole('button', { name: 'About prices' })
    await expect(button).toHaveFocus()
    await expect(canvas.getByRole('tooltip')).toBeVisible()
    await expect(button).toHaveAccessibleDescription(
      'All prices are net, excluding VAT.',
    )
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('tooltip')).toBeNull()
  },
}
export const Below: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(
      within(canvasElement).getByRole('button', { name: 'About prices' }),
    )
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible()
  },
}
