import type { Resolvers } from '../../graphql/generated/commerce-types'
import {
  requireMember,
  requireTrusted,
  result,
} from '../../graphql/resolver-helpers'

/** Paying open invoices by card (decision 042): what is due, and a verified payment applied. */
export const invoicePaymentResolvers = {
  Query: {
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
