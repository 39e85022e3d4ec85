import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button.js'
import { Drawer, Modal } from './dialog.js'
import type { DialogProps } from './dialog.js'

/** Opens the dialog from a button, as the shop does, so focus can return to it. */
function WithOpener({
  kind,
  ...props
}: Omit<DialogProps, 'open'> & { kind: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false)
  const Dialog = kind === 'modal' ? Modal : Drawer
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false)
          props.onClose()
        }}
      />
    </>
  )
}

const meta = {
  title: 'Layers/Modal and Drawer',
  component: WithOpener,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Native modal dialogs. `Modal` (layer 1100) for a task that interrupts, such as signing in; `Drawer` (layer 1000) for the cart and account overlays. Both trap focus, close on Escape and return focus to the opener; a drawer also closes on a click beside it. The heading names the dialog.',
      },
    },
  },
  args: {
    kind: 'modal',
    title: 'Sign in to continue',
    closeLabel: 'Close',
    onClose: fn(),
    children: <p>Your session has ended. Sign in again to see your prices.</p>,
  },
} satisfies Meta<typeof WithOpener>
export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body)

export const ModalDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    const dialog = body(canvasElement).getByRole('dialog', {
      name: 'Sign in to continue',
    })
    await expect(dialog).toBeVisible()
    // Escape is the browser's own dialog behaviour (covered by the shop's end-to-end tests, which
    // press real keys); here the close button closes it and focus returns to the opener.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

export const DrawerOverlay: Story = {
  args: {
    kind: 'drawer',
    title: 'Your cart',
    closeLabel: 'Close cart',
    children: (
      <ul>
        <li>2 × Nitrile examination gloves, M, 100 pieces</li>
        <li>1 × Luer-lock syringe, 5 ml, 50 pieces</li>
      </ul>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Open' }),
    )
    const dialog = body(canvasElement).getByRole('dialog', {
      name: 'Your cart',
    })
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Close cart' }),
    )
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
  },
}

export const LongContent: Story = {
  args: {
    kind: 'drawer',
    title: 'Your cart',
    closeLabel: 'Close cart',
    children: (
      <ul>
        {Array.from({ length: 40 }, (_, i) => (
          <li key={i}>
            {i + 1} × Sterile gauze swab, 10 × 10 cm, 8-ply, 100 pieces
          </li>
        ))}
      </ul>
    ),
  },
}
