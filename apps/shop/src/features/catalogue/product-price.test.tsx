import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import type { ApiProductCard } from '@shop/commerce-client'
import { unitFields } from '#lib/unit-fixtures'
import { ProductPrice } from './product-price'
import { ProductCards } from './product-card'

const gloves = (price: number) => ({
  storeValues: [{ price }],
  listPrice: 10,
  priceBreaks: [
    { minQuantity: 10, unitPrice: 8 },
    { minQuantity: 100, unitPrice: 6 },
  ],
})

describe('ProductPrice (issue 34)', () => {
  it("shows the practice's price with the list price struck through and the breaks as a table", async () => {
    await renderInRouter(() => <ProductPrice product={gloves(9)} />, {
      api: fakeApi(),
    })
    screen.getByText('List price $0.10, your price $0.09')
    expect(document.querySelector('s')?.textContent).toBe('$0.10')
    expect(
      [...document.querySelectorAll('.product-price__breaks tr')].map(
        (row) => row.textContent,
      ),
    ).toEqual(['10+$0.08', '100+$0.06'])
  })

  it('shows only the list price when the practice pays it (anonymous visitors, no contract)', async () => {
    await renderInRouter(
      () => (
        <ProductPrice
          product={{
            storeValues: [{ price: 10 }],
            listPrice: 10,
            priceBreaks: [],
          }}
        />
      ),
      { api: fakeApi() },
    )
    expect(document.querySelector('s')).toBeNull()
    expect(screen.queryByText(/your price/)).toBeNull()
    expect(document.querySelector('.product-price__breaks')).toBeNull()
    expect(document.querySelector('.ui-price data')?.textContent).toBe('$0.10')
  })

  it("a listing card shows the practice's price, the struck list price and the breaks", async () => {
    const card = {
      id: '9',
      sku: 'GLV-100',
      identifier: 'glv-100',
      name: 'Nitrile gloves, 100',
      mainImage: {
        url: '/images/glv-100.jpg',
        width: 400,
        height: 400,
        alt: '',
      },
      attributes: [],
      ...gloves(9),
      ...unitFields(),
    } as unknown as ApiProductCard
    await renderInRouter(() => <ProductCards products={[card]} />, {
      api: fakeApi(),
    })
    screen.getByText('List price $0.10, your price $0.09')
    expect(document.querySelector('.ui-product-card s')?.textContent).toBe(
      '$0.10',
    )
    expect(
      document.querySelectorAll('.ui-product-card .product-price__breaks tr'),
    ).toHaveLength(2)
  })
})
