import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextArea } from './text-area.js'

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line input for a note or a reason. Help and error texts are linked with `aria-describedby`, and errors set `aria-invalid`. Pass the messages of `@shop/forms` as `errors`.',
      },
    },
  },
  args: { label: 'Reason for the buyer', maxLength: 500 },
} satisfies Meta<typeof TextArea>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText(
      'Reason for the buyer',
    )
    await userEvent.type(textarea, 'Please split the order in two.')
    await expect(textarea).toHaveValue('Please split the order in two.')
  },
}
export const WithHelp: Story = {
  args: {
    required: true,
    help: 'The buyer is e-mailed this reason. At most 500 characters.',
  },
}
export const WithError: Story = {
  args: { required: true, errors: ['Give a reason.'] },
  play: async ({ canvasElement }) => {
    const textarea =
      within(canvasElement).getByLabelText(/Reason for the buyer/)
    await expect(textarea).toHaveAttribute('aria-invalid', 'true')
    await expect(textarea).toHaveAccessibleDescription('Give a reason.')
  },
}
