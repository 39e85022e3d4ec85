import { expect, inject } from 'vitest'

// The distributor's side in the end-to-end tests: the operator API of the running backend, called
// with the service secret as `npm run orders` and `npm run tax` call it.

/** A POST to the backend's operator API; answers the response. */
export function operator(path: string, body: unknown) {
  return fetch(
    `${inject('commerceUrl').replace(/\/graphql\/commerce$/, '')}/operator/v1${path}`,
    {
      method: 'POST',
      headers: {
        'x-service-secret': inject('serviceSecret'),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    },
  )
}

/**
 * Ships every line of an order in one parcel (each product its own lot), which issues its invoice
 * (INVOICE_ON=shipped, the default).
 */
export async function shipEverything(order: {
  number: string
  items: { quantity: number; product: { sku: string } }[]
}) {
  const shipped = await operator(`/orders/${order.number}/shipments`, {
    carrier: 'UPS',
    trackingNumber: `1Z${order.number.replace(/\D/g, '')}`,
    lines: order.items.map((item) => ({
      sku: item.product.sku,
      quantity: item.quantity,
      lotNumber: `E2E-${item.product.sku}`,
      lotExpiry: '2031-01-31',
    })),
  })
  expect(shipped.status, await shipped.text()).toBe(200)
}
