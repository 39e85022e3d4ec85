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
import { unwrap } from '../commerce/session'
import type { ApiHandlers } from '../context'
import { badRequest, notFound } from '../http/errors'

const cart = (result: CartResultFieldsFragment) => ({
  cart: unwrap(result, 'CartSuccess').cart,
})

export const cartHandlers = {
  'GET /shop/cart/current': async ({ ctx }) => ({
    cart: (await ctx.session.asCustomer(CartDocument, {})).cart,
  }),
  'POST /shop/cart/add': async ({ body, ctx }) => {
    const { addToCart } = await ctx.session.asCustomer(AddToCartDocument, {
      token: body.token || null,
      productId: String(body.productId),
      quantity: body.quantity,
    })
    const success = unwrap(addToCart, 'CartSuccess')
    return { cart: success.cart, added: success.added }
  },
  'POST /shop/cart/bulk-add': async ({ body, ctx }) => {
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
  'POST /shop/cart/update': async ({ body, ctx }) =>
    cart(
      (
        await ctx.session.asCustomer(UpdateCartItemDocument, {
          token: body.token,
          cartItemId: String(body.cartItemId),
          quantity: body.quantity,
        })
      ).updateCartItem,
    ),
  'POST /shop/cart/remove': async ({ body, ctx }) =>
    cart(
      (
        await ctx.session.asCustomer(RemoveCartItemDocument, {
          token: body.token,
          cartItemId: String(body.cartItemId),
        })
      ).removeCartItem,
    ),

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
  'POST /shop/checkout/payment-provider': async ({ body, ctx }) => {
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
  'POST /shop/checkout/order': async ({ body, ctx }) =>
    cart((await ctx.session.asCustomer(PlaceOrderDocument, body)).placeOrder),
  'GET /shop/checkout/payment-providers': async ({ ctx }) => {
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
  'GET /shop/checkout/carriers': async ({ query, ctx }) => {
    const { carriers } = await ctx.session.anonymous(CarriersDocument, {
      locale: query.locale,
    })
    return { carriers: sortCarriers(carriers) }
  },

  'GET /account/addresses': async ({ ctx }) => ({
    addresses: (await ctx.session.asCustomer(AddressesDocument, {})).addresses,
  }),
  'POST /account/add-address': async ({ body, ctx }) => {
    const { createAddress } = await ctx.session.asCustomer(
      CreateAddressDocument,
      { input: body.address },
    )
    return { address: unwrap(createAddress, 'AddressSuccess').address }
  },
  'POST /account/update-address': async ({ body, ctx }) => {
    const { id: addressId, ...input } = body.address
    const { updateAddress } = await ctx.session.asCustomer(
      UpdateAddressDocument,
      { id: String(addressId), input },
    )
    return { address: unwrap(updateAddress, 'AddressSuccess').address }
  },
  'POST /account/delete-address': async ({ body, ctx }) => {
    const { deleteAddress } = await ctx.session.asCustomer(
      DeleteAddressDocument,
      { id: String(body.addressId) },
    )
    return { addressId: unwrap(deleteAddress, 'DeleteSuccess').id }
  },
  'POST /account/set-default-addresses': async ({ body, ctx }) => {
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
  'GET /account/order': async ({ query, ctx }) => {
    const { order } = await ctx.session.asCustomer(OrderDocument, {
      token: query.token,
    })
    if (!order) throw notFound('The order')
    return { order }
  },
  'GET /account/orders': async ({ query, ctx }) =>
    (
      await ctx.session.asCustomer(OrdersDocument, {
        page: query.page,
        pageSize: 20,
      })
    ).orders,
  'GET /account/inventory': async ({ ctx }) => ({
    lots: (await ctx.session.asCustomer(InventoryDocument, {})).inventory,
  }),
} satisfies Partial<ApiHandlers>
