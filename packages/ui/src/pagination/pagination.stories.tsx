import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Pagination } from './pagination.js'

const meta = {
  title: 'Page pieces/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Links to every page of a listing, the current page marked. Nothing is shown for a single page. Give each page a spoken name with `pageLabel`.',
      },
    },
  },
  args: {
    label: 'Pages',
    page: 2,
    pages: 5,
    pageLabel: (n: number) => `Page ${n}`,
  },
} satisfies Meta<typeof Pagination>
export default meta
type Story = StoryObj<typeof meta>

export const SecondOfFive: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: 'Pages',
    })
    await expect(within(nav).getAllByRole('link')).toHaveLength(5)
    await expect(
      within(nav).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(
      within(nav).getByRole('link', { name: 'Page 3' }),
    ).toHaveAttribute('href', '?page=3')
  },
}
export const SinglePage: Story = {
  args: { page: 1, pages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}
