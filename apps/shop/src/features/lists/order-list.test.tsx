import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import type { OrderList } from './list-queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { APPROVER } from '#lib/approval-fixtures'
import { ANA_BUYER, sharedList, weeklyList } from '#lib/list-fixtures'
import { OrderListPage } from './order-list'

/** The API as the list page asks it, answering `list` for the list. */
function listApi(list: OrderList = weeklyList()) {
  const api = fakeApi()
  api.get.mockImplementation(
    async (
      path: string,
      { query }: { query?: Record<string, unknown> } = {},
    ) => {
      if (path === '/account/list') return { list }
      // Every SKU but NOPE exists.
      if (path === '/shop/products-by-sku')
        return {
          products: String(query?.skus)
            .split(',')
            .filter((sku) => sku !== 'NOPE')
            .map((sku) => ({ sku })),
        }
      if (path === '/app-config')
        return { appConfig: { fallbackImage: { url: '/fallback.png' } } }
      throw new Error(`Unexpected call ${path}`)
    },
  )
  return api
}

async function renderList(
  api: ReturnType<typeof fakeApi>,
  listId = '31',
  user = ANA_BUYER,
) {
  const rendered = await renderInRouter(
    () => (
      <Suspense fallback={null}>
        <OrderListPage listId={listId} />
      </Suspense>
    ),
    { api, user },
  )
  await screen.findByRole('heading', { level: 1 })
  return rendered
}

const line = (name: string) =>
  screen.getByRole('link', { name }).closest('li') as HTMLElement
const box = (name: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `Choose ${name}` })

