import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './button.js'

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use one primary button per view for the main action (Add to cart, Place order). While `loading`, the button ignores clicks so an action runs once.',
      },
    },
  },
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add to cart' }),
    )
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Continue shopping' },
}
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete address' },
}
export const Small: Story = { args: { size: 'small', children: 'Edit' } }
export const Disabled: Story = { args: { disabled: true } }
export const Loading: Story = {
  args: { loading: true, children: 'Placing your order…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button')
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button')).toHaveFocus()
  },
}
