import { createGraphQLError } from 'graphql-yoga'
import { describeSchedule } from '@shop/forms'
import { ResultError } from '../../shared/results'
import { scheduleOf } from './standing-order-views'
import { toId } from '../../shared/validation'
import type { Resolvers } from '../../graphql/generated/commerce-types'
import {
  requireMember,
  requireTrusted,
  result,
} from '../../graphql/resolver-helpers'

/** Standing orders: set up from a list or the cart, changed, paused, skipped, and their runs. */
export const standingOrderResolvers = {
  Query: {
    standingOrders: (_, __, ctx) =>
      ctx.services.standingOrders.list(requireMember(ctx)),
    standingOrder: async (_, args, ctx) => {
      const member = requireMember(ctx)
      try {
        return await ctx.services.standingOrders.get(member, toId(args.id))
      } catch (error) {
        // Not one the member sees: as if there were none.
        if (error instanceof ResultError) return null
        throw error
      }
    },
  },

  Mutation: {
    createStandingOrder: (_, { input }, ctx) =>
      result('StandingOrderSuccess', async () => ({
        standingOrder: await ctx.services.standingOrders.create(
          requireMember(ctx),
          {
            ...settingsOf(input),
            listId:
              input.listId === null || input.listId === undefined
                ? null
                : (toId(input.listId) ?? -1),
            shippingAddressId: toId(input.shippingAddressId),
            invoiceAddressId: toId(input.invoiceAddressId),
            carrierIdentifier: input.carrierIdentifier,
            paymentProviderIdentifier: input.paymentProviderIdentifier,
            paymentMethodId: input.paymentMethodId ?? null,
            poReference: input.purchaseOrderReference ?? null,
          },
        ),
      })),
    updateStandingOrder: (_, args, ctx) =>
      result('StandingOrderSuccess', async () => ({
        standingOrder: await ctx.services.standingOrders.update(
          requireMember(ctx),
          toId(args.id),
          settingsOf(args.input),
        ),
      })),
    setStandingOrderPaused: (_, args, ctx) =>
      result('StandingOrderSuccess', async () => ({
        standingOrder: await ctx.services.standingOrders.setPaused(
          requireMember(ctx),
          toId(args.id),
          args.paused,
        ),
      })),
    skipStandingOrderRun: (_, args, ctx) =>
      result('StandingOrderSuccess', async () => ({
        standingOrder: await ctx.services.standingOrders.skipNext(
          requireMember(ctx),
          toId(args.id),
        ),
      })),
    replaceInStandingOrder: (_, args, ctx) =>
      result('StandingOrderReplaceSuccess', () =>
        ctx.services.standingOrders.replace(
          requireMember(ctx),
          toId(args.id),
          toId(args.productId),
        ),
      ),
    setStandingOrderLines: (_, args, ctx) =>
      result('StandingOrderSuccess', async () => ({
        standingOrder: await ctx.services.standingOrders.setLines(
          requireMember(ctx),
          toId(args.id),
          args.items.map((item) => ({
            productId: toId(item.productId),
            quantity: item.quantity,
          })),
        ),
      })),
    cancelStandingOrder: (_, args, ctx) =>
      result('StandingOrderSuccess', async () => ({
        standingOrder: await ctx.services.standingOrders.cancel(
          requireMember(ctx),
          toId(args.id),
        ),
      })),
    runStandingOrders: (_, args, ctx) => {
      requireTrusted(ctx)
      const at = new Date(args.at)
      if (!ctx.movableClock || Number.isNaN(at.getTime()))
        throw createGraphQLError(
          ctx.movableClock
            ? 'Give the moment as an ISO date-time.'
            : 'Not allowed.',
          {
            extensions: {
              code: ctx.movableClock ? 'BAD_USER_INPUT' : 'FORBIDDEN',
            },
          },
        )
      return ctx.services.standingOrders.runDue(at)
    },
  },

  StandingOrder: {
    id: ({ row }) => String(row.id),
    name: ({ row }) => row.name,
    owner: async ({ row }, _, ctx) => {
      const owner = await ctx.loaders.member.load(row.ownerId)
      if (!owner) throw new Error(`Standing order ${row.id} has no owner.`)
      return owner
    },
    schedule: ({ row }) => ({
      ...scheduleOf(row),
      nextWorkingDay: row.nextWorkingDay,
    }),
    scheduleText: ({ row }) => describeSchedule(scheduleOf(row)),
    status: ({ row }) =>
      row.cancelledAt ? 'cancelled' : row.pausedAt ? 'paused' : 'active',
    nextRunOn: ({ row }) => (row.cancelledAt ? null : row.nextRunOn),
    shippingAddress: ({ row }, _, ctx) =>
      ctx.loaders.address.load(row.shippingAddressId),
    invoiceAddress: ({ row }, _, ctx) =>
      ctx.loaders.address.load(row.invoiceAddressId),
    carrier: (view) => view.carrier,
    paymentProvider: (view) => view.paymentProvider,
    paymentMethodId: ({ row }) => row.paymentMethodId,
    purchaseOrderReference: ({ row }) => row.poReference,
    onProblem: ({ row }) => row.onProblem,
    priceTolerancePercent: ({ row }) => row.priceTolerancePercent,
    createdAt: ({ row }) => row.createdAt.toISOString(),
  },

  StandingOrderItem: {
    id: (item) => String(item.id),
    available: (item) => item.product.discontinuedAt === null,
  },

  StandingOrderRun: {
    id: (run) => String(run.id),
    ranAt: (run) => run.ranAt.toISOString(),
  },
} satisfies Resolvers

/** The settings a member may change, as the service reads them. */
function settingsOf(input: {
  name: string
  schedule: {
    cadence: string
    interval: number
    weekday?: number | null
    dayOfMonth?: number | null
    nextWorkingDay?: boolean | null
  }
  onProblem: string
  priceTolerancePercent: number
}) {
  return {
    name: input.name,
    schedule: {
      cadence: input.schedule.cadence,
      interval: input.schedule.interval,
      weekday: input.schedule.weekday ?? null,
      dayOfMonth: input.schedule.dayOfMonth ?? null,
      nextWorkingDay: input.schedule.nextWorkingDay ?? false,
    },
    onProblem: input.onProblem,
    priceTolerancePercent: input.priceTolerancePercent,
  }
}
