import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { emitOrderEvent } from '../events'
import { orderApprovedMail, orderRejectedMail } from './company-mails'
import { fullName } from '../customers'
import type { CustomerRow } from '../customers'
import { orderBought, orderMailData, sendOrderMail } from '../orders'
import type { InvoiceOn } from '../orders'
import { currentCart } from '../carts'
import { viewOrder, viewOrders } from '../orders'
import type { OrderRow, OrderView } from '../orders'
import { releaseStock } from '../stock'
import { approvalReasons, spentThisMonth } from './approval-requests'
import {
  approvalsViewRefusal,
  decideRefusal,
  requireAllowed,
} from './permissions'
import { ResultError, forbidden, invalid, notFound } from '../../shared/results'
import { checkText } from '../../shared/validation'
import { MAX_QUANTITY } from '../../shared/validation'

/** Whether `actor` may decide on the order now, and if not, why (for the answer's message). */
export function decisionRefusal(
  actor: CustomerRow,
  order: Pick<OrderRow, 'customerId' | 'companyId' | 'state'>,
  totalNet: number,
): string | null {
  const refused = decideRefusal(actor)
  if (refused) return refused.message
  if (order.state !== 'awaiting_approval')
    return 'This order is not waiting for approval.'
  if (order.customerId === actor.id)
    return 'You cannot decide on your own order: another approver must.'
  if (actor.orderLimitNet !== null && totalNet > actor.orderLimitNet)
    return 'This order is over your own limit per order: an approver with a higher limit must decide.'
  return null
}

/**
 * The approval of orders over a buyer's limit: the approvers' queue and their decisions. Every
 * decision is recorded on the order (who, when, why) and e-mailed to the buyer.
 */
