import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { pendingOrder } from '#lib/approval-fixtures'
import { OrderLines } from './order-lines'

// An order's lines (the order page and the approval page) say what a unit is (issue 33).
describe('OrderLines', () => {
  it('counts the quantity in the product’s units and names its pack with a piece’s price', async () => {
    await renderInRouter(() => <OrderLines order={pendingOrder()} />, {
      api: fakeApi(),
    })
    // Ten boxes of 100 gloves at $35.00 a box: not "10", which reads like ten gloves.
    expect(document.querySelector('.order-lines__quantity')?.textContent).toBe(
      'Quantity: 10 boxes',
    )
    screen.getByText('Box of 100 · $0.35 per piece')
  })
})
