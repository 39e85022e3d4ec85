import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { unitFields } from '#lib/unit-fixtures'
import { QuickOrderRow } from './quick-order-row'

const GAUZE = {
  id: '7',
  sku: 'BND-GZE-E-D10-P10',
  name: 'Essential sterile gauze swabs, 4" × 4", 10 pieces',
  storeValues: [{ price: 349 }],
  listPrice: 349,
  priceBreaks: [] as { minQuantity: number; unitPrice: number }[],
  mainImage: { url: '/images/gauze.jpg', width: 80, height: 80, alt: '' },
  ...unitFields({
    unit: 'pack',
    packSize: 10,
    quantityRule: { min: 10, increment: 10, max: null },
    availability: {
      state: 'LOW_STOCK',
      stock: 4,
      leadTimeDays: 0,
      restockDate: null,
      backorder: false,
    },
  }),
}

async function row(quantity: string, product = GAUZE) {
  await renderInRouter(
    () => (
      <table>
        <tbody>
          <QuickOrderRow
            row={{ key: 1, sku: product.sku, quantity }}
            number={1}
            messageId="row-1"
            lookup={{ kind: 'found', product }}
            onChange={() => undefined}
            onRemove={() => undefined}
          />
        </tbody>
      </table>
    ),
    { api: fakeApi() },
  )
}

describe('QuickOrderRow', () => {
  it('shows a quantity off the product’s steps as the line’s error and keeps what was typed', async () => {
    await row('25')
    expect(
      await screen.findByText('Order in steps of 10: 20 or 30.'),
    ).toBeTruthy()
    expect(
      screen.getByLabelText<HTMLInputElement>('Quantity, row 1').value,
    ).toBe('25')
    expect(
      screen.getByLabelText('Quantity, row 1').getAttribute('aria-invalid'),
    ).toBe('true')
  })

  it('shows the unit, pack and availability of the product found', async () => {
    await row('20')
    expect(await screen.findByText('Pack of 10 · $0.35 per piece')).toBeTruthy()
    expect(screen.getByText('Only 4 left')).toBeTruthy()
    expect(screen.queryByText(/Order in steps/)).toBeNull()
  })

  it('prices the row at the practice’s break its quantity reaches, as the cart charges it (issue 34)', async () => {
    // The practice pays $3.19 a pack, $2.89 from 20 packs: 20 cost $57.80, not 20 × $3.19.
    await row('20', {
      ...GAUZE,
      storeValues: [{ price: 319 }],
      priceBreaks: [{ minQuantity: 20, unitPrice: 289 }],
    })
    expect(document.querySelector('.quick-order__amount')?.textContent).toBe(
      '$57.80',
    )
  })
})
