import { written } from '../../db/client'
import { capabilities } from '../companies'
import { notFound } from '../../shared/results'
import { toId } from '../../shared/validation'
import type { CustomerRow } from './customer-shared'
import type { GraphQLContext } from '../../graphql/context'
import type { Resolvers, Role } from '../../graphql/generated/commerce-types'
import {
  requireCustomer,
  requireMember,
  requireTrusted,
  result,
  unauthenticated,
} from '../../graphql/resolver-helpers'

/**
 * The member's chosen default through the request's loader (one query for all asked at once),
 * or without one the company's sole address (issue 31).
 */
const defaultAddress = (
  ctx: GraphQLContext,
  member: CustomerRow,
  id: number | null,
) =>
  id === null
    ? ctx.services.addresses.soleAddress(member.companyId)
    : ctx.loaders.address.load(id)

/** Sign-in, sessions, the customer's profile and address book. */
export const customerResolvers = {
  Query: {
    me: async (_, __, ctx) => {
      // No token: nobody. A refused token (expired, ended): UNAUTHENTICATED, so the caller
      // refreshes its session instead of taking the buyer for signed out.
      if (ctx.customerId === null)
        return ctx.tokenError ? unauthenticated(ctx) : null
      // Read with the session check; queries change nothing, so it is current.
      const customer =
        ctx.customer ?? (await ctx.services.customers.byId(ctx.customerId))
      return customer ? { id: String(customer.id), customer } : null
    },
    addresses: (_, __, ctx) =>
      ctx.services.addresses.ofCompany(requireMember(ctx).companyId),
    passwordResetLinkValid: (_, args, ctx) =>
      ctx.services.credentials.passwordResetLinkValid(args.token),
  },

  Mutation: {
    authorize: (_, args, ctx) =>
      result('AuthorizeSuccess', () =>
        ctx.services.sessions.authorize(
          args.username,
          args.password,
          ctx.clientAddress,
        ),
      ),
    refreshToken: (_, args, ctx) =>
      result('AuthorizeSuccess', () =>
        ctx.services.sessions.refresh(args.refreshToken),
      ),
    revokeRefreshToken: (_, args, ctx) =>
      ctx.services.sessions.revoke(args.refreshToken),
    endSession: (_, _args, ctx) => {
      requireCustomer(ctx)
      // A customer's token always names its session.
      return ctx.services.sessions.endSession(
        written(ctx.sessionId ?? undefined),
      )
    },
    signUp: (_, args, ctx) =>
      result('Accepted', () =>
        ctx.services.credentials.signUp(args.input, ctx.clientAddress),
      ),
    requestPasswordReset: (_, args, ctx) =>
      result('Accepted', () =>
        ctx.services.credentials.requestPasswordReset(
          args.email,
          ctx.clientAddress,
        ),
      ),
    resetPassword: (_, args, ctx) =>
      result('AuthorizeSuccess', () =>
        ctx.services.credentials.resetPassword(
          args.token,
          args.password,
          ctx.clientAddress,
        ),
      ),
    verifyEmail: (_, args, ctx) =>
      result('EmailVerified', () =>
        ctx.services.credentials.verifyEmail(args.token),
      ),
    resendVerification: (_, args, ctx) =>
      result('Accepted', () =>
        ctx.services.credentials.resendVerification(
          ctx.customerId,
          args.email ?? null,
          ctx.clientAddress,
        ),
      ),
    changePassword: (_, args, ctx) =>
      result('CustomerSuccess', async () => ({
        customer: await ctx.services.credentials.changePassword(
          requireCustomer(ctx),
          ctx.sessionId,
          args,
        ),
      })),
    requestEmailChange: (_, args, ctx) =>
      result('Accepted', () =>
        ctx.services.credentials.requestEmailChange(requireCustomer(ctx), args),
      ),
    updateProfile: (_, args, ctx) =>
      result('CustomerSuccess', async () => ({
        customer: await ctx.services.customers.updateProfile(
          requireCustomer(ctx),
          args.input,
        ),
      })),
    createAddress: (_, args, ctx) =>
      result('AddressSuccess', async () => ({
        address: await ctx.services.addresses.createAddress(
          requireMember(ctx),
          args.input,
        ),
      })),
    updateAddress: (_, args, ctx) =>
      result('AddressSuccess', async () => ({
        address: await ctx.services.addresses.updateAddress(
          requireMember(ctx),
          toId(args.id),
          args.input,
        ),
      })),
    deleteAddress: (_, args, ctx) =>
      result('DeleteSuccess', async () => ({
        id: String(
          await ctx.services.addresses.deleteAddress(
            requireMember(ctx),
            toId(args.id),
          ),
        ),
      })),
    setDefaultAddresses: (_, args, ctx) =>
      result('CustomerSuccess', async () => ({
        customer: await ctx.services.addresses.setDefaults(
          requireCustomer(ctx),
          args.shippingAddressId === undefined ||
            args.shippingAddressId === null
            ? undefined
            : toId(args.shippingAddressId),
          args.invoiceAddressId === undefined || args.invoiceAddressId === null
            ? undefined
            : toId(args.invoiceAddressId),
        ),
      })),
    setPaymentCustomerId: (_, args, ctx) => {
      requireTrusted(ctx)
      return result('CustomerSuccess', async () => ({
        customer: await ctx.services.customers.setPaymentCustomerId(
          requireCustomer(ctx),
          args.paymentCustomerId,
        ),
      }))
    },
  },

  AuthorizeSuccess: {
    user: async (parent, _, ctx) => {
      const customer = await ctx.services.customers.byId(parent.customerId)
      if (!customer) throw notFound('The customer')
      return { id: String(customer.id), customer }
    },
  },

  Customer: {
    id: (c) => String(c.id),
    emailVerified: (c) => c.emailVerifiedAt !== null,
    company: async (c, _, ctx) => {
      const company = await ctx.loaders.company.load(c.companyId)
      if (!company) throw new Error(`Member ${c.id} has no company.`)
      return company
    },
    npiNumber: async (c, _, ctx) =>
      (await ctx.loaders.company.load(c.companyId))?.npiNumber ?? '',
    roles: (c) => c.roles.map((role) => role.toUpperCase() as Role),
    orderLimit: (c) => c.orderLimitNet,
    monthlyLimit: (c) => c.monthlyLimitNet,
    pricingContext: () => null,
    can: async (c, _, ctx) => {
      const company = await ctx.loaders.company.load(c.companyId)
      return capabilities(c, company ?? { membersMayAddAddresses: false })
    },
    defaultShippingAddress: (c, _, ctx) =>
      defaultAddress(ctx, c, c.defaultShippingAddressId),
    defaultInvoiceAddress: (c, _, ctx) =>
      defaultAddress(ctx, c, c.defaultInvoiceAddressId),
    defaultAddress: (c, _, ctx) =>
      defaultAddress(
        ctx,
        c,
        c.defaultShippingAddressId ?? c.defaultInvoiceAddressId,
      ),
  },

  Address: {
    id: (a) => String(a.id),
    country: (a) => ({ isoCode: a.country }),
  },
} satisfies Resolvers
