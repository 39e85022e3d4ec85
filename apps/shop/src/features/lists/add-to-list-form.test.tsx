import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ANA_BUYER, sharedList, weeklyList } from '#lib/list-fixtures'
import { AddToListForm } from './add-to-list-form'
import type { ListAddition } from './add-to-list-form'

function listsApi(lists = [weeklyList(), sharedList()]) {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/account/lists') return { lists }
    throw new Error(`Unexpected call ${path}`)
  })
  return api
}

const renderForm = (api: ReturnType<typeof fakeApi>, what: ListAddition) =>
  renderInRouter(() => <AddToListForm what={what} />, { api, user: ANA_BUYER })

describe('AddToListForm', () => {
  it('adds a product with its quantity to the chosen list and leads to it', async () => {
    const api = listsApi()
    api.post.mockResolvedValue({ list: sharedList() })
    await renderForm(api, {
      kind: 'product',
      sku: 'GLV-NIT-E-M',
      name: 'Nitrile gloves, M',
      quantity: 3,
    })
    const list = await screen.findByLabelText<HTMLSelectElement>('List')
    expect([...list.options].map((o) => o.textContent)).toEqual([
      'Exam room 2 — weekly',
      'Front desk (Shared)',
      'New list…',
    ])
    fireEvent.change(list, { target: { value: '32' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add to list' }))
    await screen.findByText('Added to “Front desk”.')
    expect(api.post).toHaveBeenCalledWith('/account/lists/add-items', {
      body: { listId: '32', items: [{ sku: 'GLV-NIT-E-M', quantity: 3 }] },
    })
    expect(
      screen.getByRole('link', { name: 'View list' }).getAttribute('href'),
    ).toBe('/en/shop/account/lists/32')
  })

  it('makes a new list for an order’s lines when the member has none', async () => {
    const api = listsApi([])
    const made = weeklyList({ id: '50', name: 'Restock', items: [] })
    api.post.mockImplementation(async (path: string) =>
      path === '/account/lists/create'
        ? { list: made }
        : { list: { ...made, items: weeklyList().items } },
    )
    await renderForm(api, {
      kind: 'order',
      orderToken: 'tok-41',
      description: 'The lines of order SO-1041',
    })
    screen.getByText('The lines of order SO-1041')
    const name = await screen.findByLabelText(/^Name/)
    fireEvent.click(screen.getByRole('button', { name: 'Add to list' }))
    await screen.findByText('Enter a name for the list.')
    expect(api.post).not.toHaveBeenCalled()

    fireEvent.change(name, { target: { value: 'Restock' } })
    fireEvent.click(screen.getByLabelText('Share with my practice'))
    fireEvent.click(screen.getByRole('button', { name: 'Add to list' }))
    await screen.findByText('Added to “Restock”.')
    await waitFor(() =>
      expect(api.post.mock.calls).toEqual([
        ['/account/lists/create', { body: { name: 'Restock', shared: true } }],
        [
          '/account/lists/add-order',
          { body: { listId: '50', orderToken: 'tok-41' } },
        ],
      ]),
    )
  })
})
