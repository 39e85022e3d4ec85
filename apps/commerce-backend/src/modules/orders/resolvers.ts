import { createGraphQLError } from 'graphql-yoga'
import { written } from '../../db/client'
import { billingResolvers } from './billing-resolvers'
import { isInvoiced } from './order-views'
import type { OrderView } from './order-views'
import type { ReturnView } from './fulfilment'
import type { GraphQLContext } from '../../graphql/context'
import { StandingOrderService } from '../standing-orders'
import { toId } from '../../shared/validation'
import { companyViewRefusal } from '../companies'
import type { Resolvers } from '../../graphql/generated/commerce-types'
import {
  orderResult,
  page,
  published,
  requireMember,
  requireTrusted,
  result,
} from '../../graphql/resolver-helpers'

/** Passes events on while `allowed` answers true; the first refusal ends the subscription. */
async function* whileAllowed<T>(
  events: AsyncIterable<T>,
  allowed: () => Promise<boolean>,
) {
  for await (const event of events) {
    if (!(await allowed())) return
    yield event
  }
}

/** A line's fulfilment, read with its order's. */
async function itemOf(
  ctx: GraphQLContext,
  item: { id: number; orderId: number },
) {
  return (await ctx.loaders.fulfilment.load(item.orderId))?.items.get(item.id)
}

