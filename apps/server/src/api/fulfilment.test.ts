import { describe, expect, it } from 'vitest'
import {
  SERVICE_SECRET,
  backend,
  call,
  placeOrder,
  signIn,
  useApiServer,
} from '../../test/api'

// The practice's side of fulfilment (issue 35): cancelling an order, asking to return shipped lots.
useApiServer()

/** Calls the backend's operator API as the distributor does (the service secret). */
async function operator(path: string, body: unknown) {
  const res = await fetch(`${backend.url}/operator/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-service-secret': SERVICE_SECRET,
    },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { order: unknown }
}

describe('cancelling an order', () => {
  it('cancels the buyer’s unconfirmed order; another practice’s is a 404 and a bad token a 400', async () => {
    const jar = await signIn()
    const order = await placeOrder(jar, 'PO-CANCEL-1')

    const lakeview = await signIn('orders@lakeview-practice.example')
    const foreign = await call(lakeview, 'POST', '/account/orders/cancel', {
      token: order.token,
    })
    expect(foreign.status).toBe(404)
    const bad = await call(jar, 'POST', '/account/orders/cancel', {
      token: 'not a token',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.violations[0].propertyPath).toBe('token')

    const done = await call(jar, 'POST', '/account/orders/cancel', {
      token: order.token,
    })
    expect(done.status).toBe(200)
    expect(done.json.order).toMatchObject({
      token: order.token,
      fulfilmentState: 'CANCELLED',
      canCancel: false,
    })
    expect(
      done.json.order.timeline.map((s: { state: string }) => s.state),
    ).toEqual(['PLACED', 'CANCELLED'])
  })

  it('refuses, with a 409 and its reason, an order the distributor confirmed', async () => {
    const jar = await signIn()
    const order = await placeOrder(jar, 'PO-CANCEL-2')
    await operator(`/orders/${order.number}/acknowledge`, {
      distributorOrderNumber: 'D-CANCEL-2',
    })
    const refused = await call(jar, 'POST', '/account/orders/cancel', {
      token: order.token,
    })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(
      'The order was confirmed by the warehouse and can no longer be cancelled.',
    )
  })
})

describe('asking to return shipped lots', () => {
  it('records a return of a shipped lot, refusing more than was shipped, a bad reason and another practice', async () => {
    const jar = await signIn()
    const order = await placeOrder(jar, 'PO-RETURN-1')
    const syringes = order.items.find(
      (item: { product: { sku: string } }) =>
        item.product.sku === 'SYR-LL-E-V5-P50',
    )
    await operator(`/orders/${order.number}/acknowledge`, {
      distributorOrderNumber: 'D-RETURN-1',
    })
    await operator(`/orders/${order.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      lines: [
        {
          sku: 'SYR-LL-E-V5-P50',
          quantity: 3,
          lotNumber: 'API-RET-1',
          lotExpiry: '2029-01-31',
        },
      ],
    })
    // The shipped lot is in the practice's inventory, with the order to return it from.
    const { json: inventory } = await call(jar, 'GET', '/account/inventory')
    expect(
      inventory.lots.find(
        (lot: { lotNumber: string }) => lot.lotNumber === 'API-RET-1',
      ),
    ).toMatchObject({ quantity: 3, orderToken: order.token })
    const line = {
      orderItemId: syringes.id,
      quantity: 2,
      lotNumber: 'API-RET-1',
    }

    const tooMany = await call(jar, 'POST', '/account/orders/return', {
      token: order.token,
      lines: [{ ...line, quantity: 4 }],
      reason: 'DAMAGED',
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.violations).toEqual([
      {
        propertyPath: 'lines[0].quantity',
        message: 'At most 3 of lot API-RET-1 can be returned.',
      },
    ])
    const badReason = await call(jar, 'POST', '/account/orders/return', {
      token: order.token,
      lines: [line],
      reason: 'BORED',
    })
    expect(badReason.status).toBe(400)
    expect(badReason.json.violations[0].propertyPath).toBe('reason')
    const noLines = await call(jar, 'POST', '/account/orders/return', {
      token: order.token,
      lines: [],
      reason: 'DAMAGED',
    })
    expect(noLines.status).toBe(400)
    expect(noLines.json.violations[0]).toEqual({
      propertyPath: 'lines',
      message: 'Choose at least one line.',
    })
    const lakeview = await signIn('orders@lakeview-practice.example')
    const foreign = await call(lakeview, 'POST', '/account/orders/return', {
      token: order.token,
      lines: [line],
      reason: 'DAMAGED',
    })
    expect(foreign.status).toBe(404)

    const asked = await call(jar, 'POST', '/account/orders/return', {
      token: order.token,
      lines: [line],
      reason: 'DAMAGED',
      note: 'Two boxes arrived crushed.',
    })
    expect(asked.status).toBe(200)
    expect(asked.json.return).toMatchObject({
      state: 'REQUESTED',
      reason: 'DAMAGED',
      note: 'Two boxes arrived crushed.',
      rmaNumber: null,
      lines: [line],
    })
    const after = asked.json.order.items.find(
      (item: { id: string }) => item.id === syringes.id,
    )
    expect(after).toMatchObject({
      shippedQuantity: 3,
      returnableQuantity: 1,
      returnableLots: [{ lotNumber: 'API-RET-1', quantity: 1 }],
    })
    // The order's page reads the same return.
    const { json } = await call(
      jar,
      'GET',
      `/account/order?token=${order.token}`,
    )
    expect(json.order.returns).toEqual([asked.json.return])
  })
})
