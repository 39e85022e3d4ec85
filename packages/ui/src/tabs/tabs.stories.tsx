import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tabs } from './tabs.js'

const meta = {
  title: 'Page pieces/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Switches between panels of one topic, such as a product’s description and its details. Keyboard: arrow keys, Home and End move between tabs and open them; Tab goes into the open panel. Closed panels stay in the page, hidden.',
      },
    },
  },
  args: {
    label: 'Product information',
    onSelect: fn(),
    tabs: [
      {
        id: 'description',
        label: 'Description',
        content: (
          <p>
            Powder-free nitrile gloves for examinations, textured fingertips,
            100 per box.
          </p>
        ),
      },
      {
        id: 'details',
        label: 'Details',
        content: (
          <dl>
            <dt>Size</dt>
            <dd>M</dd>
            <dt>Colour</dt>
            <dd>Blue</dd>
          </dl>
        ),
      },
      {
        id: 'delivery',
        label: 'Delivery',
        content: <p>Ships within 1–2 working days.</p>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const description = canvas.getByRole('tab', { name: 'Description' })
    await expect(description).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(description)
    await userEvent.keyboard('{ArrowRight}')
    const details = canvas.getByRole('tab', { name: 'Details' })
    await expect(details).toHaveFocus()
    await expect(details).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Size')
    await expect(args.onSelect).toHaveBeenLastCalledWith('details')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(description).toHaveFocus()
  },
}
export const SecondOpen: Story = { args: { defaultSelected: 'details' } }
