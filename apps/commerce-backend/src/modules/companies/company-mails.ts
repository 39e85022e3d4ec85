import { LOCALE_PATH_PREFIX } from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import type { MailContent } from '../mail'
import { greeting, mailTools, plainValue } from '../mail'
import type { MailContext, MailTools } from '../mail'
import { renderMail } from '../mail'
import type { MailBlock } from '../mail'
import { lineTable } from '../orders'
import type { MailOrder } from '../orders'

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
