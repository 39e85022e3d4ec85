import {
  AddToCartDocument,
  BulkAddToCartDocument,
  CartDocument,
  ProductsBySkuDocument,
  RemoveCartItemDocument,
  UpdateCartItemDocument,
} from '@shop/commerce-client'
import type { CartResultFieldsFragment } from '@shop/commerce-client'
import { unwrap } from '../commerce/session'
import type { ApiHandlers } from '../context'
import { badRequest } from '../http/errors'

/** The answer of a call that changes the cart: the cart, or the refusal the backend gave. */
export const cart = (result: CartResultFieldsFragment) => ({
  cart: unwrap(result, 'CartSuccess').cart,
})

/** The customer's cart and its lines. */
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
    const items: { productId: string; quantity: number }[] = []
    const violations = body.items.flatMap((item, i) => {
      const productId = bySku.get(item.sku)
      if (productId === undefined)
        return [
          {
            propertyPath: `items.${i}.sku`,
            message: `There is no product with SKU ${item.sku}.`,
          },
        ]
      items.push({ productId, quantity: item.quantity })
      return []
    })
    if (violations.length)
      throw badRequest('Some lines could not be read.', violations)
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
} satisfies Partial<ApiHandlers>
