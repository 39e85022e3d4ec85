import { createGraphQLError } from 'graphql-yoga'
import type { OrderView } from '../services/order-views'
import { toId } from '../services/validation'
import { orderCompanyFields } from './company-resolvers'
import type { Resolvers } from './generated/commerce-types'
import {
  orderResult,
  page,
  published,
  requireMember,
  requireTrusted,
  result,
} from './resolver-helpers'

/** Placed orders, their payment and updates, and the inventory they fill. */
export const orderResolvers = {
  Query: {
    order: (_, args, ctx) =>
      ctx.services.orderHistory.orderByToken(requireMember(ctx), args.token),
    orders: async (_, args, ctx) => {
      const pageNumber = page(args.page, 1, 1000)
      const pageSize = page(args.pageSize, 20, 100)
      const listed = await ctx.services.orderHistory.orders(
        requireMember(ctx),
        pageNumber,
        pageSize,
        args.placedBy ? (toId(args.placedBy) ?? -1) : null,
      )
      return { ...listed, page: pageNumber, pageSize }
    },
    inventory: async (_, __, ctx) =>
      (
        await ctx.services.inventory.inventory(requireMember(ctx).companyId)
      ).map(({ lot, product, orderNumber, recall }) => ({
        ...lot,
        product,
        orderNumber,
        recall,
      })),
  },

  Mutation: {
    markPaymentFailed: (_, args, ctx) => {
      requireTrusted(ctx)
      return result('CartSuccess', async () =>
        orderResult(
          await ctx.services.payments.markPaymentFailed(
            args.token,
            args.eventId || undefined,
          ),
        ),
      )
    },
    markOrderPaid: (_, args, ctx) => {
      requireTrusted(ctx)
      return result('CartSuccess', async () =>
        orderResult(
          published(
            ctx,
            await ctx.services.payments.markPaid(
              args.token,
              args.paymentReference,
              args.eventId || undefined,
            ),
          ),
        ),
      )
    },
  },

  Subscription: {
    orderUpdated: {
      subscribe: async (_, args, ctx) => {
        const token = args.token
        const order = await ctx.services.orderHistory.orderByToken(
          requireMember(ctx),
          token,
        )
        if (!order)
          throw createGraphQLError('The order was not found.', {
            extensions: { code: 'NOT_FOUND' },
          })
        return ctx.events.subscribe('orderUpdated', token)
      },
      resolve: (view: OrderView) => view,
    },
  },

  Order: {
    id: (o) => String(o.row.id),
    token: (o) => o.row.token,
    state: (o) => o.row.state,
    number: (o) => o.row.number,
    placedAt: (o) => o.row.placedAt?.toISOString() ?? null,
    paymentMethodId: (o) => o.row.paymentMethodId,
    purchaseOrderReference: (o) => o.row.poReference,
    adjustmentItems: (o) => o.adjustments,
    standingOrder: (o, _, ctx) =>
      o.row.standingOrderId === null
        ? null
        : ctx.loaders.standingOrder.load(o.row.standingOrderId),
    ...orderCompanyFields,
  },
  OrderItem: { id: (i) => String(i.id) },
  InventoryLot: {
    id: (l) => String(l.id),
    expiryDate: (l) => String(l.expiryDate),
  },
} satisfies Resolvers
