import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { IconButton } from './icon-button.js'

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A button that shows only an icon. The `label` is required: screen readers speak it and pointer users see it as a tooltip.',
      },
    },
  },
  args: {
    label: 'Remove Nitrile examination gloves',
    icon: '×',
    onClick: fn(),
  },
} satisfies Meta<typeof IconButton>
export default meta
type Story = StoryObj<typeof meta>

export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Remove Nitrile examination gloves',
      }),
    )
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
export const Disabled: Story = { args: { disabled: true } }
