import { z } from 'zod'
import {
  id,
  localeQuery,
  paymentMethodId,
  quantity,
  skuLines,
  text,
  token,
} from '../inputs.js'
import {
  addToCartMutation,
  carriersQuery,
  cartResultFieldsFragment,
  paymentProvidersQuery,
  replaceCartItemMutation,
} from '../../generated/commerce/answers.js'
import { defineCalls, successOf } from '../define.js'

/** An empty token means "the current cart" (spec section 7: a failed cart read sends one). */
const optionalToken = z.union([token, z.literal('')]).optional()
const answersCart = successOf(cartResultFieldsFragment, 'CartSuccess')
const identifier = z.string().trim().min(1, 'Is required.').max(40)

export const cartCalls = defineCalls({
  'GET /shop/cart/current': {
    summary:
      'The customer’s open cart (created when there is none); it carries its token',
    tag: 'cart',
    auth: true,
    response: answersCart,
  },
  'POST /shop/cart/add': {
    summary:
      'Adds a product (quantity 1 by default); answers the whole cart and how many were added (fewer than asked, or 0, when the line reached its cap of 10,000)',
    tag: 'cart',
    auth: true,
    body: z.object({
      token: optionalToken,
      productId: id,
      quantity: quantity.default(1),
    }),
    response: successOf(addToCartMutation.shape.addToCart, 'CartSuccess'),
  },
  'POST /shop/cart/bulk-add': {
    summary: 'Adds many lines at once (quick order): all or nothing',
    tag: 'cart',
    auth: true,
    body: z.object({
      token: optionalToken,
      items: skuLines,
    }),
    response: answersCart,
  },
  'POST /shop/cart/update': {
    summary: 'Changes a line’s quantity',
    tag: 'cart',
    auth: true,
    body: z.object({ token, cartItemId: id, quantity }),
    response: answersCart,
  },
  'POST /shop/cart/remove': {
    summary: 'Removes a line',
    tag: 'cart',
    auth: true,
    body: z.object({ token, cartItemId: id }),
    response: answersCart,
  },
  'POST /shop/cart/replace': {
    summary:
      'Replaces a discontinued product’s line with its replacement; the quantity is kept, rounded up onto the replacement’s rule (the note says so)',
    tag: 'cart',
    auth: true,
    body: z.object({ token, cartItemId: id }),
    response: successOf(
      replaceCartItemMutation.shape.replaceCartItem,
      'CartReplaceSuccess',
    ),
  },
  'POST /shop/checkout/addresses': {
    summary: 'Sets the shipping and invoice addresses',
    tag: 'checkout',
    auth: true,
    body: z.object({ token, shippingAddressId: id, invoiceAddressId: id }),
    response: answersCart,
  },
  'POST /shop/checkout/shipping': {
    summary: 'Sets the carrier',
    tag: 'checkout',
    auth: true,
    body: z.object({ token, carrierIdentifier: identifier }),
    response: answersCart,
  },
  'POST /shop/checkout/payment-provider': {
    summary: 'Sets the payment provider',
    tag: 'checkout',
    auth: true,
    body: z.object({ token, paymentProviderIdentifier: identifier }),
    response: answersCart,
  },
  'POST /shop/checkout/payment-method': {
    summary: 'Sets the saved card to pay with',
    tag: 'checkout',
    auth: true,
    body: z.object({ token, paymentMethodId }),
    response: answersCart,
  },
  'POST /shop/checkout/purchase-order-reference': {
    summary: 'Sets the buyer’s purchase order reference',
    tag: 'checkout',
    auth: true,
    body: z.object({ token, reference: text(60, 'Purchase order reference') }),
    response: answersCart,
  },
  'POST /shop/checkout/order': {
    summary:
      'Places the order; repeating it answers the same order. When a price moved since the buyer last saw the cart, nothing is placed: the answer is the cart (state `cart`) whose moved lines carry a `priceChange`, and placing again places it at the prices shown',
    tag: 'checkout',
    auth: true,
    body: z.object({ token }),
    response: answersCart,
  },
  'GET /shop/checkout/payment-providers': {
    summary:
      'The payment providers on offer (`stripe` only when card payments are configured)',
    tag: 'checkout',
    auth: true,
    query: z.object({ token: token.optional() }),
    response: paymentProvidersQuery,
  },
  'GET /shop/checkout/carriers': {
    summary: 'The carriers, sorted by identifier',
    tag: 'checkout',
    auth: true,
    query: localeQuery.extend({ token: token.optional() }),
    response: carriersQuery,
  },
})
