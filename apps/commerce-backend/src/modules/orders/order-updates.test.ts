import { describe, expect, it, vi } from 'vitest'
import { useTestShop } from '../../test-shop'
import { audits, events, mails, op, placed } from './fulfilment-fixture'

// Issue 35: the distributor acknowledges an order (once, whatever is repeated) and lists orders
// by state and date; bad input is a 400 that names it.
useTestShop()
// Each test places orders and calls the API many times: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

describe('acknowledging', () => {
  it('confirms an order once: the same number again changes nothing, another is a 409', async () => {
    const { buyer, number } = await placed('ack', [2])
    const first = await op('POST', `/orders/${number}/acknowledge`, {
      distributorOrderNumber: 'WH-1001',
      expectedDelivery: '2027-01-15',
    })
    expect(first.status).toBe(200)
    expect(first.json.order).toMatchObject({
      fulfilmentState: 'CONFIRMED',
      distributorOrderNumber: 'WH-1001',
    })
    const again = await op('POST', `/orders/${number}/acknowledge`, {
      distributorOrderNumber: 'WH-1001',
      expectedDelivery: '2027-01-15',
    })
    expect(again.status).toBe(200)
    expect(again.json).toEqual(first.json)
    const other = await op('POST', `/orders/${number}/acknowledge`, {
      distributorOrderNumber: 'WH-2002',
    })
    expect(other.status).toBe(409)
    expect(other.json.message).toContain('WH-1001')
    expect(await audits('orders.acknowledge', number)).toBe(1)
    expect(await events('order.confirmed', number)).toBe(1)
    expect(await mails(buyer.email, 'order-confirmed')).toBe(1)
  })

  it('answers 404 for an unknown order and 400 for a missing number', async () => {
    expect(
      (
        await op('POST', '/orders/NOPE-1/acknowledge', {
          distributorOrderNumber: 'X',
        })
      ).status,
    ).toBe(404)
    const { number } = await placed('ackbad', [1])
    const bad = await op('POST', `/orders/${number}/acknowledge`, {
      distributorOrderNumber: '  ',
      expectedDelivery: '2027-02-30',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.violations.map((v) => v.propertyPath).sort()).toEqual([
      'distributorOrderNumber',
      'expectedDelivery',
    ])
  })
})

describe('listing', () => {
  it('lists orders by state and date and refuses bad filters', async () => {
    const { number } = await placed('listing', [1])
    const today = new Date().toISOString().slice(0, 10)
    const listed = await op(
      'GET',
      `/orders?state=PLACED&from=${today}&to=${today}&limit=500`,
    )
    expect(listed.status).toBe(200)
    expect(listed.json.orders.map((o) => o.number)).toContain(number)
    expect(
      listed.json.orders.every((o) => o.fulfilmentState === 'PLACED'),
    ).toBe(true)
    const bad = await op('GET', '/orders?state=LOST&from=yesterday&limit=0')
    expect(bad.status).toBe(400)
    expect(bad.json.violations.map((v) => v.propertyPath).sort()).toEqual([
      'from',
      'limit',
      'state',
    ])
  })
})
