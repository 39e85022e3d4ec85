import { z } from 'zod'
import {
  approvalResultFieldsFragment,
  approvalsQuery,
  companyQuery,
  exemptionCertificatesQuery,
  invitationPreviewQuery,
  invitationsQuery,
  inviteMemberMutation,
  meQuery,
  memberResultFieldsFragment,
  membersQuery,
  revokeInvitationMutation,
  updateCompanyMutation,
  uploadExemptionCertificateMutation,
} from '../../generated/commerce/answers.js'
import { defineCalls, successOf } from '../define.js'
import {
  email,
  id,
  newPassword,
  purchaseLimit,
  requiredText,
  roles,
  salutation,
  token,
} from '../inputs.js'

const memberAnswer = successOf(memberResultFieldsFragment, 'MemberSuccess')
/** An approver's decision answers the order: the result's cart, under its own name. */
const decided = z.strictObject({
  order: successOf(approvalResultFieldsFragment, 'CartSuccess').shape.cart,
})

// Company accounts: members, invitations, roles and purchase limits, and the approval of orders
// over a limit. The backend checks every permission; another company's object is a 404.

export const companyCalls = defineCalls({
  'GET /account/company': {
    summary: 'The signed-in member’s company: name, NPI number and settings',
    tag: 'company',
    auth: true,
    response: companyQuery,
  },
  'POST /account/company/update': {
    summary:
      'Administrators: changes the company’s settings (whether members may add addresses)',
    tag: 'company',
    auth: true,
    body: z.object({ membersMayAddAddresses: z.boolean() }),
    response: successOf(
      updateCompanyMutation.shape.updateCompany,
      'CompanySuccess',
    ),
  },
  'GET /account/company/exemption-certificates': {
    summary:
      'The company’s sales-tax exemption certificates, newest first: pending, accepted, refused (with the reason) or expired',
    tag: 'company',
    auth: true,
    response: exemptionCertificatesQuery,
  },
  'POST /account/company/exemption-certificates': {
    summary:
      'Administrators: uploads a sales-tax exemption certificate (state, number, last valid day, a PDF of at most 5 MB as base64); the distributor accepts or refuses it',
    tag: 'company',
    auth: true,
    body: z.object({
      state: requiredText(2, 'The state'),
      number: requiredText(60, 'The certificate number'),
      expiresOn: requiredText(10, 'The expiry date'),
      fileName: requiredText(200, 'The file name'),
      // 5 MB as base64 is at most 6,990,508 characters; the backend checks the bytes.
      pdfBase64: z
        .string({ error: 'Choose a PDF of at most 5 MB.' })
        .min(1, 'Choose a PDF of at most 5 MB.')
        .max(6_990_508, 'The PDF is larger than 5 MB.'),
    }),
    response: successOf(
      uploadExemptionCertificateMutation.shape.uploadExemptionCertificate,
      'ExemptionCertificateSuccess',
    ),
  },
  'GET /account/company/members': {
    summary:
      'Administrators and approvers: the company’s members with roles, limits and this month’s spending',
    tag: 'company',
    auth: true,
    response: membersQuery,
  },
  'POST /account/company/update-member': {
    summary:
      'Administrators: a member’s roles and purchase limits (net cents, null for none)',
    tag: 'company',
    auth: true,
    body: z.object({
      memberId: id,
      roles,
      orderLimit: purchaseLimit,
      monthlyLimit: purchaseLimit,
    }),
    response: memberAnswer,
  },
  'POST /account/company/set-member-active': {
    summary:
      'Administrators: deactivates a member (signed out at once; orders stay) or activates them again',
    tag: 'company',
    auth: true,
    body: z.object({ memberId: id, active: z.boolean() }),
    response: memberAnswer,
  },
  'GET /account/company/invitations': {
    summary: 'Administrators: the company’s open invitations',
    tag: 'company',
    auth: true,
    response: invitationsQuery,
  },
  'POST /account/company/invite': {
    summary:
      'Administrators: e-mails an invitation to join the company with roles and limits (single-use link, 7 days)',
    tag: 'company',
    auth: true,
    body: z.object({
      email,
      roles,
      orderLimit: purchaseLimit,
      monthlyLimit: purchaseLimit,
    }),
    response: successOf(
      inviteMemberMutation.shape.inviteMember,
      'InvitationSuccess',
    ),
  },
  'POST /account/company/revoke-invitation': {
    summary:
      'Administrators: withdraws an open invitation; its link stops working',
    tag: 'company',
    auth: true,
    body: z.object({ invitationId: id }),
    response: z.strictObject({
      invitationId: successOf(
        revokeInvitationMutation.shape.revokeInvitation,
        'DeleteSuccess',
      ).shape.id,
    }),
  },
  'GET /auth/invitation': {
    summary:
      'Who invited the link’s address to which company; 404 when the link is used, revoked, expired or unknown',
    tag: 'company',
    auth: false,
    query: z.object({ token }),
    response: z.strictObject({
      invitation: invitationPreviewQuery.shape.invitation.unwrap(),
    }),
  },
  'POST /auth/accept-invitation': {
    summary:
      'Joins the company with the e-mailed invitation: name and password are chosen, and the new member is signed in. Throttled per client',
    tag: 'company',
    auth: false,
    body: z.object({
      token,
      salutation,
      firstname: requiredText(80, 'First name'),
      lastname: requiredText(80, 'Last name'),
      password: newPassword,
    }),
    response: z.strictObject({ user: meQuery.shape.me.unwrap() }),
  },
  'GET /account/approvals': {
    summary:
      'Approvers: the company’s orders waiting for approval (oldest first), or the decided ones (newest first)',
    tag: 'company',
    auth: true,
    query: z.object({
      state: z.enum(['pending', 'decided']).default('pending'),
    }),
    response: z.strictObject({ orders: approvalsQuery.shape.approvals }),
  },
  'POST /account/approvals/approve': {
    summary:
      'Approvers: approves an order over a buyer’s limit (not their own, within their own limit); an invoice order is placed, a card order waits for the buyer’s payment',
    tag: 'company',
    auth: true,
    body: z.object({ token }),
    response: decided,
  },
  'POST /account/approvals/reject': {
    summary:
      'Approvers: rejects an order over a buyer’s limit with a reason the buyer is e-mailed; its lines go back into the buyer’s cart',
    tag: 'company',
    auth: true,
    body: z.object({ token, reason: requiredText(500, 'Reason') }),
    response: decided,
  },
})
