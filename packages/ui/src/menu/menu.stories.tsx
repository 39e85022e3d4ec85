import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Menu } from './menu.js'

const reorder = fn()
const download = fn()

const meta = {
  title: 'Layering/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A button that opens a short list of actions, on the menu layer (`Z_INDEX.menu`, 1000). Keyboard: Enter, Space or ArrowDown opens it; arrow keys, Home and End move; Escape closes and returns focus to the button; Tab or a click outside closes it.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 180 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Order actions',
    items: [
      { id: 'reorder', label: 'Reorder all items', onSelect: reorder },
      { id: 'invoice', label: 'Download invoice', onSelect: download },
      {
        id: 'cancel',
        label: 'Cancel order',
        onSelect: fn(),
        disabled: true,
      },
    ],
  },
} satisfies Meta<typeof Menu>
export default meta
type Story = StoryObj<typeof meta>

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Order actions' })
    button.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(
      canvas.getByRole('menuitem', { name: 'Reorder all items' }),
    ).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(
      canvas.getByRole('menuitem', { name: 'Download invoice' }),
    ).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('menu')).toBeNull()
    await expect(button).toHaveFocus()
  },
}
export const ChoosingAnItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Order actions' }))
    await userEvent.click(
      canvas.getByRole('menuitem', { name: 'Reorder all items' }),
    )
    await expect(reorder).toHaveBeenCalled()
    await expect(canvas.queryByRole('menu')).toBeNull()
  },
}
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Order actions' }),
    )
  },
}
