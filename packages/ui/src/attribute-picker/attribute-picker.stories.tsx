import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AttributePicker } from './attribute-picker.js'
import type { AttributePickerProps } from './attribute-picker.js'

function ControlledPicker(args: AttributePickerProps) {
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <AttributePicker {...args} selected={selected} onSelect={setSelected} />
  )
}

const meta = {
  title: 'Commerce/AttributePicker',
  component: AttributePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One step of the configurator: the values of one attribute group as radio cards, with large colour swatches and badges. A highlighted group is framed and says so; a guide (headline and content) helps to choose. Values no product has together with the other choices are disabled.',
      },
    },
  },
  args: {
    name: 'colour',
    legend: 'Choose a colour',
    step: 'Step 2 of 3',
    selected: null,
    onSelect: fn(),
    options: [
      { id: 'blue', label: 'Blue', color: '#1d4ed8' },
      { id: 'violet', label: 'Violet', color: '#6d28d9', badge: 'New' },
      { id: 'black', label: 'Black', color: '#111827', disabled: true },
    ],
  },
} satisfies Meta<typeof AttributePicker>
export default meta
type Story = StoryObj<typeof meta>

export const Colours: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('group', { name: 'Step 2 of 3 Choose a colour' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: 'Black' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('radio', { name: 'Violet New' }))
    await expect(args.onSelect).toHaveBeenCalledWith('violet')
  },
}
export const HighlightedWithGuide: Story = {
  args: {
    name: 'size',
    legend: 'Choose a size',
    step: 'Step 1 of 3',
    highlighted: true,
    highlightLabel: 'Recommended',
    guide: {
      headline: 'Which size fits?',
      content:
        'Measure around the palm below the knuckles: S up to 18 cm, M up to 20 cm, L above.',
    },
    options: [
      { id: 's', label: 'S' },
      { id: 'm', label: 'M', badge: 'Bestseller' },
      { id: 'l', label: 'L' },
    ],
    selected: 'm',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Which size fits?'))
    await expect(canvas.getByText(/Measure around the palm/)).toBeVisible()
    await expect(
      canvas.getByRole('radio', { name: 'M Bestseller' }),
    ).toBeChecked()
  },
}
export const Interactive: Story = {
  render: (args) => <ControlledPicker {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Blue' }))
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked()
  },
}
