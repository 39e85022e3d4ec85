import type { Role } from '../../db/schema'
import { decisionRefusal } from './approvals'
import { fullName } from '../customers'
import type { ApprovalReason } from './approval-requests'
import { toId } from '../../shared/validation'
import type { Resolvers } from '../../graphql/generated/commerce-types'
import type {
  ApprovalReasonKind,
  ApprovalState,
  Role as RoleName,
} from '../../graphql/generated/commerce-types'
import {
  orderResult,
  published,
  queried,
  requireMember,
  result,
} from '../../graphql/resolver-helpers'

// Company accounts: the company, its members and invitations, and the approval of orders over a
// buyer's limit. The services check every role; these resolvers only translate.

const ROLE_NAMES: Record<Role, RoleName> = {
  administrator: 'ADMINISTRATOR',
  approver: 'APPROVER',
  buyer: 'BUYER',
  billing: 'BILLING',
}
const roleNames = (roles: readonly Role[]) =>
  roles.map((role) => ROLE_NAMES[role])
const rolesOf = (names: readonly RoleName[]) =>
  names.map((name) => name.toLowerCase() as Role)

const REASON_KINDS: Record<
  'order-limit' | 'monthly-limit',
  ApprovalReasonKind
> = {
  'order-limit': 'ORDER_LIMIT',
  'monthly-limit': 'MONTHLY_LIMIT',
}
const APPROVAL_STATES: Record<string, ApprovalState> = {
  approved: 'APPROVED',
  rejected: 'REJECTED',
}

/** The terms an administrator gives: roles and limits (null: no limit). */
const termsOf = (input: {
  roles: readonly RoleName[]
  orderLimit?: number | null
  monthlyLimit?: number | null
}) => ({
  roles: rolesOf(input.roles),
  orderLimitNet: input.orderLimit ?? null,
  monthlyLimitNet: input.monthlyLimit ?? null,
})

export const companyResolvers = {
  Query: {
    company: (_, __, ctx) =>
      ctx.services.companies.company(requireMember(ctx).companyId),
    members: (_, __, ctx) =>
      queried(() => ctx.services.companies.members(requireMember(ctx))),
    invitations: (_, __, ctx) =>
      queried(() => ctx.services.companies.invitations(requireMember(ctx))),
    approvals: (_, args, ctx) =>
      queried(() =>
        ctx.services.approvals.queue(
          requireMember(ctx),
          args.decided ? 'decided' : 'pending',
        ),
      ),
    invitation: (_, args, ctx) => ctx.services.companies.preview(args.token),
  },

  Mutation: {
    inviteMember: (_, args, ctx) =>
      result('InvitationSuccess', async () => ({
        invitation: await ctx.services.companies.invite(requireMember(ctx), {
          email: args.input.email,
          ...termsOf(args.input),
        }),
      })),
    revokeInvitation: (_, args, ctx) =>
      result('DeleteSuccess', async () => ({
        id: String(
          await ctx.services.companies.revokeInvitation(
            requireMember(ctx),
            toId(args.id),
          ),
        ),
      })),
    acceptInvitation: (_, args, ctx) =>
      result('AuthorizeSuccess', () =>
        ctx.services.companies.accept(
          args.token,
          args.input,
          ctx.clientAddress,
        ),
      ),
    updateMember: (_, args, ctx) =>
      result('MemberSuccess', async () => ({
        member: await ctx.services.companies.updateMember(
          requireMember(ctx),
          toId(args.id),
          termsOf(args.input),
        ),
      })),
    setMemberActive: (_, args, ctx) =>
      result('MemberSuccess', async () => ({
        member: await ctx.services.companies.setMemberActive(
          requireMember(ctx),
          toId(args.id),
          args.active,
        ),
      })),
    updateCompany: (_, args, ctx) =>
      result('CompanySuccess', async () => ({
        company: await ctx.services.companies.updateCompany(
          requireMember(ctx),
          args.input,
        ),
      })),
    approveOrder: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          published(
            ctx,
            await ctx.services.approvals.approve(
              requireMember(ctx),
              args.token,
            ),
          ),
        ),
      ),
    rejectOrder: (_, args, ctx) =>
      result('CartSuccess', async () =>
        orderResult(
          published(
            ctx,
            await ctx.services.approvals.reject(
              requireMember(ctx),
              args.token,
              args.reason,
            ),
          ),
        ),
      ),
  },

  Company: {
    npiNumber: (c) => c.npiNumber,
  },

  Member: {
    id: (m) => String(m.id),
    roles: (m) => roleNames(m.roles),
    orderLimit: (m) => m.orderLimitNet,
    monthlyLimit: (m) => m.monthlyLimitNet,
    spentThisMonth: (m) => m.spentThisMonthNet,
    active: (m) => m.deactivatedAt === null,
  },

  Invitation: {
    id: ({ invitation }) => String(invitation.id),
    email: ({ invitation }) => invitation.email,
    roles: ({ invitation }) => roleNames(invitation.roles),
    orderLimit: ({ invitation }) => invitation.orderLimitNet,
    monthlyLimit: ({ invitation }) => invitation.monthlyLimitNet,
    invitedBy: ({ invitedBy }) => fullName(invitedBy),
    createdAt: ({ invitation }) => invitation.createdAt.toISOString(),
    expiresAt: ({ invitation }) => invitation.expiresAt.toISOString(),
  },

  InvitationPreview: {
    email: ({ invitation }) => invitation.email,
    companyName: ({ company }) => company.name,
    invitedBy: ({ invitedBy }) => fullName(invitedBy),
    expiresAt: ({ invitation }) => invitation.expiresAt.toISOString(),
  },

  OrderMember: {
    id: (m) => String(m.id),
  },

  ApprovalReason: {
    kind: (r) => REASON_KINDS[r.kind],
    limit: (r) => r.limitNet,
    amount: (r) => r.amountNet,
  },

  Approval: {
    state: ({ row }) => APPROVAL_STATES[row.decision ?? ''] ?? 'PENDING',
    reasons: ({ row }) =>
      (row.approvalReasons as ApprovalReason[] | null) ?? [],
    requestedAt: ({ row }) => (row.placedAt ?? row.createdAt).toISOString(),
    decidedBy: ({ row }, _, ctx) =>
      row.decidedBy === null ? null : ctx.loaders.member.load(row.decidedBy),
    decidedAt: ({ row }) => row.decidedAt?.toISOString() ?? null,
    note: ({ row }) => row.decisionNote,
  },
} satisfies Resolvers

/** The fields every order gets from company accounts: who placed it, and its approval. */
export const orderCompanyFields = {
  placedBy: async (view, _, ctx) => {
    const member = await ctx.loaders.member.load(view.row.customerId)
    if (!member) throw new Error(`Order ${view.row.id} has no member.`)
    return member
  },
  approval: (view) => (view.row.approvalReasons === null ? null : view),
  approvalNeeded: (view, _, ctx) => {
    if (view.row.state !== 'cart' || ctx.customer === null) return []
    return ctx.services.approvals.preview(ctx.customer, view)
  },
  purchaseLimits: (view, _, ctx) => {
    if (view.row.state !== 'cart' || ctx.customer === null) return null
    return ctx.services.approvals.limits(ctx.customer)
  },
  canDecide: (view, _, ctx) =>
    ctx.customer !== null &&
    view.row.companyId === ctx.customer.companyId &&
    decisionRefusal(ctx.customer, view.row, view.totalNet) === null,
} satisfies Resolvers['Order']
