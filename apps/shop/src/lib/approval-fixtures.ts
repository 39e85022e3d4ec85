import type { Cart, User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import { unitFields } from '#lib/unit-fixtures'

// Orders and members as the API answers them, for the approval and order-history tests.

export const JAMIE = { id: '7', firstname: 'Jamie', lastname: 'Rivera' }
export const ANA = { id: '5', firstname: 'Ana', lastname: 'Lee' }

/** Ana, an approver of the practice: she sees its orders, members and approvals. */
export const APPROVER = {
  id: 'u5',
  customer: {
    id: '5',
    firstname: 'Ana',
    lastname: 'Lee',
    roles: ['APPROVER'],
    can: capabilities({
      seeCompanyOrders: true,
      seeMembers: true,
      seeApprovals: true,
      decideApprovals: true,
    }),
  },
} as unknown as User

/** Over Jamie's limit per order ($200.00), and the month's orders over his monthly limit. */
const PENDING_APPROVAL: NonNullable<Cart['approval']> = {
  state: 'PENDING',
  reasons: [
    { kind: 'ORDER_LIMIT', limit: 20000, amount: 35000 },
    { kind: 'MONTHLY_LIMIT', limit: 100000, amount: 120000 },
  ],
  requestedAt: '2026-11-20T10:00:00Z',
  decidedBy: null,
  decidedAt: null,
  note: null,
}

/** Jamie's order of $350.00, over his limit of $200.00 per order, waiting for an approver. */
export function pendingOrder(overrides: Partial<Cart> = {}): Cart {
  return {
    id: '41',
    token: 'tok-41',
    state: 'awaiting_approval',
    number: 'SO-1041',
    placedAt: null,
    totalNet: 35000,
    subtotalNet: 35000,
    totalWithTax: 35000,
    tax: null,
    paymentMethodId: null,
    purchaseOrderReference: null,
    shippingAddress: null,
    invoiceAddress: null,
    carrier: null,
    paymentProvider: { id: '1', identifier: 'invoice' },
    items: [
      {
        id: '1',
        quantity: 10,
        itemPriceNet: 3500,
        unitPrice: 3500,
        listUnitPrice: 3500,
        nextBreak: null,
        priceChange: null,
        subtotalNet: 35000,
        totalNet: 35000,
        taxAmount: 0,
        product: {
          id: '9',
          sku: 'GLV-100',
          name: 'Nitrile gloves, 100',
          mainImage: {
            url: '/images/glv-100.jpg',
            width: 400,
            height: 400,
            alt: '',
          },
          attributes: [],
          ...unitFields({ unit: 'box', packSize: 100 }),
        },
        stockNotice: null,
      },
    ],
    adjustmentItems: [],
    placedBy: JAMIE,
    approval: PENDING_APPROVAL,
    approvalNeeded: [],
    purchaseLimits: null,
    canDecide: true,
    invoiced: false,
    paymentTerms: 'Net 30: due 30 days after the invoice date',
    standingOrder: null,
    ...overrides,
  }
}

/** The same order once Ana decided on it. */
export function decidedOrder(
  decision: 'APPROVED' | 'REJECTED',
  overrides: Partial<Cart> = {},
): Cart {
  const order = pendingOrder()
  return {
    ...order,
    state: decision === 'APPROVED' ? 'new' : 'rejected',
    canDecide: false,
    invoiced: decision === 'APPROVED',
    approval: {
      ...PENDING_APPROVAL,
      state: decision,
      decidedBy: ANA,
      decidedAt: '2026-11-21T09:00:00Z',
      note: decision === 'REJECTED' ? 'Please split it over two months.' : null,
    },
    ...overrides,
  }
}
