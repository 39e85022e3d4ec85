import {
  AddToCartDocument,
  BulkAddToCartDocument,
  CartDocument,
  RemoveCartItemDocument,
  ReplaceCartItemDocument,
  UpdateCartItemDocument,
} from '@shop/commerce-client'
import type { CartResultFieldsFragment } from '@shop/commerce-client'
import { unwrap } from '../commerce/session'
import { linesBySku } from '../commerce/skus'
import type { ApiHandlers } from '../context'

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
    const items = await linesBySku(ctx, body.items)
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
  'POST /shop/cart/replace': async ({ body, ctx }) => {
    const { replaceCartItem } = await ctx.session.asCustomer(
      ReplaceCartItemDocument,
      { token: body.token, cartItemId: String(body.cartItemId) },
    )
    const { cart, replacement } = unwrap(replaceCartItem, 'CartReplaceSuccess')
    return { cart, replacement }
  },
} satisfies Partial<ApiHandlers>
