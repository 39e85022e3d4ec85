import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Select } from './select.js'

const ADDRESSES = [
  {
    value: '1',
    label:
      'Northside Family Clinic, Maya Ortiz, 120 Maple Avenue, Chicago, IL 60614, US',
  },
  {
    value: '2',
    label:
      'Northside Family Clinic, Receiving dock, 7 Lincoln Park West, Chicago, IL 60614, US',
  },
]

const meta = {
  title: 'Inputs/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A native select with its label, help and errors. Prefer it to custom menus for forms: it works with every keyboard and screen reader and on phones opens the system picker.',
      },
    },
  },
  args: {
    label: 'Shipping address',
    placeholder: 'Choose an address',
    options: ADDRESSES,
    onChange: fn(),
  },
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Shipping address')
    await userEvent.selectOptions(select, '2')
    await expect(args.onChange).toHaveBeenCalled()
    await expect(select).toHaveValue('2')
  },
}
export const WithHelp: Story = {
  args: { help: 'Addresses come from your address book.' },
}
export const WithError: Story = {
  args: { errors: ['Choose a shipping address.'], required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText(/Shipping address/)
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription(
      'Choose a shipping address.',
    )
  },
}
export const Disabled: Story = { args: { disabled: true, value: '1' } }
