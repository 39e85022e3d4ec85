import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ErrorPage } from './error-page.js'

const meta = {
  title: 'Page pieces/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page-not-found and server-error pages: the status, what happened and the way back. It is the page’s `main` landmark and holds its only `h1`.',
      },
    },
  },
  args: {
    status: 404,
    title: 'Page not found: /en/shop/nowhere',
    hint: 'The address may be mistyped, or the page has moved.',
    action: <a href="/en">Back to the shop</a>,
  },
} satisfies Meta<typeof ErrorPage>
export default meta
type Story = StoryObj<typeof meta>

export const PageNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Page not found: /en/shop/nowhere',
    )
    await expect(canvas.getByRole('main')).toHaveTextContent('404')
  },
}
export const ServerError: Story = {
  args: {
    status: 500,
    title: 'Something went wrong on our side.',
    hint: 'Please try again in a moment.',
    reference: {
      label: 'Support reference:',
      id: '3f2b8c1e-9a4d-4e6f-b1c2-7d8e9f0a1b2c',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'Support reference: 3f2b8c1e-9a4d-4e6f-b1c2-7d8e9f0a1b2c',
    )
  },
}
