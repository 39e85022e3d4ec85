import { z } from 'zod'
import {
  deleteOrderListMutation,
  orderListQuery,
  orderListResultFieldsFragment,
  orderListToCartMutation,
  orderListsQuery,
  replaceInOrderListMutation,
} from '../../generated/commerce/answers.js'
import { defineCalls, successOf } from '../define.js'
import { id, requiredText, skuLines, token } from '../inputs.js'

// Order lists: named lists of products and quantities a practice orders again and again,
// private or shared with the company; put into the cart in one request.

const list = successOf(orderListResultFieldsFragment, 'OrderListSuccess')
const listInput = {
  name: requiredText(80, 'Name'),
  shared: z.boolean().default(false),
}

export const listCalls = defineCalls({
  'GET /account/lists': {
    summary: 'The member’s order lists and the company’s shared ones',
    tag: 'lists',
    auth: true,
    response: z.strictObject({ lists: orderListsQuery.shape.orderLists }),
  },
  'GET /account/list': {
    summary: 'One order list the member sees; 404 for anyone else’s',
    tag: 'lists',
    auth: true,
    query: z.object({ listId: id }),
    response: z.strictObject({ list: orderListQuery.shape.orderList.unwrap() }),
  },
  'POST /account/lists/create': {
    summary: 'Makes an order list, private or shared with the company',
    tag: 'lists',
    auth: true,
    body: z.object(listInput),
    response: list,
  },
  'POST /account/lists/update': {
    summary:
      'Renames or (un)shares a list: who made it, or an administrator (403 otherwise)',
    tag: 'lists',
    auth: true,
    body: z.object({ listId: id, ...listInput }),
    response: list,
  },
  'POST /account/lists/delete': {
    summary: 'Deletes a list: who made it, or an administrator',
    tag: 'lists',
    auth: true,
    body: z.object({ listId: id }),
    response: z.strictObject({
      listId: successOf(
        deleteOrderListMutation.shape.deleteOrderList,
        'DeleteSuccess',
      ).shape.id,
    }),
  },
  'POST /account/lists/add-items': {
    summary:
      'Adds lines by SKU (the quick-order and CSV format: quantities add up); one bad line changes nothing and is named',
    tag: 'lists',
    auth: true,
    body: z.object({ listId: id, items: skuLines }),
    response: list,
  },
  'POST /account/lists/add-order': {
    summary:
      'Adds the lines of an order the member sees (products no longer sold are left out)',
    tag: 'lists',
    auth: true,
    body: z.object({ listId: id, orderToken: token }),
    response: list,
  },
  'POST /account/lists/set-quantity': {
    summary: 'Sets a line’s quantity; 0 removes it',
    tag: 'lists',
    auth: true,
    body: z.object({
      listId: id,
      productId: id,
      quantity: z.coerce
        .number<number | string>()
        .int('Quantity must be a whole number.')
        .min(0, 'Quantity must be 0 (remove) or more.')
        .max(10_000, 'Quantity must be at most 10,000.'),
    }),
    response: list,
  },
  'POST /account/lists/replace': {
    summary:
      'Replaces a discontinued product’s line with its replacement; the quantity is kept, rounded up onto the replacement’s rule (the note says so)',
    tag: 'lists',
    auth: true,
    body: z.object({ listId: id, productId: id }),
    response: successOf(
      replaceInOrderListMutation.shape.replaceInOrderList,
      'OrderListReplaceSuccess',
    ),
  },
  'POST /account/lists/to-cart': {
    summary:
      'Puts the list, or the chosen products of it, into the current cart in one request; products no longer sold are left out and named',
    tag: 'lists',
    auth: true,
    body: z.object({
      listId: id,
      productIds: z.array(id).min(1).max(500).optional(),
    }),
    response: successOf(
      orderListToCartMutation.shape.orderListToCart,
      'OrderListCartSuccess',
    ),
  },
})
