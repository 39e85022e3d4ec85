import type { ApiOrder } from '@shop/commerce-client'
import { pendingOrder } from '#lib/approval-fixtures'

// An order on its way for the orders feature's tests: five gloves ordered (three shipped in two
// parcels, two canceled), ten syringes backordered.

const base = pendingOrder({ state: 'new', placedAt: '2026-11-20T10:00:00Z' })
function firstLine() {
  const [line] = base.items
  if (!line) throw new Error('The pending order has a line.')
  return line
}
const gloves = firstLine()
const syringes = {
  ...gloves,
  id: '2',
  quantity: 10,
  product: { ...gloves.product, id: '10', sku: 'SYR-5', name: 'Syringes 5 ml' },
}

const lineDefaults = {
  shippedQuantity: 0,
  backorderedUntil: null,
  cancelledQuantity: 0,
  cancelReason: null,
  returnableQuantity: 0,
  returnableLots: [],
}

export function shippedOrder(overrides: Partial<ApiOrder> = {}): ApiOrder {
  return {
    ...base,
    items: [
      {
        ...gloves,
        ...lineDefaults,
        quantity: 5,
        shippedQuantity: 3,
        cancelledQuantity: 2,
        cancelReason: 'Discontinued by the maker',
        returnableQuantity: 3,
        returnableLots: [
          { lotNumber: 'LOT-A', quantity: 2 },
          { lotNumber: 'LOT-B', quantity: 1 },
        ],
      },
      { ...syringes, ...lineDefaults, backorderedUntil: '2027-03-01' },
    ],
    fulfilmentState: 'PARTLY_SHIPPED',
    timeline: [
      { state: 'PLACED', at: '2026-11-20T10:00:00Z' },
      { state: 'CONFIRMED', at: '2026-11-21T10:00:00Z' },
      { state: 'PARTLY_SHIPPED', at: '2026-11-22T10:00:00Z' },
    ],
    distributorOrderNumber: 'WH-88120',
    expectedDelivery: '2026-11-30',
    shipments: [
      {
        id: '1',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shippedAt: '2026-11-22T10:00:00Z',
        deliveredAt: '2026-11-24T10:00:00Z',
        lines: [
          {
            orderItemId: '1',
            quantity: 2,
            lotNumber: 'LOT-A',
            lotExpiry: '2028-01-31',
          },
        ],
      },
      {
        id: '2',
        carrier: 'Local Courier',
        trackingNumber: 'LC-7731',
        trackingUrl: null,
        shippedAt: '2026-11-23T10:00:00Z',
        deliveredAt: null,
        lines: [
          {
            orderItemId: '1',
            quantity: 1,
            lotNumber: 'LOT-B',
            lotExpiry: '2028-02-29',
          },
        ],
      },
    ],
    canCancel: false,
    canRequestReturn: true,
    returns: [],
    ...overrides,
  }
}
