import {
  AddOrderToOrderListDocument,
  AddToOrderListDocument,
  CreateOrderListDocument,
  DeleteOrderListDocument,
  OrderListDocument,
  OrderListToCartDocument,
  OrderListsDocument,
  ReplaceInOrderListDocument,
  SetOrderListQuantityDocument,
  UpdateOrderListDocument,
} from '@shop/commerce-client'
import type { OrderListResultFieldsFragment } from '@shop/commerce-client'
import { unwrap } from '../commerce/session'
import { linesBySku } from '../commerce/skus'
import type { ApiHandlers } from '../context'
import { notFound } from '../http/errors'

const list = (result: OrderListResultFieldsFragment) => ({
  list: unwrap(result, 'OrderListSuccess').list,
})

/** Order lists: the backend decides who sees and changes which list (404 for anyone else's). */
export const listHandlers = {
  'GET /account/lists': async ({ ctx }) => ({
    lists: (await ctx.session.asCustomer(OrderListsDocument, {})).orderLists,
  }),
  'GET /account/list': async ({ query, ctx }) => {
    const { orderList } = await ctx.session.asCustomer(OrderListDocument, {
      id: String(query.listId),
    })
    if (!orderList) throw notFound('The list')
    return { list: orderList }
  },
  'POST /account/lists/create': async ({ body, ctx }) =>
    list(
      (await ctx.session.asCustomer(CreateOrderListDocument, { input: body }))
        .createOrderList,
    ),
  'POST /account/lists/update': async ({ body, ctx }) => {
    const { listId, ...input } = body
    return list(
      (
        await ctx.session.asCustomer(UpdateOrderListDocument, {
          id: String(listId),
          input,
        })
      ).updateOrderList,
    )
  },
  'POST /account/lists/delete': async ({ body, ctx }) => {
    const { deleteOrderList } = await ctx.session.asCustomer(
      DeleteOrderListDocument,
      { id: String(body.listId) },
    )
    return { listId: unwrap(deleteOrderList, 'DeleteSuccess').id }
  },
  'POST /account/lists/add-items': async ({ body, ctx }) => {
    const items = await linesBySku(ctx, body.items)
    return list(
      (
        await ctx.session.asCustomer(AddToOrderListDocument, {
          id: String(body.listId),
          items,
        })
      ).addToOrderList,
    )
  },
  'POST /account/lists/add-order': async ({ body, ctx }) =>
    list(
      (
        await ctx.session.asCustomer(AddOrderToOrderListDocument, {
          id: String(body.listId),
          orderToken: body.orderToken,
        })
      ).addOrderToOrderList,
    ),
  'POST /account/lists/set-quantity': async ({ body, ctx }) =>
    list(
      (
        await ctx.session.asCustomer(SetOrderListQuantityDocument, {
          id: String(body.listId),
          productId: String(body.productId),
          quantity: body.quantity,
        })
      ).setOrderListQuantity,
    ),
  'POST /account/lists/replace': async ({ body, ctx }) => {
    const { replaceInOrderList } = await ctx.session.asCustomer(
      ReplaceInOrderListDocument,
      { id: String(body.listId), productId: String(body.productId) },
    )
    const { list, replacement } = unwrap(
      replaceInOrderList,
      'OrderListReplaceSuccess',
    )
    return { list, replacement }
  },
  'POST /account/lists/to-cart': async ({ body, ctx }) => {
    const { orderListToCart } = await ctx.session.asCustomer(
      OrderListToCartDocument,
      {
        id: String(body.listId),
        productIds: body.productIds?.map(String) ?? null,
      },
    )
    const { cart, added, skipped } = unwrap(
      orderListToCart,
      'OrderListCartSuccess',
    )
    return { cart, added, skipped }
  },
} satisfies Partial<ApiHandlers>
