import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { pendingOrder } from '#lib/approval-fixtures'
import { CartLines } from './cart-lines'

/** Jamie's ten boxes at a contract price of $30.00 (list $35.00), and $28.00 from twelve. */
const cart = (line: object) => {
  const base = pendingOrder({ state: 'cart' })
  return {
    ...base,
    items: base.items.map((item) => ({
      ...item,
      unitPrice: 3000,
      itemPriceNet: 3000,
      listUnitPrice: 3500,
      ...line,
    })),
  }
}

describe('CartLines and contract prices (issue 34)', () => {
  it("charges the line at the practice's price and says how many more reach the next break", async () => {
    await renderInRouter(
      () => (
        <CartLines
          cart={cart({ nextBreak: { minQuantity: 12, unitPrice: 2800 } })}
        />
      ),
      { api: fakeApi() },
    )
    screen.getByText('2 more for $28.00 each')
    screen.getByText(/\$30\.00 each/)
    expect(document.querySelector('s')?.textContent).toBe('$35.00')
    expect(screen.getByText('$300.00')).toBeTruthy()
  })

  it('tells the buyer a price changed since they added it, with the old and the new price', async () => {
    await renderInRouter(
      () => (
        <CartLines cart={cart({ priceChange: { previousUnitPrice: 2500 } })} />
      ),
      { api: fakeApi() },
    )
    screen.getByText(
      'Price changed since you added it: $25.00 each, now $30.00 each',
    )
  })
})
