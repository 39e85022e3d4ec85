import {
  AddToCartDocument,
  AddressesDocument,
  BulkAddToCartDocument,
  CarriersDocument,
  CartDocument,
  CreateAddressDocument,
  DeleteAddressDocument,
  InventoryDocument,
  OrderDocument,
  OrdersDocument,
  PaymentProvidersDocument,
  PlaceOrderDocument,
  ProductsBySkuDocument,
  RemoveCartItemDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetDefaultAddressesDocument,
  SetPaymentMethodDocument,
  SetPaymentProviderDocument,
  SetPurchaseOrderReferenceDocument,
  UpdateAddressDocument,
  UpdateCartItemDocument,
} from '@shop/commerce-client'
import type { CartResultFieldsFragment } from '@shop/commerce-client'
import { sortCarriers } from '@shop/checkout'
import { z } from 'zod'
import { unwrap } from '../commerce/session'
import { defineEndpoint } from '../context'
import { badRequest, notFound } from '../http/errors'
import {
  addressInput,
  id,
  localeQuery,
  quantity,
  savedAddressInput,
  text,
  token,
} from '../http/schemas'

const cart = (result: CartResultFieldsFragment) => ({
  cart: unwrap(result, 'CartSuccess').cart,
})
/** An empty token means "the current cart" (spec section 7: a failed cart read sends one). */
const optionalToken = z.union([token, z.literal('')]).optional()