/** A return as the schema answers it. */
export type ReturnAnswer = ReturnType<typeof returnAnswer>
export const returnAnswer = (r: ReturnView) => ({
  id: String(r.id),
  state: r.state,
  reason: r.reason,
  note: r.note,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  rmaNumber: r.rmaNumber,
  instructions: r.instructions,
  refusalReason: r.refusalReason,
  lines: r.lines.map((l) => ({
    orderItemId: String(l.orderItemId),
    quantity: l.quantity,
    lotNumber: l.lotNumber,
  })),
})

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
    ...billingResolvers.Query,
    inventory: async (_, __, ctx) => {
      const member = requireMember(ctx)
      const seesCompany = companyViewRefusal(member) === null
      return (await ctx.services.inventory.inventory(member.companyId)).map(
        ({ lot, product, orderNumber, order, recall }) => ({
          ...lot,
          product,
          orderNumber,
          // Only a shipped lot can go back, and only from an order the member may open
          // (visibleTo): another's token would be a 404.
          orderToken:
            order &&
            lot.shipmentLineId !== null &&
            (seesCompany || order.customerId === member.id)
              ? order.token
              : null,
          recall,
        }),
      )
    },
  },

  Mutation: {
    ...billingResolvers.Mutation,
    cancelOrder: (_, args, ctx) => {
      const member = requireMember(ctx)
      return result('OrderSuccess', async () => ({
        order: published(
          ctx,
          (await ctx.services.fulfilment.cancelOrder(member, args.token)).view,
        ),
      }))
    },
    requestReturn: (_, args, ctx) => {
      const member = requireMember(ctx)
      return result('ReturnSuccess', async () => {
        const answer = await ctx.services.fulfilment.requestReturn(
          member,
          args.orderToken,
          {
            // An id that is no number matches no line: the service names the line.
            lines: args.lines.map((l) => ({
              orderItemId: toId(l.orderItemId) ?? -1,
              quantity: l.quantity,
              lotNumber: l.lotNumber,
            })),
            reason: args.reason,
            note: args.note ?? '',
          },
        )
        return {
          order: published(ctx, answer.view),
          return: returnAnswer(answer.ret),
        }
      })
    },
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
        const member = requireMember(ctx)
        const sessionId = written(ctx.sessionId ?? undefined)
        const mayRead = async () => {
          // Read anew for every event: a session that ended, a deactivated member or one who
          // no longer sees the order hears no more (the session check is cached for seconds
          // at most, and forgotten at once when this process ends it).
          const now = await ctx.services.sessions.sessionCustomer(
            sessionId,
            member.id,
          )
          return (
            now !== null &&
            (await ctx.services.orderHistory.orderByToken(now, token)) !== null
          )
        }
        if (!(await mayRead()))
          throw createGraphQLError('The order was not found.', {
            extensions: { code: 'NOT_FOUND' },
          })
        return whileAllowed(
          ctx.events.subscribe('orderUpdated', token),
          mayRead,
        )
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
    standingOrder: async (o, _, ctx) => {
      if (o.row.standingOrderId === null) return null
      const link = await ctx.loaders.standingOrder.load(o.row.standingOrderId)
      return (
        link && {
          id: link.id,
          name: link.name,
          canOpen:
            ctx.customer !== null &&
            StandingOrderService.opens(ctx.customer, link.ownerId),
        }
      )
    },
    invoiced: (o) => isInvoiced(o.row),
    paymentTerms: async (o, _, ctx) =>
      (await ctx.loaders.paymentTerms.load(o.row.companyId)) ?? '',
    invoice: async (o, _, ctx) => {
      if (!isInvoiced(o.row)) return null
      const [invoice, company] = await Promise.all([
        ctx.loaders.invoice.load(o.row.id),
        ctx.loaders.company.load(o.row.companyId),
      ])
      return ctx.services.invoices.invoiceOf(o, invoice, company?.name ?? '')
    },
    // Who placed it and its approval come from the companies module (commerce-resolvers.ts).
    fulfilmentState: async (o, _, ctx) =>
      (await ctx.loaders.fulfilment.load(o.row.id))?.state ?? null,
    timeline: async (o, _, ctx) =>
      ((await ctx.loaders.fulfilment.load(o.row.id))?.timeline ?? []).map(
        (e) => ({ state: e.state, at: e.at.toISOString() }),
      ),
    distributorOrderNumber: (o) => o.row.distributorOrderNumber,
    expectedDelivery: (o) => o.row.expectedDelivery,
    shipments: async (o, _, ctx) =>
      ((await ctx.loaders.fulfilment.load(o.row.id))?.shipments ?? []).map(
        (s) => ({
          id: String(s.id),
          carrier: s.carrier,
          trackingNumber: s.trackingNumber,
          trackingUrl: s.trackingUrl,
          shippedAt: s.shippedAt.toISOString(),
          deliveredAt: s.deliveredAt?.toISOString() ?? null,
          lines: s.lines.map((l) => ({
            orderItemId: String(l.orderItemId),
            quantity: l.quantity,
            lotNumber: l.lotNumber,
            lotExpiry: l.lotExpiry,
          })),
        }),
      ),
    canCancel: async (o, _, ctx) =>
      (await ctx.loaders.fulfilment.load(o.row.id))?.cancellable ?? false,
    canRequestReturn: async (o, _, ctx) =>
      [
        ...((await ctx.loaders.fulfilment.load(o.row.id))?.items.values() ??
          []),
      ].some((i) => i.returnableQuantity > 0),
    returns: async (o, _, ctx) =>
      ((await ctx.loaders.fulfilment.load(o.row.id))?.returns ?? []).map(
        returnAnswer,
      ),
  },
  OrderItem: {
    id: (i) => String(i.id),
    unitPrice: (i) => i.itemPriceNet,
    priceChange: (i) =>
      i.previousUnitPrice === null
        ? null
        : { previousUnitPrice: i.previousUnitPrice },
    shippedQuantity: async (i, _, ctx) =>
      (await itemOf(ctx, i))?.shippedQuantity ?? 0,
    backorderedUntil: async (i, _, ctx) =>
      (await itemOf(ctx, i))?.backorderedUntil ?? null,
    cancelledQuantity: async (i, _, ctx) =>
      (await itemOf(ctx, i))?.cancelledQuantity ?? 0,
    cancelReason: async (i, _, ctx) =>
      (await itemOf(ctx, i))?.cancelReason ?? null,
    returnableQuantity: async (i, _, ctx) =>
      (await itemOf(ctx, i))?.returnableQuantity ?? 0,
    returnableLots: async (i, _, ctx) =>
      [...((await itemOf(ctx, i))?.returnableLots ?? [])].map(
        ([lotNumber, quantity]) => ({ lotNumber, quantity }),
      ),
  },
  InventoryLot: {
    id: (l) => String(l.id),
    expiryDate: (l) => String(l.expiryDate),
  },
} satisfies Resolvers
