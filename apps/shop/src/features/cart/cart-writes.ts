import type { ApiBody } from '@shop/commerce-client'
import type { Api } from '#lib/api'

// Adds go to the buyer's open cart. An empty token asks the API for exactly that cart (spec
// section 7), so the shop no longer reads the cart first only to send its token back: one request
// per add instead of two, and never a token of a cart that another tab has since ordered.
const CURRENT_CART = ''

/** Adds one product; answers the cart and how many the line took. */
export const addToCart = (api: Api, productId: number, quantity: number) =>
  api.post('/shop/cart/add', {
    body: { token: CURRENT_CART, productId, quantity },
  })

/** Adds many lines at once, all or nothing (quick order, reorder). */
export const addLinesToCart = (
  api: Api,
  items: ApiBody<'POST /shop/cart/bulk-add'>['items'],
) => api.post('/shop/cart/bulk-add', { body: { token: CURRENT_CART, items } })
