import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchBox } from '../search-box/search-box.js'
import { Header } from './header.js'

const categories = [
  'Examination & protection',
  'Hygiene',
  'Wound care',
  'Diagnostics',
  'Practice needs',
]

const meta = {
  title: 'Page pieces/Header',
  component: Header,
  tags: ['autodocs'],
  // Links in the stories do not leave Storybook.
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The header of every shop page: brand, search, the quick order, account and cart actions, and the category navigation. On narrow screens the navigation folds behind the menu button, which tells screen readers whether it is open.',
      },
    },
  },
  args: {
    brand: <a href="/en">Practice Supply</a>,
    search: (
      <SearchBox
        label="Search"
        buttonLabel="Search"
        placeholder="Products, SKUs …"
        onSearch={fn()}
      />
    ),
    actions: (
      <>
        <a href="/en/shop/quick-order">Quick order</a>
        <a href="/en/shop/account/profile">Dana</a>
        <a href="/en/shop/cart" aria-label="Cart, 3 items">
          Cart <span className="ui-header__count">3</span>
        </a>
      </>
    ),
    actionsLabel: 'Account',
    navigation: (
      <>
        <a href="/en/shop" aria-current="page">
          Shop
        </a>
        {categories.map((name) => (
          <a key={name} href={`/en/shop/${name}`}>
            {name}
          </a>
        ))}
      </>
    ),
    navigationLabel: 'Main',
    menuLabel: 'Menu',
  },
} satisfies Meta<typeof Header>
export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('search')).toBeInTheDocument()
    await expect(
      within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole(
        'link',
      ),
    ).toHaveLength(6)
  },
}
export const NarrowWithMenu: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const menu = canvas.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(canvas.getByRole('link', { name: 'Hygiene' }))
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    // Escape folds it too and gives the focus back to the menu button.
    await userEvent.click(menu)
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toHaveFocus()
  },
}
export const SignedOut: Story = {
  args: {
    actions: (
      <>
        <a href="/en/shop/quick-order">Quick order</a>
        <a href="/en/auth/login">Sign in</a>
      </>
    ),
  },
}
