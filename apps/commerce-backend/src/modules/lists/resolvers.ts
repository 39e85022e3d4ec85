import { managesList } from './order-list-views'
import { ResultError, notFound } from '../../shared/results'
import { toId } from '../../shared/validation'
import type { Resolvers } from '../../graphql/generated/commerce-types'
import { requireMember, result } from '../../graphql/resolver-helpers'

/** Order lists: the member's and the company's shared ones, and putting them into the cart. */
export const orderListResolvers = {
  Query: {
    orderLists: (_, __, ctx) =>
      ctx.services.orderLists.lists(requireMember(ctx)),
    orderList: async (_, args, ctx) => {
      const member = requireMember(ctx)
      try {
        return await ctx.services.orderLists.list(member, toId(args.id))
      } catch (error) {
        // Not one of the member's lists: as if there were none.
        if (error instanceof ResultError) return null
        throw error
      }
    },
  },

  Mutation: {
    createOrderList: (_, args, ctx) =>
      result('OrderListSuccess', async () => ({
        list: await ctx.services.orderLists.create(requireMember(ctx), {
          name: args.input.name,
          shared: args.input.shared ?? false,
        }),
      })),
    updateOrderList: (_, args, ctx) =>
      result('OrderListSuccess', async () => ({
        list: await ctx.services.orderLists.update(
          requireMember(ctx),
          toId(args.id),
          { name: args.input.name, shared: args.input.shared ?? false },
        ),
      })),
    deleteOrderList: (_, args, ctx) =>
      result('DeleteSuccess', async () => ({
        id: String(
          await ctx.services.orderLists.delete(
            requireMember(ctx),
            toId(args.id),
          ),
        ),
      })),
    addToOrderList: (_, args, ctx) =>
      result('OrderListSuccess', async () => ({
        list: await ctx.services.orderLists.addItems(
          requireMember(ctx),
          toId(args.id),
          args.items.map((item) => ({
            productId: toId(item.productId),
            quantity: item.quantity,
          })),
        ),
      })),
    addOrderToOrderList: (_, args, ctx) =>
      result('OrderListSuccess', async () => {
        const member = requireMember(ctx)
        // The order history's rule decides which orders the member may copy from.
        const order = await ctx.services.orderHistory.orderByToken(
          member,
          args.orderToken,
        )
        if (!order) throw notFound('The order')
        return {
          list: await ctx.services.orderLists.addOrder(
            member,
            toId(args.id),
            order,
          ),
        }
      }),
    setOrderListQuantity: (_, args, ctx) =>
      result('OrderListSuccess', async () => ({
        list: await ctx.services.orderLists.setQuantity(
          requireMember(ctx),
          toId(args.id),
          toId(args.productId),
          args.quantity,
        ),
      })),
    replaceInOrderList: (_, args, ctx) =>
      result('OrderListReplaceSuccess', () =>
        ctx.services.orderLists.replace(
          requireMember(ctx),
          toId(args.id),
          toId(args.productId),
        ),
      ),
    orderListToCart: (_, args, ctx) =>
      result('OrderListCartSuccess', () =>
        ctx.services.orderLists.toCart(
          requireMember(ctx),
          toId(args.id),
          args.productIds ? args.productIds.map((id) => toId(id) ?? -1) : null,
        ),
      ),
  },

  OrderList: {
    id: ({ list }) => String(list.id),
    name: ({ list }) => list.name,
    shared: ({ list }) => list.shared,
    owner: async ({ list }, _, ctx) => {
      const owner = await ctx.loaders.member.load(list.ownerId)
      if (!owner) throw new Error(`List ${list.id} has no owner.`)
      return owner
    },
    updatedAt: ({ list }) => list.updatedAt.toISOString(),
    canManage: ({ list }, _, ctx) =>
      ctx.customer !== null && managesList(ctx.customer, list),
  },

  OrderListItem: {
    id: (item) => String(item.id),
    available: (item) => item.product.discontinuedAt === null,
  },
} satisfies Resolvers
