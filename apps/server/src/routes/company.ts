import {
  AcceptInvitationDocument,
  ApprovalsDocument,
  ApproveOrderDocument,
  CompanyDocument,
  ExemptionCertificatesDocument,
  InvitationPreviewDocument,
  InvitationsDocument,
  InviteMemberDocument,
  MembersDocument,
  RejectOrderDocument,
  RevokeInvitationDocument,
  SetMemberActiveDocument,
  UpdateCompanyDocument,
  UpdateMemberDocument,
  UploadExemptionCertificateDocument,
} from '@shop/commerce-client'
import { unwrap } from '../commerce/session'
import type { ApiHandlers } from '../context'
import { notFound } from '../http/errors'
import { signInWith } from './auth'

/**
 * Company accounts: the company, its members and invitations, and approvals. The backend checks
 * every role (a refusal is a 403, another company's object a 404); these handlers only pass on.
 */
export const companyHandlers = {
  'GET /account/company': async ({ ctx }) =>
    ctx.session.asCustomer(CompanyDocument, {}),
  'POST /account/company/update': async ({ body, ctx }) => {
    const { updateCompany } = await ctx.session.asCustomer(
      UpdateCompanyDocument,
      { input: body },
    )
    return { company: unwrap(updateCompany, 'CompanySuccess').company }
  },
  'GET /account/company/exemption-certificates': async ({ ctx }) =>
    ctx.session.asCustomer(ExemptionCertificatesDocument, {}),
  'POST /account/company/exemption-certificates': async ({ body, ctx }) => {
    // Administrators only: the backend refuses anyone else (403), as it checks every permission.
    const { uploadExemptionCertificate } = await ctx.session.asCustomer(
      UploadExemptionCertificateDocument,
      { input: body },
    )
    return {
      certificate: unwrap(
        uploadExemptionCertificate,
        'ExemptionCertificateSuccess',
      ).certificate,
    }
  },
  'GET /account/company/members': async ({ ctx }) =>
    ctx.session.asCustomer(MembersDocument, {}),
  'POST /account/company/update-member': async ({ body, ctx }) => {
    const { memberId, ...input } = body
    const { updateMember } = await ctx.session.asCustomer(
      UpdateMemberDocument,
      { id: String(memberId), input },
    )
    return { member: unwrap(updateMember, 'MemberSuccess').member }
  },
  'POST /account/company/set-member-active': async ({ body, ctx }) => {
    const { setMemberActive } = await ctx.session.asCustomer(
      SetMemberActiveDocument,
      { id: String(body.memberId), active: body.active },
    )
    return { member: unwrap(setMemberActive, 'MemberSuccess').member }
  },
  'GET /account/company/invitations': async ({ ctx }) =>
    ctx.session.asCustomer(InvitationsDocument, {}),
  'POST /account/company/invite': async ({ body, ctx }) => {
    const { inviteMember } = await ctx.session.asCustomer(
      InviteMemberDocument,
      { input: body },
    )
    return {
      invitation: unwrap(inviteMember, 'InvitationSuccess').invitation,
    }
  },
  'POST /account/company/revoke-invitation': async ({ body, ctx }) => {
    const { revokeInvitation } = await ctx.session.asCustomer(
      RevokeInvitationDocument,
      { id: String(body.invitationId) },
    )
    return { invitationId: unwrap(revokeInvitation, 'DeleteSuccess').id }
  },
  'GET /auth/invitation': async ({ query, ctx }) => {
    const { invitation } = await ctx.session.anonymous(
      InvitationPreviewDocument,
      { token: query.token },
    )
    if (!invitation) throw notFound('The invitation')
    return { invitation }
  },
  'POST /auth/accept-invitation': async ({ body, ctx }) => {
    const { token, ...input } = body
    const { acceptInvitation } = await ctx.session.asClient(
      AcceptInvitationDocument,
      { token, input },
    )
    return signInWith(ctx, acceptInvitation)
  },
  'GET /account/approvals': async ({ query, ctx }) => ({
    orders: (
      await ctx.session.asCustomer(ApprovalsDocument, {
        decided: query.state === 'decided',
      })
    ).approvals,
  }),
  'POST /account/approvals/approve': async ({ body, ctx }) => {
    const { approveOrder } = await ctx.session.asCustomer(
      ApproveOrderDocument,
      { token: body.token },
    )
    return { order: unwrap(approveOrder, 'CartSuccess').cart }
  },
  'POST /account/approvals/reject': async ({ body, ctx }) => {
    const { rejectOrder } = await ctx.session.asCustomer(RejectOrderDocument, {
      token: body.token,
      reason: body.reason,
    })
    return { order: unwrap(rejectOrder, 'CartSuccess').cart }
  },
} satisfies Partial<ApiHandlers>
