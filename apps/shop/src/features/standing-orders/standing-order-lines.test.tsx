import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import { unitFields } from '#lib/unit-fixtures'
import { weeklyStandingOrder } from './standing-order-fixtures'
import {
  field,
  line,
  renderPage,
  standingOrderApi,
} from './standing-order-page-fixtures'

// The standing order page's lines: saved by SKU, with refusals at their lines, and SKUs refused
// before anything is saved.

describe('StandingOrderPage', () => {
  it('saves the lines by SKU without those no longer sold, and shows refusals at their lines', async () => {
    const api = standingOrderApi()
    api.get.mockImplementation(async (path: string) => {
      if (path === '/account/standing-order')
        return { standingOrder: weeklyStandingOrder() }
      if (path === '/app-config')
        return { appConfig: { fallbackImage: { url: '/fallback.png' } } }
      if (path === '/shop/products-by-sku')
        return {
          products: [
            {
              id: 'p9',
              sku: 'NDL-E-G23-L25-P100',
              name: 'Needles 23G, 100',
              storeValues: [{ price: 1100 }],
              priceBreaks: [],
              mainImage: { url: '/n.jpg', width: 400, height: 400, alt: '' },
              // As the API answers a product: with its unit and quantity rule.
              ...unitFields(),
            },
          ],
        }
      throw new Error(`Unexpected call ${path}`)
    })
    api.post.mockRejectedValue(
      new ApiError(400, 'Some lines could not be read.', [
        {
          propertyPath: 'items.1.quantity',
          message: 'Must be at most 10,000.',
        },
        {
          propertyPath: 'items.2.productId',
          message: 'This product is no longer sold.',
        },
      ]),
    )
    await renderPage(api)
    const quantity = screen.getByRole('textbox', {
      name: 'Quantity for Nitrile gloves, M',
    })
    fireEvent.change(quantity, { target: { value: '6' } })
    fireEvent.blur(quantity)
    fireEvent.change(screen.getByLabelText('SKU'), {
      target: { value: ' ndl-e-g23-l25-p100 ' },
    })
    fireEvent.change(screen.getByLabelText('Quantity'), {
      target: { value: '2' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    within(
      await screen
        .findByRole('link', { name: 'Needles 23G, 100' })
        .then((link) => link.closest('li') as HTMLElement),
    ).getByText('Not saved yet')
    screen.getByText('The lines have changes that are not saved yet.')

    fireEvent.click(screen.getByRole('button', { name: 'Save lines' }))
    await screen.findByText(
      'The lines were not saved: see the messages at the lines.',
    )
    expect(api.post).toHaveBeenCalledWith(
      '/account/standing-orders/set-lines',
      {
        body: {
          standingOrderId: '61',
          items: [
            { sku: 'GLV-NIT-E-M', quantity: 6 },
            { sku: 'SYR-LL-E-V5-P50', quantity: 2 },
            { sku: 'NDL-E-G23-L25-P100', quantity: 2 },
          ],
        },
      },
    )
    within(line('Luer-lock syringes 5 ml')).getByText('Must be at most 10,000.')
    within(line('Needles 23G, 100')).getByText(
      'This product is no longer sold.',
    )
    expect(
      within(line('Nitrile gloves, M')).queryByText(
        'This product is no longer sold.',
      ),
    ).toBe(null)
  })

  it('refuses a SKU that is not in the catalogue or is a line already, before saving', async () => {
    const api = standingOrderApi()
    api.get.mockImplementation(async (path: string) => {
      if (path === '/account/standing-order')
        return { standingOrder: weeklyStandingOrder() }
      if (path === '/shop/products-by-sku') return { products: [] }
      return { appConfig: { fallbackImage: { url: '/fallback.png' } } }
    })
    await renderPage(api)
    fireEvent.change(screen.getByLabelText('SKU'), {
      target: { value: 'nope' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await within(field('SKU')).findByText('There is no product with SKU NOPE.')

    fireEvent.change(screen.getByLabelText('SKU'), {
      target: { value: 'glv-nit-e-m' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await within(field('SKU')).findByText(
      'Nitrile gloves, M is a line already: change its quantity above.',
    )
    expect(api.post).not.toHaveBeenCalled()
  })
})
