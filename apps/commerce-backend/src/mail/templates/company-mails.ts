import { LOCALE_PATH_PREFIX } from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import type { MailContent } from '../outbox'
import { greeting, mailTools, plainValue } from './context'
import type { MailContext, MailTools } from './context'
import { renderMail } from './layout'
import type { MailBlock } from './layout'
import { lineTable } from './order-mails'
import type { MailOrder } from './order-mails'

/** What a member of a company account may do; a member may hold several roles. */
export type CompanyRole = 'administrator' | 'approver' | 'buyer'

// The order the roles are named in, whatever order the data lists them in.
const ROLE_KEYS: Readonly<Record<CompanyRole, MessageKey>> = {
  administrator: 'mail.role.administrator',
  approver: 'mail.role.approver',
  buyer: 'mail.role.buyer',
}

/** An administrator invites someone to join the company's account. */
export interface InvitationMailData {
  /** Who sent the invitation, e.g. `Dana Whitfield`. */
  inviterName: string
  /** The practice whose account the recipient is invited to. */
  companyName: string
  roles: CompanyRole[]
  /** Integer minor units (net) in the shop currency; `null` is no limit. */
  orderLimitNet: number | null
  monthlyLimitNet: number | null
  /** A path of the shop with its token, e.g. `/en/auth/accept-invitation?token=…`. */
  link: string
  /** How long the invitation is valid, as the message states it. */
  expiresInDays: number
}

/** One limit an order goes over; amounts are integer minor units (net). */
export interface ApprovalReason {
  kind: 'order-limit' | 'monthly-limit'
  limitNet: number
  /** The order's total (`order-limit`) or the buyer's total of the month with this order. */
  amountNet: number
}

/** An order went over the buyer's purchase limit: the approvers of the company are asked to decide. */
export interface ApprovalRequestMailData {
  approverName: string
  /** `customerName` is the buyer. */
  order: MailOrder
  reasons: ApprovalReason[]
  /** A path of the shop: the approval page of the order. */
  link: string
}

/** The approver's decision, told to the buyer. */
export interface OrderDecisionMailData {
  /** `customerName` is the buyer. */
  order: MailOrder
  approverName: string
  /** The approver's words: always set for a rejection, may be `null` for an approval. */
  reason: string | null
  /** For an approved card order: the buyer must now pay from the order's page (path). */
  payLink: string | null
}

/** Asks someone to join a company account, with the roles and limits they would have. */
export function invitationMail(
  ctx: MailContext,
  data: InvitationMailData,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  const company = data.companyName
  const roles = (Object.keys(ROLE_KEYS) as CompanyRole[]).filter((role) =>
    data.roles.includes(role),
  )
  const limit = (minorUnits: number | null) =>
    minorUnits === null ? t('mail.invitation.noLimit') : tools.money(minorUnits)
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: t('mail.invitation.intro', {
        inviter: data.inviterName,
        company,
      }),
    },
    {
      kind: 'details',
      items: [
        {
          label: t('mail.invitation.roles', { count: roles.length }),
          lines: [roles.map((role) => t(ROLE_KEYS[role])).join(', ')],
        },
        {
          label: t('mail.invitation.orderLimit'),
          lines: [limit(data.orderLimitNet)],
        },
        {
          label: t('mail.invitation.monthlyLimit'),
          lines: [limit(data.monthlyLimitNet)],
        },
      ],
    },
  ]
  if (data.orderLimitNet !== null || data.monthlyLimitNet !== null)
    blocks.push({ kind: 'note', text: t('mail.invitation.limitsNote') })
  blocks.push(
    { kind: 'button', label: t('mail.invitation.button'), path: data.link },
    {
      kind: 'paragraph',
      text: t('mail.invitation.expiry', { days: data.expiresInDays }),
    },
    { kind: 'note', text: t('mail.invitation.ignore') },
  )
  return renderMail(tools, {
    subject: t('mail.invitation.subject', {
      inviter: data.inviterName,
      company,
    }),
    // The invitation goes to an address, not yet to a person with a name.
    greeting: greeting(tools, ''),
    blocks,
    reason: t('mail.reason.invitation'),
  })
}

const REASON_KEYS: Readonly<Record<ApprovalReason['kind'], MessageKey>> = {
  'order-limit': 'mail.approvalRequest.orderLimit',
  'monthly-limit': 'mail.approvalRequest.monthlyLimit',
}

