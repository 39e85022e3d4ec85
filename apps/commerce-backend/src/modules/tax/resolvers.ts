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
    tax = ctx.services.tax.ofOrder(view)
    taxes.set(view, tax)
  }
  return tax
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