export const cartEndpoints = [
  defineEndpoint({
    method: 'get',
    path: '/shop/cart/current',
    summary:
      'The customer’s open cart (created when there is none); it carries its token',
    tag: 'cart',
    auth: true,
    handler: async ({ ctx }) => ({
      cart: (await ctx.session.asCustomer(CartDocument, {})).cart,
    }),
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/cart/add',
    summary:
      'Adds a product (quantity 1 by default); answers the whole cart and how many were added (fewer than asked, or 0, when the line reached its cap of 10,000)',
    tag: 'cart',
    auth: true,
    body: z.object({
      token: optionalToken,
      productId: id,
      quantity: quantity.default(1),
    }),
    handler: async ({ body, ctx }) => {
      const { addToCart } = await ctx.session.asCustomer(AddToCartDocument, {
        token: body.token || null,
        productId: String(body.productId),
        quantity: body.quantity,
      })
      const success = unwrap(addToCart, 'CartSuccess')
      return { cart: success.cart, added: success.added }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/cart/bulk-add',
    summary: 'Adds many lines at once (quick order): all or nothing',
    tag: 'cart',
    auth: true,
    body: z.object({
      token: optionalToken,
      items: z
        .array(
          z.object({
            sku: z.string().trim().toUpperCase().min(1, 'Is required.').max(80),
            quantity,
          }),
        )
        .min(1, 'Add at least one line.')
        .max(500, 'At most 500 lines at once.'),
    }),
    handler: async ({ body, ctx }) => {
      const { productsBySku } = await ctx.session.anonymous(
        ProductsBySkuDocument,
        { skus: body.items.map((i) => i.sku) },
      )
      const bySku = new Map(productsBySku.map((p) => [p.sku, p.id]))
      const violations = body.items.flatMap((item, i) =>
        bySku.has(item.sku)
          ? []
          : [
              {
                propertyPath: `items.${i}.sku`,
                message: `There is no product with SKU ${item.sku}.`,
              },
            ],
      )
      if (violations.length)
        throw badRequest('Some lines could not be read.', violations)
      const items = body.items.map((item) => ({
        productId: bySku.get(item.sku)!,
        quantity: item.quantity,
      }))
      return cart(
        (
          await ctx.session.asCustomer(BulkAddToCartDocument, {
            token: body.token || null,
            items,
          })
        ).bulkAddToCart,
      )
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/cart/update',
    summary: 'Changes a line’s quantity',
    tag: 'cart',
    auth: true,
    body: z.object({ token, cartItemId: id, quantity }),
    handler: async ({ body, ctx }) =>
      cart(
        (
          await ctx.session.asCustomer(UpdateCartItemDocument, {
            token: body.token,
            cartItemId: String(body.cartItemId),
            quantity: body.quantity,
          })
        ).updateCartItem,
      ),
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/cart/remove',
    summary: 'Removes a line',
    tag: 'cart',
    auth: true,
    body: z.object({ token, cartItemId: id }),
    handler: async ({ body, ctx }) =>
      cart(
        (
          await ctx.session.asCustomer(RemoveCartItemDocument, {
            token: body.token,
            cartItemId: String(body.cartItemId),
          })
        ).removeCartItem,
      ),
  }),

  defineEndpoint({
    method: 'post',
    path: '/shop/checkout/addresses',
    summary: 'Sets the shipping and invoice addresses',
    tag: 'checkout',
    auth: true,
    body: z.object({ token, shippingAddressId: id, invoiceAddressId: id }),
    handler: async ({ body, ctx }) =>
      cart(
        (
          await ctx.session.asCustomer(SetCheckoutAddressesDocument, {
            token: body.token,
            shippingAddressId: String(body.shippingAddressId),
            invoiceAddressId: String(body.invoiceAddressId),
          })
        ).setCheckoutAddresses,
      ),
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/checkout/shipping',
    summary: 'Sets the carrier',
    tag: 'checkout',
    auth: true,
    body: z.object({
      token,
      carrierIdentifier: z.string().trim().min(1, 'Is required.').max(40),
    }),
    handler: async ({ body, ctx }) =>
      cart((await ctx.session.asCustomer(SetCarrierDocument, body)).setCarrier),
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/checkout/payment-provider',
    summary: 'Sets the payment provider',
    tag: 'checkout',
    auth: true,
    body: z.object({
      token,
      paymentProviderIdentifier: z
        .string()
        .trim()
        .min(1, 'Is required.')
        .max(40),
    }),
    handler: async ({ body, ctx }) => {
      if (
        body.paymentProviderIdentifier === 'stripe' &&
        !ctx.deps.config.stripe
      ) {
        throw badRequest('Card payments are not available.', [
          {
            propertyPath: 'paymentProviderIdentifier',
            message: 'Choose another way to pay.',
          },
        ])
      }
      return cart(
        (await ctx.session.asCustomer(SetPaymentProviderDocument, body))
          .setPaymentProvider,
      )
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/checkout/payment-method',
    summary: 'Sets the saved card to pay with',
    tag: 'checkout',
    auth: true,
    body: z.object({
      token,
      paymentMethodId: z
        .string()
        .trim()
        .regex(/^pm_[A-Za-z0-9_]+$/, 'Is not a payment method.')
        .max(100),
    }),
    handler: async ({ body, ctx }) =>
      cart(
        (await ctx.session.asCustomer(SetPaymentMethodDocument, body))
          .setPaymentMethod,
      ),
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/checkout/purchase-order-reference',
    summary: 'Sets the buyer’s purchase order reference',
    tag: 'checkout',
    auth: true,
    body: z.object({ token, reference: text(60) }),
    handler: async ({ body, ctx }) =>
      cart(
        (await ctx.session.asCustomer(SetPurchaseOrderReferenceDocument, body))
          .setPurchaseOrderReference,
      ),
  }),
  defineEndpoint({
    method: 'post',
    path: '/shop/checkout/order',
    summary: 'Places the order; repeating it answers the same order',
    tag: 'checkout',
    auth: true,
    body: z.object({ token }),
    handler: async ({ body, ctx }) =>
      cart((await ctx.session.asCustomer(PlaceOrderDocument, body)).placeOrder),
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/checkout/payment-providers',
    summary:
      'The payment providers on offer (`stripe` only when card payments are configured)',
    tag: 'checkout',
    auth: true,
    query: z.object({ token: token.optional() }),
    handler: async ({ ctx }) => {
      const { paymentProviders } = await ctx.session.anonymous(
        PaymentProvidersDocument,
        {},
      )
      return {
        paymentProviders: paymentProviders.filter(
          (p) => p.identifier !== 'stripe' || ctx.deps.config.stripe,
        ),
      }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/shop/checkout/carriers',
    summary: 'The carriers, sorted by identifier',
    tag: 'checkout',
    auth: true,
    query: localeQuery.extend({ token: token.optional() }),
    handler: async ({ query, ctx }) => {
      const { carriers } = await ctx.session.anonymous(CarriersDocument, {
        locale: query.locale,
      })
      return { carriers: sortCarriers(carriers) }
    },
  }),

  defineEndpoint({
    method: 'get',
    path: '/account/addresses',
    summary: 'The customer’s saved addresses',
    tag: 'account',
    auth: true,
    handler: async ({ ctx }) => ({
      addresses: (await ctx.session.asCustomer(AddressesDocument, {}))
        .addresses,
    }),
  }),
  defineEndpoint({
    method: 'post',
    path: '/account/add-address',
    summary: 'Saves a new address',
    tag: 'account',
    auth: true,
    body: z.object({ address: addressInput }),
    handler: async ({ body, ctx }) => {
      const { createAddress } = await ctx.session.asCustomer(
        CreateAddressDocument,
        { input: body.address },
      )
      return { address: unwrap(createAddress, 'AddressSuccess').address }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/account/update-address',
    summary: 'Changes a saved address',
    tag: 'account',
    auth: true,
    body: z.object({ address: savedAddressInput }),
    handler: async ({ body, ctx }) => {
      const { id: addressId, ...input } = body.address
      const { updateAddress } = await ctx.session.asCustomer(
        UpdateAddressDocument,
        { id: String(addressId), input },
      )
      return { address: unwrap(updateAddress, 'AddressSuccess').address }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/account/delete-address',
    summary: 'Deletes a saved address',
    tag: 'account',
    auth: true,
    body: z.object({ addressId: id }),
    handler: async ({ body, ctx }) => {
      const { deleteAddress } = await ctx.session.asCustomer(
        DeleteAddressDocument,
        { id: String(body.addressId) },
      )
      return { addressId: unwrap(deleteAddress, 'DeleteSuccess').id }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: '/account/set-default-addresses',
    summary: 'Chooses the default shipping and/or invoice address',
    tag: 'account',
    auth: true,
    body: z.object({
      shippingAddressId: id.optional(),
      invoiceAddressId: id.optional(),
    }),
    handler: async ({ body, ctx }) => {
      const { setDefaultAddresses } = await ctx.session.asCustomer(
        SetDefaultAddressesDocument,
        {
          shippingAddressId:
            body.shippingAddressId === undefined
              ? null
              : String(body.shippingAddressId),
          invoiceAddressId:
            body.invoiceAddressId === undefined
              ? null
              : String(body.invoiceAddressId),
        },
      )
      return {
        customer: unwrap(setDefaultAddresses, 'CustomerSuccess').customer,
      }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/account/order',
    summary: 'One order of the customer by its token',
    tag: 'account',
    auth: true,
    query: localeQuery.extend({ token }),
    handler: async ({ query, ctx }) => {
      const { order } = await ctx.session.asCustomer(OrderDocument, {
        token: query.token,
      })
      if (!order) throw notFound('The order')
      return { order }
    },
  }),
  defineEndpoint({
    method: 'get',
    path: '/account/orders',
    summary: 'The customer’s order history, newest first',
    tag: 'account',
    auth: true,
    query: z.object({
      page: z.coerce.number().int().min(1).max(1000).default(1),
    }),
    handler: async ({ query, ctx }) =>
      (
        await ctx.session.asCustomer(OrdersDocument, {
          page: query.page,
          pageSize: 20,
        })
      ).orders,
  }),
  defineEndpoint({
    method: 'get',
    path: '/account/inventory',
    summary: 'Products the customer bought, with lot numbers and expiry dates',
    tag: 'account',
    auth: true,
    handler: async ({ ctx }) => ({
      lots: (await ctx.session.asCustomer(InventoryDocument, {})).inventory,
    }),
  }),
]