/** Asks an approver to decide on an order over the buyer's limits: why, and what was ordered. */
export function approvalRequestMail(
  ctx: MailContext,
  data: ApprovalRequestMailData,
): MailContent {
  const tools = mailTools(ctx)
  const { t, money } = tools
  const { order } = data
  const buyer = order.customerName
  return renderMail(tools, {
    subject: t('mail.approvalRequest.subject', {
      number: order.number,
      buyer,
    }),
    greeting: greeting(tools, data.approverName),
    blocks: [
      {
        kind: 'paragraph',
        text: t('mail.approvalRequest.intro', {
          buyer,
          number: order.number,
          company: order.companyName,
          amount: money(order.totalNet),
        }),
      },
      ...data.reasons.map((reason): MailBlock => ({
        kind: 'paragraph',
        text: t(REASON_KEYS[reason.kind], {
          buyer,
          amount: money(reason.amountNet),
          limit: money(reason.limitNet),
        }),
      })),
      { kind: 'heading', text: t('mail.approvalRequest.items') },
      { kind: 'lines', table: lineTable(tools, order) },
      {
        kind: 'button',
        label: t('mail.approvalRequest.button'),
        path: data.link,
      },
      { kind: 'note', text: t('mail.approvalRequest.note', { buyer }) },
    ],
    reason: t('mail.reason.approval', { company: order.companyName }),
  })
}

/** Tells the buyer their order was approved: it is placed, or it waits for their card payment. */
export function orderApprovedMail(
  ctx: MailContext,
  data: OrderDecisionMailData,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  const { order } = data
  const approver = data.approverName
  const params = {
    approver,
    number: order.number,
    amount: tools.money(order.totalNet),
    company: order.companyName,
  }
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: t(
        data.payLink
          ? 'mail.orderApproved.payIntro'
          : 'mail.orderApproved.placedIntro',
        params,
      ),
    },
    ...approverWords(
      tools,
      'mail.orderApproved.comment',
      approver,
      data.reason,
    ),
  ]
  if (data.payLink)
    blocks.push(
      {
        kind: 'button',
        label: t('mail.orderApproved.pay'),
        path: data.payLink,
      },
      {
        kind: 'link',
        label: t('mail.orderDecision.view'),
        path: order.orderLink,
      },
    )
  else
    blocks.push({
      kind: 'button',
      label: t('mail.orderDecision.view'),
      path: order.orderLink,
    })
  return renderMail(tools, {
    subject: t('mail.orderApproved.subject', params),
    greeting: greeting(tools, order.customerName),
    blocks,
    reason: t('mail.reason.orderDecision'),
  })
}

/** Tells the buyer their order was not approved, why, and that its items are back in the cart. */
export function orderRejectedMail(
  ctx: MailContext,
  data: OrderDecisionMailData,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  const { order } = data
  const approver = data.approverName
  const params = {
    approver,
    number: order.number,
    amount: tools.money(order.totalNet),
  }
  return renderMail(tools, {
    subject: t('mail.orderRejected.subject', params),
    greeting: greeting(tools, order.customerName),
    blocks: [
      { kind: 'paragraph', text: t('mail.orderRejected.intro', params) },
      ...approverWords(
        tools,
        'mail.orderRejected.reason',
        approver,
        data.reason,
      ),
      { kind: 'paragraph', text: t('mail.orderRejected.nothingOrdered') },
      {
        kind: 'button',
        label: t('mail.orderRejected.cart'),
        path: `${LOCALE_PATH_PREFIX[tools.locale]}/shop/cart`,
      },
      {
        kind: 'link',
        label: t('mail.orderDecision.view'),
        path: order.orderLink,
      },
    ],
    reason: t('mail.reason.orderDecision'),
  })
}

/**
 * The approver's own words (a reason, a note), quoted under a label that names them. Their line
 * breaks are kept as lines; the layout escapes each line and neutralises control and bidi
 * characters. Nothing when there are no words.
 */
function approverWords(
  tools: MailTools,
  label: MessageKey,
  approver: string,
  words: string | null,
): MailBlock[] {
  const lines = (words ?? '')
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => plainValue(line).trim())
    .filter((line) => line !== '')
  if (lines.length === 0) return []
  const last = lines.length - 1
  const quoted = lines.map(
    (line, i) => `${i === 0 ? '“' : ''}${line}${i === last ? '”' : ''}`,
  )
  return [
    {
      kind: 'details',
      items: [{ label: tools.t(label, { approver }), lines: quoted }],
    },
  ]
}
