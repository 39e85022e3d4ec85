import {
  CancelStandingOrderDocument,
  CreateStandingOrderDocument,
  ReplaceInStandingOrderDocument,
  SetStandingOrderLinesDocument,
  SetStandingOrderPausedDocument,
  SkipStandingOrderRunDocument,
  StandingOrderDocument,
  StandingOrdersDocument,
  UpdateStandingOrderDocument,
} from '@shop/commerce-client'
import type { StandingOrderResultFieldsFragment } from '@shop/commerce-client'
import { unwrap } from '../commerce/session'
import { linesBySku } from '../commerce/skus'
import type { ApiHandlers } from '../context'
import { notFound } from '../http/errors'

const answer = (result: StandingOrderResultFieldsFragment) => ({
  standingOrder: unwrap(result, 'StandingOrderSuccess').standingOrder,
})

/** Standing orders: the backend decides who sees and changes which (404 for anyone else's). */
export const standingOrderHandlers = {
  'GET /account/standing-orders': async ({ ctx }) => ({
    standingOrders: (await ctx.session.asCustomer(StandingOrdersDocument, {}))
      .standingOrders,
  }),
  'GET /account/standing-order': async ({ query, ctx }) => {
    const { standingOrder } = await ctx.session.asCustomer(
      StandingOrderDocument,
      { id: String(query.standingOrderId) },
    )
    if (!standingOrder) throw notFound('The standing order')
    return { standingOrder }
  },
  'POST /account/standing-orders/create': async ({ body, ctx }) => {
    const { listId, shippingAddressId, invoiceAddressId, ...rest } = body
    return answer(
      (
        await ctx.session.asCustomer(CreateStandingOrderDocument, {
          input: {
            ...rest,
            listId: listId === undefined ? null : String(listId),
            shippingAddressId: String(shippingAddressId),
            invoiceAddressId: String(invoiceAddressId),
          },
        })
      ).createStandingOrder,
    )
  },
  'POST /account/standing-orders/update': async ({ body, ctx }) => {
    const { standingOrderId, ...input } = body
    return answer(
      (
        await ctx.session.asCustomer(UpdateStandingOrderDocument, {
          id: String(standingOrderId),
          input,
        })
      ).updateStandingOrder,
    )
  },
  'POST /account/standing-orders/pause': async ({ body, ctx }) =>
    answer(
      (
        await ctx.session.asCustomer(SetStandingOrderPausedDocument, {
          id: String(body.standingOrderId),
          paused: body.paused,
        })
      ).setStandingOrderPaused,
    ),
  'POST /account/standing-orders/skip': async ({ body, ctx }) =>
    answer(
      (
        await ctx.session.asCustomer(SkipStandingOrderRunDocument, {
          id: String(body.standingOrderId),
        })
      ).skipStandingOrderRun,
    ),
  'POST /account/standing-orders/set-lines': async ({ body, ctx }) => {
    const items = await linesBySku(ctx, body.items)
    return answer(
      (
        await ctx.session.asCustomer(SetStandingOrderLinesDocument, {
          id: String(body.standingOrderId),
          items,
        })
      ).setStandingOrderLines,
    )
  },
  'POST /account/standing-orders/cancel': async ({ body, ctx }) =>
    answer(
      (
        await ctx.session.asCustomer(CancelStandingOrderDocument, {
          id: String(body.standingOrderId),
        })
      ).cancelStandingOrder,
    ),
  'POST /account/standing-orders/replace': async ({ body, ctx }) => {
    const { replaceInStandingOrder } = await ctx.session.asCustomer(
      ReplaceInStandingOrderDocument,
      { id: String(body.standingOrderId), productId: String(body.productId) },
    )
    const { standingOrder, replacement } = unwrap(
      replaceInStandingOrder,
      'StandingOrderReplaceSuccess',
    )
    return { standingOrder, replacement }
  },
} satisfies Partial<ApiHandlers>
