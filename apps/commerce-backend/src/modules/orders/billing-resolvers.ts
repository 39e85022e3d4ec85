import type { Resolvers } from '../../graphql/generated/commerce-types'
import {
  queried,
  requireMember,
  requireTrusted,
  result,
} from '../../graphql/resolver-helpers'

/**
 * A practice's billing: its statement (decision 038), credit notes and monthly statements as
 * printed (decision 040), and paying open invoices by card (decision 042).
 */
export const billingResolvers = {
  Query: {
    statement: (_, __, ctx) =>
      queried(() => ctx.services.statements.statement(requireMember(ctx))),
    creditNote: (_, args, ctx) =>
      queried(() =>
        ctx.services.billingDocuments.creditNote(
          requireMember(ctx),
          args.number,
        ),
      ),
    monthlyStatement: (_, args, ctx) =>
      queried(() =>
        ctx.services.billingDocuments.monthlyStatement(
          requireMember(ctx),
          args.month,
        ),
      ),
    invoicesToPay: (_, args, ctx) => {
      const member = requireMember(ctx)
      return result('InvoicePaymentSuccess', async () => ({
        payment: await ctx.services.invoicePayments.toPay(member, args.numbers),
      }))
    },
  },
  Mutation: {
    payInvoices: (_, args, ctx) => {
      requireTrusted(ctx)
      return result('InvoicePaymentSuccess', async () => ({
        payment: await ctx.services.invoicePayments.pay(
          args.numbers,
          args.amount,
          args.paymentReference,
        ),
      }))
    },
  },
} satisfies Resolvers
