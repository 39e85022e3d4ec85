import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FileDrop } from './file-drop.js'

const meta = {
  title: 'Inputs/FileDrop',
  component: FileDrop,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Choose a file or drop it on the area, e.g. a quick order as CSV. The browser’s own file input stays the control.',
      },
    },
  },
  args: {
    label: 'Upload CSV',
    help: 'A .csv file with the header sku,quantity.',
    accept: '.csv,text/csv',
    onFile: fn(),
  },
} satisfies Meta<typeof FileDrop>
export default meta
type Story = StoryObj<typeof meta>

export const QuickOrderCsv: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Upload CSV')
    const file = new File(
      ['sku,quantity\nNDL-E-G23-L25-P100,2\n'],
      'order.csv',
      {
        type: 'text/csv',
      },
    )
    await userEvent.upload(input, file)
    await expect(args.onFile).toHaveBeenCalledWith(file)
    await expect(input).toHaveAccessibleDescription(
      'A .csv file with the header sku,quantity.',
    )
  },
}
export const Disabled: Story = { args: { disabled: true } }
