import type { OrderList } from '#features/lists'
import type { User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import { unitFields } from '#lib/unit-fixtures'

// Order lists as the API answers them, for the lists' tests.

/** Ana, a buyer of the practice: she may place orders. */
export const ANA_BUYER = {
  id: 'u5',
  customer: {
    id: '5',
    firstname: 'Ana',
    lastname: 'Lee',
    roles: ['BUYER'],
    can: capabilities({ placeOrders: true }),
  },
} as unknown as User

const ANA = { id: '5', firstname: 'Ana', lastname: 'Lee' }
const JAMIE = { id: '7', firstname: 'Jamie', lastname: 'Rivera' }

/** One line of a list at the buyer's price, with the practice's quantity breaks when given. */
export const listLine = (
  id: string,
  sku: string,
  name: string,
  price: number,
  quantity: number,
  available = true,
  priceBreaks: { minQuantity: number; unitPrice: number }[] = [],
): OrderList['items'][number] => ({
  id,
  quantity,
  available,
  product: {
    id: `p${id}`,
    sku,
    name,
    storeValues: [{ price }],
    priceBreaks,
    mainImage: { url: `/images/${sku}.jpg`, width: 400, height: 400, alt: '' },
    ...unitFields(),
  },
})

/** Ana's weekly list: gloves, syringes, and swabs that are no longer sold. */
export function weeklyList(overrides: Partial<OrderList> = {}): OrderList {
  return {
    id: '31',
    name: 'Exam room 2 — weekly',
    shared: false,
    owner: ANA,
    updatedAt: '2026-11-20T10:00:00Z',
    canManage: true,
    items: [
      listLine('1', 'GLV-NIT-E-M', 'Nitrile gloves, M', 1299, 4),
      listLine('2', 'SYR-LL-E-V5-P50', 'Luer-lock syringes 5 ml', 2450, 2),
      listLine('3', 'SWB-ALC-P200', 'Alcohol swabs, 200', 650, 3, false),
    ],
    ...overrides,
  }
}

/** The practice's shared list, made by Jamie. */
export function sharedList(overrides: Partial<OrderList> = {}): OrderList {
  return {
    ...weeklyList(),
    id: '32',
    name: 'Front desk',
    shared: true,
    owner: JAMIE,
    canManage: false,
    updatedAt: '2026-11-18T08:00:00Z',
    items: [listLine('4', 'MSK-3P-B50', 'Face masks, 50', 899, 1)],
    ...overrides,
  }
}
