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
          'Links to the pages of a listing, the current page marked: every page up to seven, else the first, the last and those around the current one. Nothing is shown for a single page. Give each page a spoken name with `pageLabel`; `previousLabel` and `nextLabel` add steps.',
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
export const ManyPages: Story = {
  args: { page: 6, pages: 420, previousLabel: 'Previous', nextLabel: 'Next' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: 'Pages',
    })
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '5', '6', '7', '420', 'Next'])
    await expect(
      within(nav).getByRole('link', { name: 'Previous' }),
    ).toHaveAttribute('href', '?page=5')
  },
}
