import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Checkbox, ColorSwatch } from './checkbox.js'

const COLOURS = [
  { name: 'Blue', color: '#1d4ed8' },
  { name: 'Violet', color: '#7c3aed' },
  { name: 'Black', color: '#111827' },
]

function ColourFilter({ disabled = false }: { disabled?: boolean }) {
  const [chosen, setChosen] = useState<string[]>(['Blue'])
  return (
    <fieldset style={{ border: 0, padding: 0 }}>
      <legend>Colour</legend>
      {COLOURS.map(({ name, color }) => (
        <Checkbox
          key={name}
          disabled={disabled}
          label={
            <>
              <ColorSwatch color={color} />
              {name}
            </>
          }
          checked={chosen.includes(name)}
          onChange={() =>
            setChosen((current) =>
              current.includes(name)
                ? current.filter((c) => c !== name)
                : [...current, name],
            )
          }
        />
      ))}
    </fieldset>
  )
}

const meta = {
  title: 'Inputs/Checkbox and ColorSwatch',
  component: ColourFilter,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Native checkboxes for filters and options; a click on the label toggles them. A colour swatch next to the name shows colour attributes; it is decorative when the name is written beside it.',
      },
    },
  },
} satisfies Meta<typeof ColourFilter>
export default meta
type Story = StoryObj<typeof meta>

export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Violet'))
    await expect(canvas.getByRole('checkbox', { name: 'Violet' })).toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Blue' }))
    await expect(
      canvas.getByRole('checkbox', { name: 'Blue' }),
    ).not.toBeChecked()
  },
}
export const Disabled: Story = { args: { disabled: true } }
export const SpokenSwatch: Story = {
  render: () => <ColorSwatch color="#047857" label="Green" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Green' }),
    ).toBeVisible()
  },
}
