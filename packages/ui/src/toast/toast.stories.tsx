import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Toast, ToastRegion } from './toast.js'
import type { ToastProps } from './toast.js'

function ClosingToast(args: ToastProps) {
  const [open, setOpen] = useState(true)
  return open ? (
    <Toast {...args} duration={300} onDismiss={() => setOpen(false)} />
  ) : (
    <p>Closed.</p>
  )
}

const meta = {
  title: 'Layering/Toast',
  component: Toast,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short message about something that just happened. Success and info toasts are announced politely and close after `duration` (paused while hovered or focused); errors are announced at once and should stay until dismissed (`duration={0}`). Render them inside a `ToastRegion`.',
      },
    },
  },
  decorators: [
    (Story) => (
      <ToastRegion label="Notifications">
        <Story />
      </ToastRegion>
    ),
  ],
  args: {
    children: '3 items were added to the cart.',
    tone: 'success',
    dismissLabel: 'Dismiss',
    onDismiss: fn(),
    duration: 0,
  },
} satisfies Meta<typeof Toast>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '3 items were added to the cart.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalled()
  },
}
export const Error: Story = {
  args: {
    tone: 'error',
    children: 'The cart could not be updated. Please try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible()
  },
}
export const ClosesByItself: Story = {
  args: { tone: 'info', children: 'Your address was saved.' },
  render: (args) => <ClosingToast {...args} />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('Closed.')).toBeInTheDocument(),
    )
  },
}
