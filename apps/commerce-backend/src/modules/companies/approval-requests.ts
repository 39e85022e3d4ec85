import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { fullName } from '../customers'
import type { CustomerRow } from '../customers'
import { orderMailData } from '../orders'
import type { OrderView } from '../orders'
import { approvalRequestMail } from './company-mails'

// When placing an order needs approval (a member's limits per order and per month), and asking
// the approvers for it; their decisions are in ./approvals.

/** Which purchase limit an order goes over, the limit, and the amount that goes over it (net). */
export interface ApprovalReason {
  kind: 'order-limit' | 'monthly-limit'
  limitNet: number
  /** The order's total, or the month's total with the order. */
  amountNet: number
}

/**
 * The states of orders that count against a monthly limit: placed, approved or paid; not a cart,
 * an order waiting for approval, a rejected or a cancelled one.
 */
const COUNTED_STATES = [
  'payment_pending',
  'new',
  'paid',
  'processing',
  'shipped',
  'delivered',
]

/** The first moment of the current calendar month, UTC: monthly limits count from it. */
export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))

/** What each member ordered this calendar month (net), counted as the monthly limit counts. */
export async function spentThisMonth(
  db: Executor,
  memberIds: number[],
): Promise<Map<number, number>> {
  if (!memberIds.length) return new Map()
  const rows = await db
    .select({
      customerId: t.orders.customerId,
      total: sql<string>`coalesce(sum((${t.orders.snapshot} ->> 'totalNet')::bigint), 0)`,
    })
    .from(t.orders)
    .where(
      and(
        inArray(t.orders.customerId, memberIds),
        inArray(t.orders.state, COUNTED_STATES),
        gte(t.orders.placedAt, monthStart()),
      ),
    )
    .groupBy(t.orders.customerId)
  return new Map(rows.map((row) => [row.customerId, Number(row.total)]))
}

/**
 * Why an order of `totalNet` by this member needs approval: empty when it is within their
 * limits. Inside the placing transaction, lock the member's row first, so two orders placed at
 * once both count against the month.
 */
export async function approvalReasons(
  db: Executor,
  member: Pick<CustomerRow, 'id' | 'orderLimitNet' | 'monthlyLimitNet'>,
  totalNet: number,
): Promise<ApprovalReason[]> {
  const reasons: ApprovalReason[] = []
  if (member.orderLimitNet !== null && totalNet > member.orderLimitNet)
    reasons.push({
      kind: 'order-limit',
      limitNet: member.orderLimitNet,
      amountNet: totalNet,
    })
  if (member.monthlyLimitNet !== null) {
    const spent = (await spentThisMonth(db, [member.id])).get(member.id) ?? 0
    if (spent + totalNet > member.monthlyLimitNet)
      reasons.push({
        kind: 'monthly-limit',
        limitNet: member.monthlyLimitNet,
        amountNet: spent + totalNet,
      })
  }
  return reasons
}

/** Tells the company's active approvers (but the buyer) that an order waits for them. */
export async function requestApproval(
  tx: Executor,
  settings: MailSettings,
  view: OrderView,
  reasons: ApprovalReason[],
) {
  const approvers = await tx
    .select()
    .from(t.customers)
    .where(
      and(
        eq(t.customers.companyId, view.row.companyId),
        ne(t.customers.id, view.row.customerId),
        sql`${t.customers.deactivatedAt} is null`,
        sql`'approver' = any(${t.customers.roles})`,
      ),
    )
  const { order } = await orderMailData(tx, view)
  for (const approver of approvers)
    await enqueueMail(tx, {
      kind: 'approval-request',
      to: approver.email,
      ...approvalRequestMail(settings, {
        approverName: fullName(approver),
        order,
        reasons: reasons.map((r) => ({
          kind: r.kind,
          limitNet: r.limitNet,
          amountNet: r.amountNet,
        })),
        link: `/en/shop/account/approvals/${encodeURIComponent(view.row.token)}`,
      }),
    })
}
