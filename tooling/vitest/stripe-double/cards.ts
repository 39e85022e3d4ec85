import { randomBytes } from 'node:crypto'

/** An object the double keeps: a customer, a payment method, a setup or payment intent. */
export type Obj = Record<string, unknown> & { id: string }

/** An answer of the double: its HTTP status and JSON body. */
export type Answer = [number, unknown]

export const id = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('hex')}`

/** A client secret for an intent, as Stripe.js is handed it. */
export const clientSecret = (intentId: string) =>
  `${intentId}_secret_${randomBytes(8).toString('hex')}`

export interface TestCard {
  brand: string
  last4: string
  threeDSecure?: boolean
  /** The payment is declined with this code (the card itself saves fine). */
  declineCode?: string
  /** Saving the card is declined already. */
  declineAtSetup?: boolean
}

/** Stripe's documented test card numbers, as the double's Stripe.js accepts them. */
export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', last4: '4242' },
  '5555555555554444': { brand: 'mastercard', last4: '4444' },
  '4000002760003184': { brand: 'visa', last4: '3184', threeDSecure: true },
  '4000000000009995': {
    brand: 'visa',
    last4: '9995',
    declineCode: 'insufficient_funds',
  },
  '4000000000000002': { brand: 'visa', last4: '0002', declineAtSetup: true },
}

/** Everything the double holds, by id. */
export function createStore() {
  return {
    customers: new Map<string, Obj>(),
    paymentMethods: new Map<string, Obj>(),
    paymentIntents: new Map<string, Obj>(),
    setupIntents: new Map<string, Obj>(),
    /** Stripe Tax's calculations and transactions, each with its line items. */
    taxCalculations: new Map<string, { calculation: Obj; lines: Obj[] }>(),
    taxTransactions: new Map<string, { transaction: Obj; lines: Obj[] }>(),
  }
}
export type Store = ReturnType<typeof createStore>

/** One call of the double's API: `METHOD /v1/<resource>/<objectId>/<action>?query`. */
export interface StripeCall {
  method: string
  path: string
  resource?: string
  objectId?: string
  action?: string
  query: URLSearchParams
  body: Record<string, unknown>
}

export const notFound = ({ resource, objectId }: StripeCall): Answer => [
  404,
  {
    error: {
      type: 'invalid_request_error',
      message: `No such ${resource}: '${objectId}'`,
    },
  },
]

export const cardError = (code: string, message: string): Answer => [
  402,
  { error: { type: 'card_error', code, message } },
]

export const card = (pm: Obj) =>
  pm.card as {
    brand: string
    last4: string
    three_d_secure?: boolean
    decline_code?: string
  }

/** Adds a saved card to a customer, as if the buyer had completed a setup intent. */
export function addCard(store: Store, customerId: string, test: TestCard) {
  const pm = {
    id: id('pm'),
    object: 'payment_method',
    type: 'card',
    customer: customerId,
    metadata: {},
    card: {
      brand: test.brand,
      last4: test.last4,
      exp_month: 12,
      exp_year: 2030,
      three_d_secure: test.threeDSecure ?? false,
      decline_code: test.declineCode,
    },
  }
  store.paymentMethods.set(pm.id, pm)
  return pm.id
}
