import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchBox } from './search-box.js'

const meta = {
  title: 'Actions and inputs/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The header’s search: a search landmark with a labelled field. `onSearch` receives the trimmed query; an empty query does nothing. Set `action` so the form still works before the page is interactive.',
      },
    },
  },
  args: {
    label: 'Search',
    buttonLabel: 'Search',
    placeholder: 'Products, SKUs …',
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchBox>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search' }),
      '  gloves {Enter}',
    )
    await expect(args.onSearch).toHaveBeenCalledWith('gloves')
  },
}
export const EmptyQueryIsIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Search' }),
    )
    await expect(args.onSearch).not.toHaveBeenCalled()
  },
}
export const WithQuery: Story = { args: { defaultValue: 'nitrile gloves' } }
