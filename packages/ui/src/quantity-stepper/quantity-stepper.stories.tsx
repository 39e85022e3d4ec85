import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { QuantityStepper } from './quantity-stepper.js'
import type { QuantityStepperProps } from './quantity-stepper.js'

function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value)
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Inputs/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Quantity for Nitrile examination gloves, M',
    value: 2,
    max: 10,
    onChange: fn(),
  },
} satisfies Meta<typeof QuantityStepper>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(2)
  },
}
export const TypedValueIsClamped: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox')
    await userEvent.clear(input)
    await userEvent.type(input, '50{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith(10)
    await expect(input).toHaveValue('10')
  },
}
export const RefusesWhatItCannotTake: Story = {
  args: {
    max: 10_000,
    validate: (text) =>
      /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10_000
        ? null
        : 'Enter a whole number from 1 to 10,000.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox')
    await userEvent.clear(input)
    await userEvent.type(input, '2.5{Enter}')
    await expect(input).toHaveValue('2.5')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter a whole number from 1 to 10,000.',
    )
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
export const AtMinimum: Story = { args: { value: 1 } }
export const Disabled: Story = { args: { disabled: true } }
