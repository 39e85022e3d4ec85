import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextField } from './text-field.js'

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled input. Help and error texts are linked with `aria-describedby`, and errors set `aria-invalid`. Pass the messages of `@shop/forms` as `errors`.',
      },
    },
  },
  args: { label: 'Email address', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email address')
    await userEvent.type(input, 'orders@lakeview.example')
    await expect(input).toHaveValue('orders@lakeview.example')
  },
}
export const WithHelp: Story = {
  args: {
    label: 'NPI number',
    type: 'text',
    help: 'The 10-digit National Provider Identifier of your practice.',
  },
}
export const Required: Story = { args: { required: true } }
export const WithError: Story = {
  args: {
    defaultValue: 'orders@',
    errors: ['Please enter a valid email address.'],
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email address')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    )
  },
}
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'buyer@northside.example' },
}
export const LongLabel: Story = {
  args: {
    label:
      'Purchase order reference as it should appear on the invoice (optional)',
    type: 'text',
  },
}
