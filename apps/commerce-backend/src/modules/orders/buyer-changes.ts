import { and, eq, ne } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { MailSettings } from '../mail'
import { emitEvent, emitOrderEvent, orderKey, orderPayload } from '../events'
import type { CustomerRow } from '../customers'
import { companyViewRefusal, orderRefusal, requireAllowed } from '../companies'
import { releaseStock } from '../stock'
import { ResultError, invalid, notFound } from '../../shared/results'
import { checkText, toId, MAX_QUANTITY } from '../../shared/validation'
import { fulfilmentsOf, DEFAULT_RETURN_WINDOW_DAYS } from './fulfilment'
import { RETURN_REASONS } from './tables'
import type { ReturnReason } from './tables'
import { sendOrderMail } from './order-mail'
import { viewOrder } from './order-views'
import type { OrderRow } from './order-views'

export interface ReturnLineRequest {
  orderItemId: string
  quantity: number
  lotNumber: string
}

/**
 * What the practice changes of a bought order (issue 35): cancelling it until the distributor
 * confirms it, and asking to send shipped lines back. Both lock the order row, so they cannot race
 * the operator's acknowledgement or a second request, and emit their event in that transaction.
 */
export class BuyerOrderChanges {
  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    private readonly returnWindowDays = DEFAULT_RETURN_WINDOW_DAYS,
  ) {}

  /** Cancels a placed order until it is confirmed; its reserved stock is released. */
  async cancel(member: CustomerRow, token: string) {
    const view = await this.db.transaction(async (tx) => {
      const row = await this.lockedOrder(tx, member, token)
      const fulfilment = await this.fulfilmentOf(tx, row)
      if (!fulfilment.cancellable)
        throw new ResultError(
          invalid(
            [{ propertyPath: 'token', message: CANNOT_CANCEL }],
            CANNOT_CANCEL,
          ),
        )
      const now = new Date()
      const [cancelled] = await tx
        .update(t.orders)
        .set({ state: 'cancelled', cancelledAt: now })
        .where(eq(t.orders.id, row.id))
        .returning()
      const cancelledView = await viewOrder(tx, written(cancelled))
      // Placing reserved its stock; an order that will never ship gives it back.
      await releaseStock(tx, cancelledView.items)
      await emitOrderEvent(tx, 'order.cancelled', cancelledView)
      await sendOrderMail(tx, this.mail, cancelledView, 'order-cancelled')
      return cancelledView
    })
    this.mail.queued()
    return view
  }

  /** Records a request to return shipped lines of lots they were shipped with. */
  async requestReturn(
    member: CustomerRow,
    orderToken: string,
    lines: readonly ReturnLineRequest[],
    reason: string,
    note: string,
  ) {
    const violations = [
      ...checkText({ note }, { note: { max: 1000, required: false } }),
      ...(RETURN_REASONS.includes(reason as ReturnReason)
        ? []
        : [{ propertyPath: 'reason', message: 'Choose a reason.' }]),
      ...(lines.length
        ? []
        : [{ propertyPath: 'lines', message: 'Choose a line to return.' }]),
    ]
    return this.db.transaction(async (tx) => {
      const row = await this.lockedOrder(tx, member, orderToken)
      const fulfilment = await this.fulfilmentOf(tx, row)
      // What the request itself takes of each line's lot, so two lines cannot share one allowance.
      const asked = new Map<string, number>()
      lines.forEach((line, i) => {
        const at = `lines[${i}]`
        const id = toId(line.orderItemId)
        const item = id === null ? undefined : fulfilment.items.get(id)
        if (!item) {
          violations.push({
            propertyPath: `${at}.orderItemId`,
            message: 'This line is not on the order.',
          })
          return
        }
        const left = item.returnableLots.get(line.lotNumber.trim())
        if (left === undefined) {
          violations.push({
            propertyPath: `${at}.lotNumber`,
            message: item.shippedQuantity
              ? 'Choose a lot this line was shipped with (outside the return window only a recalled lot may be returned).'
              : 'This line has not been shipped yet.',
          })
          return
        }
        const key = `${id}/${line.lotNumber.trim()}`
        const total = (asked.get(key) ?? 0) + line.quantity
        asked.set(key, total)
        if (
          !Number.isInteger(line.quantity) ||
          line.quantity < 1 ||
          line.quantity > MAX_QUANTITY
        )
          violations.push({
            propertyPath: `${at}.quantity`,
            message: 'Enter a whole number of at least 1.',
          })
        else if (total > left)
          violations.push({
            propertyPath: `${at}.quantity`,
            message: `At most ${left} of this lot may be returned.`,
          })
      })
      if (violations.length) throw new ResultError(invalid(violations))
      const [created] = await tx
        .insert(t.returns)
        .values({
          orderId: row.id,
          requestedBy: member.id,
          reason: reason as ReturnReason,
          note: note.trim(),
        })
        .returning()
      const returned = written(created)
      const returnLines = await tx
        .insert(t.returnLines)
        .values(
          lines.map((l) => ({
            returnId: returned.id,
            orderItemId: Number(l.orderItemId),
            quantity: l.quantity,
            lotNumber: l.lotNumber.trim(),
          })),
        )
        .returning()
      const view = await viewOrder(tx, row)
      await emitEvent(
        tx,
        'return.requested',
        {
          ...orderPayload(view),
          return: {
            id: returned.id,
            reason: returned.reason,
            note: returned.note,
            requestedAt: returned.requestedAt.toISOString(),
            lines: returnLines.map((l) => ({
              orderItemId: l.orderItemId,
              quantity: l.quantity,
              lotNumber: l.lotNumber,
            })),
          },
        },
        { orderingKey: orderKey(row.id) },
      )
      return { view, returned: { ...returned, lines: returnLines } }
    })
  }

  /**
   * The caller's company order, locked; another company's, a cart, or one a member who sees only
   * their own did not place is not found. Only members who may order change it.
   */
  private async lockedOrder(tx: Executor, member: CustomerRow, token: string) {
    const [row] = await tx
      .select()
      .from(t.orders)
      .where(
        and(
          eq(t.orders.token, token),
          eq(t.orders.companyId, member.companyId),
          ne(t.orders.state, 'cart'),
        ),
      )
      .for('update')
    // A member who sees only their own orders learns nothing of a colleague's.
    if (
      !row ||
      (companyViewRefusal(member) !== null && row.customerId !== member.id)
    )
      throw notFound('The order')
    requireAllowed(orderRefusal(member))
    return row
  }

  private async fulfilmentOf(tx: Executor, row: OrderRow) {
    const all = await fulfilmentsOf(tx, [row], {
      returnWindowDays: this.returnWindowDays,
    })
    return written(all.get(row.id))
  }
}

const CANNOT_CANCEL =
  'This order can no longer be cancelled: the distributor has confirmed it.'
