import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ANA_BUYER, sharedList, weeklyList } from '#lib/list-fixtures'
import { OrderLists } from './order-lists'

function listsApi() {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/account/lists')
      return { lists: [weeklyList(), sharedList()] }
    throw new Error(`Unexpected call ${path}`)
  })
  return api
}

const renderLists = (api: ReturnType<typeof fakeApi>) =>
  renderInRouter(
    () => (
      <Suspense fallback={null}>
        <OrderLists />
      </Suspense>
    ),
    { api, user: ANA_BUYER },
  )

describe('OrderLists', () => {
  it('shows each list with its lines, sharing, owner (when not the member) and last change', async () => {
    await renderLists(listsApi())
    const [own, shared] = await screen.findAllByRole('listitem')
    const ownLink = within(own!).getByRole('link', {
      name: 'Exam room 2 — weekly',
    })
    expect(ownLink.getAttribute('href')).toBe('/en/shop/account/lists/31')
    within(own!).getByText(
      '3 lines · $100.96 before tax, 1 product no longer sold not counted · Updated 11/20/26',
    )
    expect(within(own!).queryByText('Shared')).toBe(null)
    within(shared!).getByRole('link', { name: 'Front desk' })
    within(shared!).getByText('Shared')
    within(shared!).getByText(
      '1 line · $8.99 before tax · By Jamie Rivera · Updated 11/18/26',
    )
  })

  it('makes a shared list and goes to it', async () => {
    const api = listsApi()
    api.post.mockResolvedValue({
      list: weeklyList({ id: '40', name: 'Lab', shared: true, items: [] }),
    })
    const { router } = await renderLists(api)
    await screen.findByText('Front desk')
    const create = screen.getByRole('button', { name: 'Create list' })
    fireEvent.click(create)
    await screen.findByText('Name is required.')
    expect(api.post).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText(/^Name/), {
      target: { value: '  Lab ' },
    })
    fireEvent.click(screen.getByLabelText('Share with my practice'))
    fireEvent.click(create)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/shop/account/lists/40'),
    )
    expect(api.post).toHaveBeenCalledWith('/account/lists/create', {
      body: { name: 'Lab', shared: true },
    })
    // The lists are read again, with the new one.
    expect(
      api.get.mock.calls.filter(([path]) => path === '/account/lists'),
    ).toHaveLength(2)
  })

  it('shows the API’s refusal at the name', async () => {
    const api = listsApi()
    api.post.mockRejectedValue(
      new ApiError(400, 'Invalid input', [
        { propertyPath: 'name', message: 'Is too long.' },
      ]),
    )
    await renderLists(api)
    await screen.findByText('Front desk')
    fireEvent.change(screen.getByLabelText(/^Name/), {
      target: { value: 'Lab' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create list' }))
    await screen.findByText('Is too long.')
  })
})
