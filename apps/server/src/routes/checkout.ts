import {
  CarriersDocument,
  PaymentProvidersDocument,
  PlaceOrderDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetPaymentMethodDocument,
  SetPaymentProviderDocument,
  SetPurchaseOrderReferenceDocument,
} from '@shop/commerce-client'
import { sortCarriers } from '@shop/checkout'
import type { ApiHandlers } from '../context'
import { cart } from './cart'

/** From a filled cart to a placed order: addresses, delivery, payment, the order itself. */
export const checkoutHandlers = {
  'POST /shop/checkout/addresses': async ({ body, ctx }) =>
    cart(
      (
        await ctx.session.asCustomer(SetCheckoutAddressesDocument, {
          token: body.token,
          shippingAddressId: String(body.shippingAddressId),
          invoiceAddressId: String(body.invoiceAddressId),
        })
      ).setCheckoutAddresses,
    ),
  'POST /shop/checkout/shipping': async ({ body, ctx }) =>
    cart((await ctx.session.asCustomer(SetCarrierDocument, body)).setCarrier),
  // The backend decides which providers are offered and refuses one that is not (issue 32): the
  // API's Stripe keys only let it talk to Stripe.
  'POST /shop/checkout/payment-provider': async ({ body, ctx }) =>
    cart(
      (await ctx.session.asCustomer(SetPaymentProviderDocument, body))
        .setPaymentProvider,
    ),
  'POST /shop/checkout/payment-method': async ({ body, ctx }) =>
    cart(
      (await ctx.session.asCustomer(SetPaymentMethodDocument, body))
        .setPaymentMethod,
    ),
  'POST /shop/checkout/purchase-order-reference': async ({ body, ctx }) =>
    cart(
      (await ctx.session.asCustomer(SetPurchaseOrderReferenceDocument, body))
        .setPurchaseOrderReference,
    ),
  'POST /shop/checkout/order': async ({ body, ctx }) => {
    const { placeOrder } = await ctx.session.asCustomer(
      PlaceOrderDocument,
      body,
    )
    // Nothing was placed because a price moved since the buyer saw it (issue 34): the answer is
    // the cart, still a cart, whose moved lines carry their old price for the buyer to review.
    return placeOrder.__typename === 'PricesChanged'
      ? { cart: placeOrder.cart }
      : cart(placeOrder)
  },
  'GET /shop/checkout/payment-providers': async ({ ctx }) =>
    ctx.session.anonymous(PaymentProvidersDocument, {}),
  'GET /shop/checkout/carriers': async ({ query, ctx }) => {
    const { carriers } = await ctx.session.anonymous(CarriersDocument, {
      locale: query.locale,
    })
    return { carriers: sortCarriers(carriers) }
  },
} satisfies Partial<ApiHandlers>