describe('OrderListPage', () => {
  it('marks a product no longer sold and leaves it unchosen', async () => {
    await renderList(listApi())
    within(line('Alcohol swabs, 200')).getByText('No longer sold')
    expect(box('Alcohol swabs, 200').checked).toBe(false)
    expect(box('Alcohol swabs, 200').disabled).toBe(true)
    expect(box('Nitrile gloves, M').checked).toBe(true)
    expect(
      within(line('Nitrile gloves, M')).queryByText('No longer sold'),
    ).toBe(null)
    screen.getByRole('button', { name: 'Add 2 chosen lines to cart' })
  })

  it('saves a changed quantity and a removal at once', async () => {
    const api = listApi()
    const changed = weeklyList()
    changed.items[0]!.quantity = 6
    api.post.mockResolvedValue({ list: changed })
    await renderList(api)
    const field = screen.getByRole('textbox', {
      name: 'Quantity for Nitrile gloves, M',
    })
    fireEvent.change(field, { target: { value: '6' } })
    fireEvent.blur(field)
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/account/lists/set-quantity', {
        body: { listId: '31', productId: 'p1', quantity: 6 },
      }),
    )
    // The line total follows: 6 × $12.99.
    await within(line('Nitrile gloves, M')).findByText('$77.94')

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Remove Luer-lock syringes 5 ml from the list',
      }),
    )
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith('/account/lists/set-quantity', {
        body: { listId: '31', productId: 'p2', quantity: 0 },
      }),
    )
  })

  it('steps a line in the product’s increments and says a typed quantity off them at the line', async () => {
    const list = weeklyList()
    const syringes = list.items[1]!
    syringes.quantity = 20
    syringes.product.quantityRule = { min: 10, increment: 10, max: null }
    const api = listApi(list)
    api.post.mockResolvedValue({ list })
    await renderList(api)
    const row = within(line('Luer-lock syringes 5 ml'))
    fireEvent.click(row.getByRole('button', { name: 'Increase' }))
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/account/lists/set-quantity', {
        body: { listId: '31', productId: 'p2', quantity: 30 },
      }),
    )
    api.post.mockClear()
    const field = row.getByRole('textbox', {
      name: 'Quantity for Luer-lock syringes 5 ml',
    })
    fireEvent.change(field, { target: { value: '25' } })
    fireEvent.blur(field)
    expect(row.getByRole('alert').textContent).toBe(
      'Order in steps of 10: 20 or 30.',
    )
    expect(api.post).not.toHaveBeenCalled()
  })

  it('replaces a product no longer sold with its replacement and says how its quantity was rounded', async () => {
    const list = weeklyList()
    const swabs = list.items[2]!
    swabs.product.status = 'DISCONTINUED'
    swabs.product.replacedBy = {
      id: 'p9',
      sku: 'SWB-ALC-P100',
      name: 'Alcohol swabs, 100',
    }
    const api = listApi(list)
    api.post.mockResolvedValue({
      list: weeklyList({ items: list.items.slice(0, 2) }),
      replacement: {
        product: { id: 'p9', sku: 'SWB-ALC-P100', name: 'Alcohol swabs, 100' },
        quantity: 10,
        note: '3 became 10: Alcohol swabs, 100 is sold in steps of 10, from 10.',
      },
    })
    await renderList(api)
    fireEvent.click(
      within(line('Alcohol swabs, 200')).getByRole('button', {
        name: 'Replace with Alcohol swabs, 100',
      }),
    )
    await screen.findByText(
      'Replaced with Alcohol swabs, 100. 3 became 10: Alcohol swabs, 100 is sold in steps of 10, from 10.',
    )
    expect(api.post).toHaveBeenCalledWith('/account/lists/replace', {
      body: { listId: '31', productId: 'p3' },
    })
    // A product still sold offers no replacement.
    expect(
      within(line('Nitrile gloves, M')).queryByRole('button', {
        name: /Replace with/,
      }),
    ).toBe(null)
  })

  it('puts only the chosen lines into the cart', async () => {
    const api = listApi()
    const cart = { token: 'c1', items: [] }
    api.post.mockResolvedValue({ cart, added: 1, skipped: [] })
    const { queryClient } = await renderList(api)
    fireEvent.click(box('Luer-lock syringes 5 ml'))
    fireEvent.click(
      screen.getByRole('button', { name: 'Add 1 chosen line to cart' }),
    )
    await screen.findByText('1 line was added to your cart.')
    expect(api.post).toHaveBeenCalledWith('/account/lists/to-cart', {
      body: { listId: '31', productIds: ['p1'] },
    })
    expect(queryClient.getQueryData(['checkout', 'cart'])).toBe(cart)
  })

  it('names the lines the cart did not take and leads to the cart', async () => {
    const api = listApi()
    api.post.mockResolvedValue({
      cart: { token: 'c1', items: [] },
      added: 2,
      skipped: [
        {
          sku: 'SWB-ALC-P200',
          name: 'Alcohol swabs, 200',
          message: 'This product is no longer sold: it was left out.',
        },
      ],
    })
    await renderList(api)
    fireEvent.click(screen.getByRole('button', { name: 'Add all to cart' }))
    await screen.findByText('2 lines were added to your cart.')
    screen.getByText(
      'Alcohol swabs, 200 (SWB-ALC-P200): This product is no longer sold: it was left out.',
    )
    expect(
      screen.getByRole('link', { name: 'View cart' }).getAttribute('href'),
    ).toBe('/en/shop/cart')
    const [, { body }] = api.post.mock.calls[0]!
    expect(body).toEqual({ listId: '31' })
  })

  it('adds the good imported lines and names the bad ones by their line, the API’s refusals too', async () => {
    const api = listApi()
    // The list takes all lines or none: it refuses the product no longer sold, then takes the rest.
    api.post.mockRejectedValueOnce(
      new ApiError(400, 'Invalid input', [
        {
          propertyPath: 'items.1.productId',
          message: 'This product is no longer sold.',
        },
      ]),
    )
    api.post.mockResolvedValueOnce({ list: weeklyList() })
    await renderList(api)
    const text = 'GLV-NIT-E-M 2\nALC-SWAB 1\nnope 1\nbad line here'
    fireEvent.change(screen.getByLabelText('Paste a list'), {
      target: { value: text },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Read list' }))
    await screen.findByText('1 line was added to the list.')
    screen.getByText('Line 2: This product is no longer sold.')
    screen.getByText('Line 3: there is no product with SKU NOPE.')
    screen.getByText(
      'Line 4: write the SKU and the quantity, for example SYR-LL-E-V5-P50 5.',
    )
    expect(api.post).toHaveBeenLastCalledWith('/account/lists/add-items', {
      body: { listId: '31', items: [{ sku: 'GLV-NIT-E-M', quantity: 2 }] },
    })
    // The bad lines stay in the box to be corrected.
    expect(
      screen.getByLabelText<HTMLTextAreaElement>('Paste a list').value,
    ).toBe('ALC-SWAB 1\nnope 1\nbad line here')
  })

  it('adds imported lines and keeps only the bad ones', async () => {
    const api = listApi()
    api.post.mockResolvedValue({ list: weeklyList() })
    await renderList(api)
    fireEvent.change(screen.getByLabelText('Paste a list'), {
      target: { value: 'GLV-NIT-E-M 2\nSYR-LL-E-V5-P50 0' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Read list' }))
    await screen.findByText('1 line was added to the list.')
    screen.getByText(
      'Line 2: the quantity must be a whole number from 1 to 10,000.',
    )
    expect(
      screen.getByLabelText<HTMLTextAreaElement>('Paste a list').value,
    ).toBe('SYR-LL-E-V5-P50 0')
  })

  it('shows the list’s total at the buyer’s prices, leaving out and naming a product no longer sold', async () => {
    await renderList(listApi())
    // 4 × $12.99 + 2 × $24.50: the swabs (3 × $6.50) are not counted.
    const total = screen.getByText('Total before tax').parentElement!
    expect(total.textContent).toBe('Total before tax$100.96')
    screen.getByText('Not counted, as no longer sold: Alcohol swabs, 200.')
    expect(within(line('Alcohol swabs, 200')).queryByText('$19.50')).toBe(null)
    within(line('Alcohol swabs, 200')).getByText('Not counted')
    within(line('Nitrile gloves, M')).getByText('$51.96')
  })

  it('offers renaming, sharing and deleting only to who may manage the list', async () => {
    await renderList(listApi(sharedList()), '32')
    screen.getByText('1 line · Shared by Jamie Rivera · Updated 11/18/26')
    expect(screen.queryByRole('button', { name: 'Delete list' })).toBe(null)
    expect(screen.queryByRole('button', { name: 'Save' })).toBe(null)
  })

  it('offers to make the list a standing order only to who may place orders', async () => {
    await renderList(listApi())
    screen.getByRole('button', { name: 'Make it a standing order' })
    cleanup()
    await renderList(listApi(), '31', APPROVER)
    expect(
      screen.queryByRole('button', { name: 'Make it a standing order' }),
    ).toBe(null)
  })
})
