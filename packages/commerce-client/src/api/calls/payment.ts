import { z } from 'zod'
import { defineCalls } from '../define.js'
import {
  localeQuery,
  paymentIntentId,
  paymentMethodId,
  token,
} from '../inputs.js'

const locale = localeQuery.shape.locale

/** A printed invoice number, as the statement shows it. */
const invoiceNumber = z
  .string()
  .regex(/^INV-\d{6,9}$/, 'An invoice number such as INV-000042.')

// Payments answer what Stripe reports, not a GraphQL result: these shapes are the API's own.

/** A saved card of the customer's. */
export const savedCard = z.strictObject({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
})

/** A card payment of an order as Stripe reports it; `requiresAction` asks for 3-D Secure. */
export const paymentIntent = z.strictObject({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  status: z.string(),
  requiresAction: z.boolean(),
})

export const paymentCalls = defineCalls({
  'GET /shop/payment/config': {
    summary:
      'What the browser needs to load Stripe.js: the publishable key and the script address',
    tag: 'payment',
    auth: true,
    response: z.strictObject({
      publishableKey: z.string(),
      scriptUrl: z.string(),
    }),
  },
  'POST /shop/payment/create-setup-intent': {
    summary:
      'Starts saving a new card; answers the client secret for Stripe Elements',
    tag: 'payment',
    auth: true,
    response: z.strictObject({ clientSecret: z.string() }),
  },
  'GET /shop/payment/payment-methods': {
    summary: 'The customer’s saved cards (brand, last4)',
    tag: 'payment',
    auth: true,
    response: z.strictObject({ paymentMethods: z.array(savedCard) }),
  },
  'POST /shop/payment/update-payment-method-metadata': {
    summary: 'Marks a saved card as the customer’s (after a setup intent)',
    tag: 'payment',
    auth: true,
    body: z.object({ paymentMethodId }),
    response: z.strictObject({ paymentMethod: savedCard }),
  },
  'POST /shop/payment/create-payment-intent': {
    summary:
      'Creates the one payment intent of a placed order; the amount is the server’s order total',
    tag: 'payment',
    auth: true,
    body: z.object({ orderToken: token, locale }),
    response: paymentIntent,
  },
  'POST /shop/payment/create-invoice-payment-intent': {
    summary:
      'Creates a payment intent for open invoices of the member’s practice; the amount is what the backend says they have due (members who see billing; 404 for another practice’s invoice, 400 for a paid one)',
    tag: 'payment',
    auth: true,
    body: z.object({
      invoices: z.array(invoiceNumber).min(1).max(40),
      paymentMethodId,
      locale,
    }),
    response: paymentIntent.extend({ amount: z.number().int() }),
  },
  'POST /shop/payment/confirm-payment-intent': {
    summary:
      'Confirms a payment; `requiresAction` asks the browser to finish 3-D Secure',
    tag: 'payment',
    auth: true,
    body: z.object({ paymentIntentId, locale }),
    response: paymentIntent.extend({
      orderToken: z.string(),
      orderState: z.string().nullable(),
      /** The invoices an invoice payment paid (decision 042); empty for an order's. */
      invoices: z.array(z.string()),
    }),
  },
})