export class ApprovalService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    private readonly invoiceOn: InvoiceOn,
  ) {}

  /** Why placing this cart now would need approval: a preview, placing checks again. */
  preview(member: CustomerRow, cart: OrderView) {
    return approvalReasons(this.db, member, cart.totalNet)
  }

  /**
   * The member's limits and what this month's orders leave of the monthly one, for their cart
   * (issue 31: a buyer learned of them only once an order went over); null without limits.
   */
  async limits(member: CustomerRow) {
    const { orderLimitNet: perOrder, monthlyLimitNet: monthly } = member
    if (perOrder === null && monthly === null) return null
    if (monthly === null) return { perOrder, monthly, monthlyLeft: null }
    const spent = (await spentThisMonth(this.db, [member.id])).get(member.id)
    return {
      perOrder,
      monthly,
      monthlyLeft: Math.max(0, monthly - (spent ?? 0)),
    }
  }

  /** The company's orders waiting for a decision (oldest first) or decided (newest first, 100). */
  async queue(actor: CustomerRow, state: 'pending' | 'decided') {
    requireAllowed(approvalsViewRefusal(actor))
    const rows = await this.db
      .select()
      .from(t.orders)
      .where(
        and(
          eq(t.orders.companyId, actor.companyId),
          state === 'pending'
            ? eq(t.orders.state, 'awaiting_approval')
            : isNotNull(t.orders.decision),
        ),
      )
      .orderBy(
        state === 'pending' ? asc(t.orders.placedAt) : desc(t.orders.decidedAt),
        asc(t.orders.id),
      )
      .limit(100)
    return viewOrders(this.db, rows)
  }

  /**
   * Approves an order waiting for approval: an invoice order is placed (its lots recorded, the
   * buyer's confirmation sent); a card order now waits for the buyer's payment, and the buyer is
   * asked to pay. An approved order does not change afterwards: its lines were frozen when it was
   * sent for approval, and a cart can no longer be changed.
   */
  async approve(actor: CustomerRow, token: string) {
    const view = await this.decide(actor, token, async (tx, row, view) => {
      const card = view.paymentProvider?.identifier === 'stripe'
      const [approved] = await tx
        .update(t.orders)
        .set({
          state: card ? 'payment_pending' : 'new',
          decision: 'approved',
          decidedBy: actor.id,
          decidedAt: new Date(),
        })
        .where(eq(t.orders.id, row.id))
        .returning()
      const approvedView = await viewOrder(tx, written(approved))
      await emitOrderEvent(tx, 'order.approved', approvedView)
      if (!card) await orderBought(tx, row.id, this.invoiceOn)
      const { to, order } = await orderMailData(tx, approvedView)
      await enqueueMail(tx, {
        kind: 'order-approved',
        to,
        ...orderApprovedMail(this.mail, {
          order,
          approverName: fullName(actor),
          reason: null,
          payLink: card ? order.orderLink : null,
        }),
      })
      if (!card)
        await sendOrderMail(tx, this.mail, approvedView, 'order-confirmation')
      return approvedView
    })
    this.mail.queued()
    return view
  }

  /**
   * Rejects an order waiting for approval with a reason: nothing is ordered or charged, its lines
   * go back into the buyer's cart (added to what is there), and the buyer is e-mailed the reason.
   */
  async reject(actor: CustomerRow, token: string, reason: string) {
    const violations = checkText({ reason }, { reason: { max: 500 } })
    if (violations.length) throw new ResultError(invalid(violations))
    const view = await this.decide(actor, token, async (tx, row, view) => {
      const [rejected] = await tx
        .update(t.orders)
        .set({
          state: 'rejected',
          decision: 'rejected',
          decidedBy: actor.id,
          decidedAt: new Date(),
          decisionNote: reason.trim(),
        })
        .where(eq(t.orders.id, row.id))
        .returning()
      // Placing reserved its stock; an order never bought gives it back.
      await releaseStock(tx, view.items)
      await returnToCart(tx, written(rejected), view)
      const rejectedView = await viewOrder(tx, written(rejected))
      await emitOrderEvent(tx, 'order.rejected', rejectedView)
      const { to, order } = await orderMailData(tx, rejectedView)
      await enqueueMail(tx, {
        kind: 'order-rejected',
        to,
        ...orderRejectedMail(this.mail, {
          order,
          approverName: fullName(actor),
          reason: reason.trim(),
          payLink: null,
        }),
      })
      return rejectedView
    })
    this.mail.queued()
    return view
  }

  /** One decision on a company order, its row locked, after every check of the actor's right. */
  private decide(
    actor: CustomerRow,
    token: string,
    apply: (tx: Executor, row: OrderRow, view: OrderView) => Promise<OrderView>,
  ) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.orders)
        .where(
          and(
            eq(t.orders.token, token),
            eq(t.orders.companyId, actor.companyId),
            ne(t.orders.state, 'cart'),
          ),
        )
        .for('update')
      // Another company's order, or an order of one's own company a buyer may not see.
      if (
        !row ||
        (approvalsViewRefusal(actor) !== null && row.customerId !== actor.id)
      )
        throw notFound('The order')
      const view = await viewOrder(tx, row)
      const refusal = decisionRefusal(actor, row, view.totalNet)
      if (refusal)
        throw new ResultError(
          row.state === 'awaiting_approval'
            ? forbidden(refusal)
            : invalid([{ propertyPath: 'token', message: refusal }], refusal),
        )
      return apply(tx, row, view)
    })
  }
}

/**
 * Puts a rejected order's lines back into its buyer's open cart, added to what is there (each
 * line at most the cap); an empty cart also gets the order's addresses, carrier and payment.
 */
async function returnToCart(tx: Executor, order: OrderRow, view: OrderView) {
  const cart = await currentCart(tx, order.customerId, true)
  const [lines] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(t.orderItems)
    .where(eq(t.orderItems.orderId, cart.id))
  if (Number(lines?.n ?? 0) === 0)
    await tx
      .update(t.orders)
      .set({
        shippingAddressId: order.shippingAddressId,
        invoiceAddressId: order.invoiceAddressId,
        carrierId: order.carrierId,
        paymentProviderId: order.paymentProviderId,
        paymentMethodId: order.paymentMethodId,
        poReference: order.poReference,
      })
      .where(eq(t.orders.id, cart.id))
  for (const item of view.items)
    await tx
      .insert(t.orderItems)
      .values({
        orderId: cart.id,
        productId: item.product.id,
        quantity: item.quantity,
      })
      .onConflictDoUpdate({
        target: [t.orderItems.orderId, t.orderItems.productId],
        set: {
          quantity: sql`least(${t.orderItems.quantity} + excluded.quantity, ${MAX_QUANTITY})`,
        },
      })
}
