import type { Resolvers } from '../../graphql/generated/commerce-types'
import { requireMember, result } from '../../graphql/resolver-helpers'
import type { GraphQLContext } from '../../graphql/context'
import type { OrderView } from '../orders'
import type { OrderTax } from './order-tax'

/**
 * Each order view's tax, computed once per request however many fields ask for it (`tax`,
 * `totalWithTax`): a cart's estimate reads the rate table or asks the hosted provider.
 */
const taxes = new WeakMap<OrderView, Promise<OrderTax | null>>()

function taxOf(view: OrderView, ctx: GraphQLContext) {
  let tax = taxes.get(view)
  if (!tax) {
    tax = ctx.services.tax.ofOrder(view, {
      defaultShipTo: ownDefaultShipTo(view, ctx),
    })
    taxes.set(view, tax)
  }
  return tax
}

/**
 * The caller's own cart is estimated at their default shipping address through the request's
 * address loader, which their answer's `defaultShippingAddress` reads too: one query for both.
 * The session check read the caller's row; anyone else's cart reads its buyer's default itself.
 */
function ownDefaultShipTo(view: OrderView, ctx: GraphQLContext) {
  const caller = ctx.customer
  if (caller?.id !== view.row.customerId) return undefined
  const id = caller.defaultShippingAddressId
  return () =>
    id === null ? Promise.resolve(null) : ctx.loaders.address.load(id)
}

/** Sales tax on carts and orders, and the practices' exemption certificates. */
export const taxResolvers = {
  Order: {
    tax: (view, _, ctx) => taxOf(view, ctx),
    totalWithTax: async (view, _, ctx) =>
      view.totalNet + ((await taxOf(view, ctx))?.amount ?? 0),
  },
  OrderItem: {
    taxAmount: (item) => item.taxAmount,
  },
  Company: {
    exemptionCertificates: (company, _, ctx) =>
      ctx.services.exemptions.list(company.id),
  },
  ExemptionCertificate: {
    id: (row) => String(row.id),
    // An accepted certificate past its last day no longer exempts: it reads EXPIRED.
    status: (row) =>
      row.status === 'accepted' &&
      row.expiresOn < new Date().toISOString().slice(0, 10)
        ? 'EXPIRED'
        : row.status === 'accepted'
          ? 'ACCEPTED'
          : row.status === 'refused'
            ? 'REFUSED'
            : 'PENDING',
    uploadedAt: (row) => new Date(row.uploadedAt).toISOString(),
  },
  Mutation: {
    uploadExemptionCertificate: (_, args, ctx) =>
      result('ExemptionCertificateSuccess', async () => ({
        certificate: await ctx.services.exemptions.upload(
          requireMember(ctx),
          args.input,
        ),
      })),
  },
} satisfies Resolvers
