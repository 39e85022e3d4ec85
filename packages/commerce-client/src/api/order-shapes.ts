import { z } from 'zod'
import { attribute, image, money } from './shapes.js'

// The shapes of the API's personal answers: addresses, carts and orders, the customer, payments.
// Strict like the catalogue's (shapes.ts).

export const address = z.strictObject({
  id: z.string(),
  salutation: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  street: z.string(),
  number: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.strictObject({ isoCode: z.enum(['US', 'CA']) }),
  stateCode: z.string(),
  phoneNumber: z.string(),
})

export const carrier = z.strictObject({
  id: z.string(),
  identifier: z.string(),
  price_net: money,
  translations: z.array(
    z.strictObject({
      locale: z.string(),
      title: z.string(),
      description: z.string(),
    }),
  ),
})

export const paymentProvider = z.strictObject({
  id: z.string(),
  identifier: z.string(),
})

/** A cart, and the same record once it is an order (it keeps its token). */
export const cart = z.strictObject({
  id: z.string(),
  token: z.string(),
  state: z.string(),
  number: z.string().nullable(),
  placedAt: z.string().nullable(),
  totalNet: money,
  subtotalNet: money,
  paymentMethodId: z.string().nullable(),
  purchaseOrderReference: z.string().nullable(),
  shippingAddress: address.nullable(),
  invoiceAddress: address.nullable(),
  carrier: carrier.nullable(),
  paymentProvider: paymentProvider.nullable(),
  items: z.array(
    z.strictObject({
      id: z.string(),
      quantity: z.number().int(),
      itemPriceNet: money,
      subtotalNet: money,
      totalNet: money,
      product: z.strictObject({
        id: z.string(),
        sku: z.string(),
        name: z.string(),
        mainImage: image,
        attributes: z.array(attribute),
      }),
    }),
  ),
  adjustmentItems: z.array(
    z.strictObject({
      typeIdentifier: z.string(),
      label: z.string(),
      amountNet: money,
    }),
  ),
})

export const customer = z.strictObject({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  salutation: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  initialSetupFinalized: z.boolean(),
  npiNumber: z.string(),
  company: z.strictObject({ name: z.string() }),
  defaultShippingAddress: address.nullable(),
  defaultInvoiceAddress: address.nullable(),
})

export const user = z.strictObject({ id: z.string(), customer })

export const inventoryLot = z.strictObject({
  id: z.string(),
  lotNumber: z.string(),
  expiryDate: z.string(),
  quantity: z.number().int(),
  orderNumber: z.string().nullable(),
  product: z.strictObject({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    lotImage: image,
  }),
})

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

// The answers' types by name.
export type ApiAddress = z.output<typeof address>
export type ApiCarrier = z.output<typeof carrier>
export type ApiPaymentProvider = z.output<typeof paymentProvider>
export type ApiCart = z.output<typeof cart>
export type ApiCustomer = z.output<typeof customer>
export type ApiUser = z.output<typeof user>
export type ApiInventoryLot = z.output<typeof inventoryLot>
export type ApiSavedCard = z.output<typeof savedCard>
export type ApiPaymentIntent = z.output<typeof paymentIntent>
