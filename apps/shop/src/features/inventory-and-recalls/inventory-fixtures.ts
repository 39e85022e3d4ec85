import { SEALING_RECALL } from './recall-fixtures'
import type { InventoryLot } from './inventory-lots'

// Lots for the inventory's tests, on 2026-11-24.

/** The day the tests' clock stands on. */
export const TODAY = '2026-11-24'

export function lot(
  patch: Partial<Omit<InventoryLot, 'product'>> & {
    name?: string
    sku?: string
  },
): InventoryLot {
  const { name = 'Nitrile gloves', sku = 'GLV-1', ...rest } = patch
  return {
    id: rest.lotNumber ?? 'L-1',
    lotNumber: 'L-1',
    expiryDate: '2028-01-31',
    quantity: 4,
    orderNumber: 'SO-10011',
    orderToken: null,
    recall: null,
    product: {
      id: sku,
      sku,
      name,
      unit: 'box',
      packSize: 100,
      lotImage: { url: '/lot.png', width: 160, height: 160, alt: '' },
    },
    ...rest,
  }
}

/** A recalled lot, one expired, one within 30 days, one within 90 and one far off. */
export const LOTS: InventoryLot[] = [
  lot({ lotNumber: 'L-FAR', name: 'Alcohol swabs', expiryDate: '2028-03-28' }),
  lot({
    lotNumber: SEALING_RECALL.lotNumber,
    name: 'Sterile gauze',
    sku: 'GAU-1',
    expiryDate: '2027-09-28',
    recall: SEALING_RECALL,
  }),
  lot({ lotNumber: 'L-OLD', name: 'Syringes 5 ml', expiryDate: '2026-09-28' }),
  lot({ lotNumber: 'L-30', name: 'Bandages', expiryDate: '2026-12-10' }),
  lot({ lotNumber: 'L-90', name: 'Cotton rolls', expiryDate: '2027-02-01' }),
]
