import { describe, expect, it, vi } from 'vitest'
import { backend, useTestShop } from '../../test-shop'
import { events, gql, mails, op, placed } from './fulfilment-fixture'
import type { Violation } from './fulfilment-fixture'

// Issue 35: the buyer asks to return shipped lots (a recalled lot after the window too), the
// distributor accepts or refuses, once.
useTestShop()
// Each test places orders and calls the API many times: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

describe('the buyer', () => {
  it('asks to return shipped lots; the operator accepts with an RMA number, once', async () => {
    const { buyer, products, number, order } = await placed('returns', [4])
    const shipped = await op('POST', `/orders/${number}/shipments`, {
      carrier: 'DHL',
      trackingNumber: 'JD014600006281120001',
      lines: [
        {
          sku: products[0]!.sku,
          quantity: 4,
          lotNumber: 'LOT-RET-1',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    const itemId = String(shipped.json.order.lines[0]!.orderItemId)
    const request = `mutation($token: String!, $lines: [ReturnLineInput!]!) {
      requestReturn(orderToken: $token, lines: $lines, reason: DAMAGED, note: "Crushed box") {
        __typename ... on ReturnSuccess { return { id state } order { items { returnableQuantity } } }
        ... on ValidationError { violations { propertyPath message } } } }`
    const tooMany = await gql<{
      requestReturn: { __typename: string; violations: Violation[] }
    }>(buyer.token, request, {
      token: order.token,
      lines: [{ orderItemId: itemId, quantity: 5, lotNumber: 'LOT-RET-1' }],
    })
    expect(tooMany.requestReturn.violations[0]!.propertyPath).toBe(
      'lines[0].quantity',
    )
    const wrongLot = await gql<{ requestReturn: { __typename: string } }>(
      buyer.token,
      request,
      {
        token: order.token,
        lines: [
          { orderItemId: itemId, quantity: 1, lotNumber: 'LOT-NOT-SHIPPED' },
        ],
      },
    )
    expect(wrongLot.requestReturn.__typename).toBe('ValidationError')
    const asked = await gql<{
      requestReturn: {
        return: { id: string; state: string }
        order: { items: { returnableQuantity: number }[] }
      }
    }>(buyer.token, request, {
      token: order.token,
      lines: [{ orderItemId: itemId, quantity: 2, lotNumber: 'LOT-RET-1' }],
    })
    expect(asked.requestReturn.return.state).toBe('REQUESTED')
    expect(asked.requestReturn.order.items[0]!.returnableQuantity).toBe(2)
    expect(await events('return.requested', number)).toBe(1)

    const id = asked.requestReturn.return.id
    const listed = await op('GET', '/returns?state=REQUESTED')
    expect(listed.json.returns.map((r) => String(r.id))).toContain(id)
    const accept = {
      rmaNumber: 'RMA-77',
      instructions: 'Send it to\nReturns dock 4',
    }
    const accepted = await op('POST', `/returns/${id}/accept`, accept)
    expect(accepted.status).toBe(200)
    expect(accepted.json.order.returns[0]).toMatchObject({
      state: 'ACCEPTED',
      rmaNumber: 'RMA-77',
    })
    expect((await op('POST', `/returns/${id}/accept`, accept)).status).toBe(200)
    expect(
      (await op('POST', `/returns/${id}/refuse`, { reason: 'No' })).status,
    ).toBe(409)
    expect(await mails(buyer.email, 'return-accepted')).toBe(1)
    expect(await events('return.accepted', number)).toBe(1)
    expect((await op('POST', '/returns/999999/accept', accept)).status).toBe(
      404,
    )
  })

  it('may return a recalled lot after the return window', async () => {
    const { buyer, products, number, order } = await placed(
      'recalledreturn',
      [1],
    )
    await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'OLD-PARCEL-1',
      shippedAt: '2020-01-01T00:00:00Z',
      lines: [
        {
          sku: products[0]!.sku,
          quantity: 1,
          lotNumber: 'LOT-OLD-RECALL',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    const returnable = async () =>
      (
        await gql<{ order: { items: { returnableQuantity: number }[] } }>(
          buyer.token,
          'query($token: String!) { order(token: $token) { items { returnableQuantity } } }',
          { token: order.token },
        )
      ).order.items[0]!.returnableQuantity
    expect(await returnable()).toBe(0)
    await backend.services.recalls.record({
      lotNumber: 'LOT-OLD-RECALL',
      reason: 'Sterility',
    })
    expect(await returnable()).toBe(1)
  })
})
