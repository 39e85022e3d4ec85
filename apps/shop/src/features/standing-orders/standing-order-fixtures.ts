import type { StandingOrder } from './standing-order-queries'
import { unitFields } from '#lib/unit-fixtures'

// Standing orders as the API answers them, for the standing orders' tests. Ana (ANA_BUYER of
// list-fixtures.ts) set them up.

const ANA = { id: '5', firstname: 'Ana', lastname: 'Lee' }
const JAMIE = { id: '7', firstname: 'Jamie', lastname: 'Rivera' }

const CLINIC: NonNullable<StandingOrder['shippingAddress']> = {
  id: '3',
  salutation: '',
  firstname: 'Ana',
  lastname: 'Lee',
  company: 'Northside Family Clinic',
  street: 'Maple Avenue',
  number: '120',
  postcode: '60614',
  city: 'Chicago',
  country: { isoCode: 'US' },
  stateCode: 'IL',
  phoneNumber: '',
}

/** One line of a standing order at today's price, with the practice's breaks when given. */
export const standingLine = (
  id: string,
  sku: string,
  name: string,
  price: number,
  quantity: number,
  {
    available = true,
    agreed = price,
    breaks = [],
  }: {
    available?: boolean
    agreed?: number
    breaks?: { minQuantity: number; unitPrice: number }[]
  } = {},
): StandingOrder['items'][number] => ({
  id,
  quantity,
  agreedPriceNet: agreed,
  available,
  product: {
    id: `p${id}`,
    sku,
    name,
    storeValues: [{ price }],
    priceBreaks: breaks,
    mainImage: { url: `/images/${sku}.jpg`, width: 400, height: 400, alt: '' },
    ...unitFields(),
  },
})

/**
 * Ana's standing order every 2 weeks on Monday, next on Monday, November 30, 2026: gloves,
 * syringes (agreed at $23.00, $24.50 now) and swabs that are no longer sold; one run placed
 * without the swabs, one skipped.
 */
export function weeklyStandingOrder(
  overrides: Partial<StandingOrder> = {},
): StandingOrder {
  return {
    id: '61',
    name: 'Exam room 2 — weekly',
    owner: ANA,
    schedule: {
      cadence: 'weekly',
      interval: 2,
      weekday: 1,
      dayOfMonth: null,
      nextWorkingDay: false,
    },
    scheduleText: 'Every 2 weeks on Monday',
    status: 'active',
    nextRunOn: '2026-11-30',
    shippingAddress: CLINIC,
    invoiceAddress: CLINIC,
    carrier: {
      id: '1',
      identifier: 'standard',
      price_net: 995,
      translations: [
        {
          locale: 'en_US',
          title: 'Standard delivery',
          description: '2–3 business days',
        },
      ],
    },
    paymentProvider: { id: '1', identifier: 'invoice' },
    paymentMethodId: null,
    purchaseOrderReference: 'PO-7781',
    onProblem: 'place-available',
    priceTolerancePercent: 10,
    createdAt: '2026-10-20T10:00:00Z',
    items: [
      standingLine('1', 'GLV-NIT-E-M', 'Nitrile gloves, M', 1299, 4),
      standingLine('2', 'SYR-LL-E-V5-P50', 'Luer-lock syringes 5 ml', 2450, 2, {
        agreed: 2300,
      }),
      standingLine('3', 'SWB-ALC-P200', 'Alcohol swabs, 200', 650, 3, {
        available: false,
      }),
    ],
    runs: [
      {
        id: '72',
        scheduledFor: '2026-11-16',
        ranAt: '2026-11-16T00:01:00Z',
        outcome: 'partly-placed',
        orderNumber: 'SO-1052',
        orderToken: 'tok-1052',
        problems: [
          {
            sku: 'SWB-ALC-P200',
            name: 'Alcohol swabs, 200',
            message: 'This product is no longer sold.',
          },
        ],
        note: null,
      },
      {
        id: '71',
        scheduledFor: '2026-11-02',
        ranAt: '2026-10-30T15:00:00Z',
        outcome: 'skipped',
        orderNumber: null,
        orderToken: null,
        problems: [],
        note: 'Skipped by Ana Lee.',
      },
    ],
    ...overrides,
  }
}

/** Jamie's paused standing order on the 15th of every month, which an administrator sees. */
export function monthlyStandingOrder(
  overrides: Partial<StandingOrder> = {},
): StandingOrder {
  return {
    ...weeklyStandingOrder(),
    id: '62',
    name: 'Front desk — monthly',
    owner: JAMIE,
    schedule: {
      cadence: 'monthly',
      interval: 1,
      weekday: null,
      dayOfMonth: 15,
      nextWorkingDay: false,
    },
    scheduleText: 'Every month on the 15th',
    status: 'paused',
    nextRunOn: '2026-12-15',
    purchaseOrderReference: null,
    onProblem: 'place-nothing',
    items: [standingLine('4', 'MSK-3P-B50', 'Face masks, 50', 899, 10)],
    runs: [],
    ...overrides,
  }
}
