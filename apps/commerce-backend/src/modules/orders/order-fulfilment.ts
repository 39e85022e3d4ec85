import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid, notFound, problem } from '../../shared/results'
import type { Violation } from '../../shared/results'
import type { CustomerRow } from '../customers'
import { emitEvent, orderPayload } from '../events'
import type { EventType } from '../events'
import type { MailSettings } from '../mail'
import { recordShippedLots } from '../recalls'
import { releaseStock } from '../stock'
import { issueInvoice } from './billing'
import { issueCreditNote } from './credit'
import type { InvoiceOn } from './billing'
import { sendFulfilmentMail } from './fulfilment-mails'
import type { FulfilmentMail } from './fulfilment-mails'
import { DEFAULT_RETURN_WINDOW_DAYS, fulfilmentsOf } from './fulfilment'
import type { Fulfilment, FulfilmentState } from './fulfilment'
import type { ReturnReason } from './tables'
import { trackingUrl } from './tracking'
import { visibleTo } from './order-history'
import { viewOrder } from './order-views'
import type { OrderRow, OrderView } from './order-views'
import type { TaxService } from '../tax'

// The changes of an order's way to the practice (issue 35, decision 035): the operator's
// (acknowledge, ship, backorder, cancel a line, deliver, decide a return) and the buyer's (cancel
// the order, ask for a return). Each runs in one transaction that locks the order row, so two
// backend instances given the same change make it once; a change already made answers the order
// as it is and records, emits and mails nothing again.

/** Who made an operator change, written with it (the operator module's `recordAudit`). */
export type Audit = (
  tx: Transaction,
  entry: { action: string; subject: string; details?: Record<string, unknown> },
) => Promise<void>

/** A line of a shipment as the operator sends it: the order line by SKU or id. */
export interface ShipmentLineInput {
  sku?: string
  orderItemId?: number
  quantity: number
  lotNumber: string
  /** YYYY-MM-DD */
  lotExpiry: string
}

export interface ShipmentInput {
  carrier: string
  trackingNumber: string
  shippedAt?: Date
  lines: ShipmentLineInput[]
}

/** A line reference: its SKU or its order item id. */
export type LineRef = { sku?: string; orderItemId?: number }

/** An order as the operator API answers it. */
export function operatorOrder(view: OrderView, f: Fulfilment) {
  const { row } = view
  return {
    number: row.number,
    state: row.state,
    fulfilmentState: f.state,
    placedAt: row.placedAt?.toISOString() ?? null,
    companyId: row.companyId,
    customerId: row.customerId,
    purchaseOrderReference: row.poReference,
    distributorOrderNumber: row.distributorOrderNumber,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    expectedDelivery: row.expectedDelivery,
    shippingAddress: orderPayload(view).order.shippingAddress,
    lines: view.items.map((item) => {
      const own = f.items.get(item.id)
      return {
        orderItemId: item.id,
        sku: item.product.sku,
        name: item.product.name,
        quantity: item.quantity,
        shippedQuantity: own?.shippedQuantity ?? 0,
        cancelledQuantity: own?.cancelledQuantity ?? 0,
        cancelReason: own?.cancelReason ?? null,
        backorderedUntil: own?.backorderedUntil ?? null,
      }
    }),
    shipments: f.shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingUrl: s.trackingUrl,
      shippedAt: s.shippedAt.toISOString(),
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
      lines: s.lines.map((l) => ({
        orderItemId: l.orderItemId,
        quantity: l.quantity,
        lotNumber: l.lotNumber,
        lotExpiry: l.lotExpiry,
      })),
    })),
    returns: f.returns.map(operatorReturn),
  }
}

export const operatorReturn = (r: Fulfilment['returns'][number]) => ({
  id: r.id,
  state: r.state,
  reason: r.reason,
  note: r.note,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  rmaNumber: r.rmaNumber,
  instructions: r.instructions,
  refusalReason: r.refusalReason,
  lines: r.lines.map((l) => ({
    orderItemId: l.orderItemId,
    quantity: l.quantity,
    lotNumber: l.lotNumber,
  })),
})

export type OperatorOrder = ReturnType<typeof operatorOrder>

const BOUGHT_STATES = sql`${t.orders.state} not in ('cart', 'awaiting_approval', 'rejected')`

/** One transaction's view of a locked order, and what it will do once committed. */
interface Locked {
  tx: Transaction
  row: OrderRow
  view: OrderView
  f: Fulfilment
}

export class FulfilmentService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    private readonly returnWindowDays = DEFAULT_RETURN_WINDOW_DAYS,
    /** `shipped` (the default): the first shipment issues the order's invoice (decision 037). */
    private readonly invoiceOn: InvoiceOn = 'shipped',
    /** Reverses a credit note's tax with a hosted tax provider (decision 041). */
    private readonly tax?: TaxService,
  ) {}

  /** The fulfilment of the orders with these ids (the GraphQL loader's batch). */
  async byOrderIds(ids: number[]): Promise<Map<number, Fulfilment>> {
    const rows = await this.db
      .select()
      .from(t.orders)
      .where(inArray(t.orders.id, ids))
    return fulfilmentsOf(this.db, rows, {
      returnWindowDays: this.returnWindowDays,
    })
  }

  private async fulfilment(tx: Database | Transaction, row: OrderRow) {
    const found = await fulfilmentsOf(tx, [row], {
      returnWindowDays: this.returnWindowDays,
    })
    return written(found.get(row.id))
  }

  /** Runs `change` on the bought order `number`, locked; answers the order as it is after. */
  private async change(
    where: ReturnType<typeof eq>,
    what: string,
    change: (locked: Locked) => Promise<boolean | void>,
  ): Promise<{ view: OrderView; fulfilment: Fulfilment; changed: boolean }> {
    let changed = false
    const answer = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.orders)
        .where(and(where, BOUGHT_STATES))
        .for('update')
      if (!row) throw notFound(what)
      const view = await viewOrder(tx, row)
      const f = await this.fulfilment(tx, row)
      changed = (await change({ tx, row, view, f })) !== false
      const [after] = await tx
        .select()
        .from(t.orders)
        .where(eq(t.orders.id, row.id))
      const afterRow = written(after)
      return {
        view: await viewOrder(tx, afterRow),
        fulfilment: await this.fulfilment(tx, afterRow),
      }
    })
    if (changed) this.mail.queued()
    return { ...answer, changed }
  }

  private byNumber(number: string) {
    return eq(t.orders.number, number)
  }

  /** Emits an order event with the order as it is now and what happened, then mails the buyer. */
  private async tell(
    locked: Locked,
    type: EventType,
    extra: Record<string, unknown>,
    mail: FulfilmentMail | null,
  ) {
    const [now] = await locked.tx
      .select()
      .from(t.orders)
      .where(eq(t.orders.id, locked.row.id))
    const view = await viewOrder(locked.tx, written(now))
    await emitEvent(
      locked.tx,
      type,
      { ...orderPayload(view), ...extra },
      { orderingKey: `order:${locked.row.id}` },
    )
    if (mail) await sendFulfilmentMail(locked.tx, this.mail, view, mail)
  }

  /** Bought orders by fulfilment state and placing date, newest first. */
  async list(filter: {
    state?: FulfilmentState
    from?: Date
    to?: Date
    limit: number
  }): Promise<OperatorOrder[]> {
    const rows = await this.db
      .select()
      .from(t.orders)
      .where(
        and(
          BOUGHT_STATES,
          filter.from ? gte(t.orders.placedAt, filter.from) : undefined,
          filter.to ? lt(t.orders.placedAt, filter.to) : undefined,
        ),
      )
      .orderBy(desc(t.orders.placedAt), desc(t.orders.id))
      // The state is derived: read a wider window and filter it here.
      .limit(filter.state ? Math.max(filter.limit * 10, 500) : filter.limit)
    const fulfilments = await fulfilmentsOf(this.db, rows, {
      returnWindowDays: this.returnWindowDays,
    })
    const out: OperatorOrder[] = []
    for (const row of rows) {
      const f = written(fulfilments.get(row.id))
      if (filter.state && f.state !== filter.state) continue
      out.push(operatorOrder(await viewOrder(this.db, row), f))
      if (out.length >= filter.limit) break
    }
    return out
  }

  async show(number: string): Promise<OperatorOrder> {
    const [row] = await this.db
      .select()
      .from(t.orders)
      .where(and(this.byNumber(number), BOUGHT_STATES))
    if (!row) throw notFound(`Order ${number}`)
    return operatorOrder(
      await viewOrder(this.db, row),
      await this.fulfilment(this.db, row),
    )
  }

  /** The distributor confirms the order with its own number; the same number again is no change. */
  acknowledge(
    number: string,
    input: { distributorOrderNumber: string; expectedDelivery?: string | null },
    audit: Audit,
  ) {
    return this.change(
      this.byNumber(number),
      `Order ${number}`,
      async (locked) => {
        const { row, tx, f } = locked
        if (row.distributorOrderNumber !== null) {
          if (row.distributorOrderNumber === input.distributorOrderNumber)
            return false
          throw new ResultError(
            problem(
              `Order ${number} was acknowledged already as ${row.distributorOrderNumber}.`,
            ),
          )
        }
        if (f.state === 'CANCELLED')
          throw new ResultError(problem(`Order ${number} was cancelled.`))
        await tx
          .update(t.orders)
          .set({
            distributorOrderNumber: input.distributorOrderNumber,
            acknowledgedAt: new Date(),
            expectedDelivery: input.expectedDelivery ?? row.expectedDelivery,
          })
          .where(eq(t.orders.id, row.id))
        await audit(tx, {
          action: 'orders.acknowledge',
          subject: number,
          details: { ...input },
        })
        await this.tell(
          locked,
          'order.confirmed',
          { distributorOrderNumber: input.distributorOrderNumber },
          {
            kind: 'order-confirmed',
            reference: input.distributorOrderNumber,
            expectedDelivery: input.expectedDelivery ?? row.expectedDelivery,
          },
        )
      },
    )
  }

  /**
   * Records a parcel. Its tracking number names it: the same shipment again is no change, the
   * same tracking number with other lines is a conflict. Refused (400, nothing recorded): more
   * than a line still has to ship, a cancelled line, a lot already known for another product.
   */
  ship(number: string, input: ShipmentInput, audit: Audit) {
    return this.change(
      this.byNumber(number),
      `Order ${number}`,
      async (locked) => {
        const { row, tx, view, f } = locked
        const existing = f.shipments.find(
          (s) =>
            s.carrier.toLowerCase() === input.carrier.toLowerCase() &&
            s.trackingNumber === input.trackingNumber,
        )
        const violations: Violation[] = []
        const lines = input.lines.map((line, i) => {
          const item = findItem(view, line)
          if (!item)
            violations.push({
              propertyPath: `lines[${i}]`,
              message: `Order ${number} has no line ${line.sku ?? line.orderItemId}.`,
            })
          return { line, item }
        })
        if (existing) {
          const same =
            existing.lines.length === lines.length &&
            lines.every(({ line, item }) =>
              existing.lines.some(
                (l) =>
                  l.orderItemId === item?.id &&
                  l.quantity === line.quantity &&
                  l.lotNumber === line.lotNumber &&
                  l.lotExpiry === line.lotExpiry,
              ),
            )
          if (same) return false
          throw new ResultError(
            problem(
              `Tracking number ${input.trackingNumber} was recorded already with other lines.`,
            ),
          )
        }
        if (f.state === 'CANCELLED')
          throw new ResultError(problem(`Order ${number} was cancelled.`))
        // What each line may still ship: ordered, less shipped and cancelled (summed over this input).
        const asked = new Map<number, number>()
        lines.forEach(({ line, item }, i) => {
          if (!item) return
          const own = written(f.items.get(item.id))
          const outstanding =
            own.quantity - own.shippedQuantity - own.cancelledQuantity
          const total = (asked.get(item.id) ?? 0) + line.quantity
          asked.set(item.id, total)
          if (outstanding <= 0 && own.cancelledQuantity > 0)
            violations.push({
              propertyPath: `lines[${i}]`,
              message: `The line ${item.product.sku} was cancelled: nothing of it ships.`,
            })
          else if (total > outstanding)
            violations.push({
              propertyPath: `lines[${i}].quantity`,
              message: `Only ${Math.max(0, outstanding)} of ${item.product.sku} remain to ship (ordered ${own.quantity}, shipped ${own.shippedQuantity}, cancelled ${own.cancelledQuantity}).`,
            })
        })
        // A lot number belongs to one product: a lot shipped before as another product is a typo.
        const lots = [...new Set(input.lines.map((l) => l.lotNumber))]
        const known = await tx
          .selectDistinct({
            lotNumber: t.shipmentLines.lotNumber,
            productId: t.orderItems.productId,
          })
          .from(t.shipmentLines)
          .innerJoin(
            t.orderItems,
            eq(t.orderItems.id, t.shipmentLines.orderItemId),
          )
          .where(inArray(t.shipmentLines.lotNumber, lots))
        lines.forEach(({ line, item }, i) => {
          const other = known.find(
            (k) =>
              k.lotNumber === line.lotNumber &&
              k.productId !== item?.product.id,
          )
          if (item && other)
            violations.push({
              propertyPath: `lines[${i}].lotNumber`,
              message: `Lot ${line.lotNumber} belongs to another product, not ${item.product.sku}.`,
            })
        })
        if (violations.length) throw new ResultError(invalid(violations))

        const [shipment] = await tx
          .insert(t.shipments)
          .values({
            orderId: row.id,
            carrier: input.carrier,
            trackingNumber: input.trackingNumber,
            shippedAt: input.shippedAt ?? new Date(),
          })
          .returning()
        const inserted = await tx
          .insert(t.shipmentLines)
          .values(
            lines.map(({ line, item }) => ({
              shipmentId: written(shipment).id,
              orderItemId: written(item).id,
              quantity: line.quantity,
              lotNumber: line.lotNumber,
              lotExpiry: line.lotExpiry,
            })),
          )
          .returning()
        // A line that ships is no longer waiting.
        await tx
          .update(t.orderItems)
          .set({ backorderedUntil: null })
          .where(inArray(t.orderItems.id, [...asked.keys()]))
        await recordShippedLots(
          tx,
          row,
          inserted.map((l) => ({
            ...l,
            productId: written(
              lines.find((x) => x.item?.id === l.orderItemId)?.item,
            ).product.id,
          })),
        )
        // In the shipping transaction: the invoice's number is taken only if the shipment commits.
        if (this.invoiceOn === 'shipped') await issueInvoice(tx, row.id)
        await audit(tx, {
          action: 'orders.ship',
          subject: number,
          details: {
            carrier: input.carrier,
            trackingNumber: input.trackingNumber,
            lines: inserted.map((l) => ({
              orderItemId: l.orderItemId,
              quantity: l.quantity,
              lotNumber: l.lotNumber,
              lotExpiry: l.lotExpiry,
            })),
          },
        })
        const url = trackingUrl(input.carrier, input.trackingNumber)
        await this.tell(
          locked,
          'order.shipped',
          {
            shipment: {
              carrier: input.carrier,
              trackingNumber: input.trackingNumber,
              trackingUrl: url,
              lines: inserted.map((l) => ({
                orderItemId: l.orderItemId,
                quantity: l.quantity,
                lotNumber: l.lotNumber,
                lotExpiry: l.lotExpiry,
              })),
            },
          },
          {
            kind: 'order-shipped',
            expectedDelivery: row.expectedDelivery,
            shipment: {
              carrier: input.carrier,
              trackingNumber: input.trackingNumber,
              trackingUrl: url,
              lines: lines.map(({ line, item }) => ({
                name: written(item).product.name,
                quantity: line.quantity,
                lot: line.lotNumber,
                expiry: line.lotExpiry,
              })),
            },
          },
        )
      },
    )
  }

  /** A line waits for stock until `until`; the same date again is no change. */
  backorder(number: string, ref: LineRef, until: string, audit: Audit) {
    return this.change(
      this.byNumber(number),
      `Order ${number}`,
      async (locked) => {
        const { tx, view, f } = locked
        const item = lineOf(view, ref, number)
        const own = written(f.items.get(item.id))
        if (own.backorderedUntil === until) return false
        if (own.quantity - own.shippedQuantity - own.cancelledQuantity <= 0)
          throw new ResultError(
            invalid([
              {
                propertyPath: 'line',
                message: `Nothing of ${item.product.sku} remains to ship.`,
              },
            ]),
          )
        await tx
          .update(t.orderItems)
          .set({ backorderedUntil: until })
          .where(eq(t.orderItems.id, item.id))
        await audit(tx, {
          action: 'orders.backorder',
          subject: number,
          details: { orderItemId: item.id, sku: item.product.sku, until },
        })
        await this.tell(
          locked,
          'order.backordered',
          {
            line: {
              orderItemId: item.id,
              sku: item.product.sku,
              backorderedUntil: until,
            },
          },
          {
            kind: 'order-backordered',
            name: item.product.name,
            sku: item.product.sku,
            until,
          },
        )
      },
    )
  }

  /**
   * Cancels what of a line has not shipped, with the reason; a line with nothing left to cancel
   * is no change. Cancelling the last open line cancels the order.
   */
  cancelLine(number: string, ref: LineRef, reason: string, audit: Audit) {
    return this.change(
      this.byNumber(number),
      `Order ${number}`,
      async (locked) => {
        const { tx, view, f, row } = locked
        const item = lineOf(view, ref, number)
        const own = written(f.items.get(item.id))
        const open = own.quantity - own.shippedQuantity - own.cancelledQuantity
        if (open <= 0) {
          if (own.cancelledQuantity > 0) return false
          throw new ResultError(
            invalid([
              {
                propertyPath: 'line',
                message: `All of ${item.product.sku} shipped: nothing is left to cancel.`,
              },
            ]),
          )
        }
        await tx
          .update(t.orderItems)
          .set({
            cancelledQuantity: own.cancelledQuantity + open,
            cancelReason: reason,
            backorderedUntil: null,
          })
          .where(eq(t.orderItems.id, item.id))
        // What placing reserved of the cancelled quantity goes back on the shelf.
        await releaseStock(tx, [{ quantity: open, product: item.product }])
        const nothingLeft = [...f.items.entries()].every(([id, i]) =>
          id === item.id
            ? i.shippedQuantity === 0
            : i.quantity - i.cancelledQuantity === 0,
        )
        if (nothingLeft)
          await tx
            .update(t.orders)
            .set({ state: 'cancelled', cancelledAt: new Date() })
            .where(eq(t.orders.id, row.id))
        await audit(tx, {
          action: 'orders.cancel-line',
          subject: number,
          details: {
            orderItemId: item.id,
            sku: item.product.sku,
            quantity: open,
            reason,
          },
        })
        await this.tell(
          locked,
          'order.line_cancelled',
          {
            line: {
              orderItemId: item.id,
              sku: item.product.sku,
              cancelledQuantity: open,
              reason,
            },
          },
          {
            kind: 'order-line-cancelled',
            name: item.product.name,
            sku: item.product.sku,
            quantity: open,
            reason,
          },
        )
      },
    )
  }

  /** Marks the order's shipments (or the one with `trackingNumber`) delivered. */
  deliver(
    number: string,
    input: { trackingNumber?: string; deliveredAt?: Date },
    audit: Audit,
  ) {
    return this.change(
      this.byNumber(number),
      `Order ${number}`,
      async (locked) => {
        const { tx, f } = locked
        const targets = f.shipments.filter(
          (s) =>
            input.trackingNumber === undefined ||
            s.trackingNumber === input.trackingNumber,
        )
        if (!targets.length)
          throw input.trackingNumber === undefined
            ? new ResultError(
                problem(`Order ${number} has no shipment to deliver.`),
              )
            : notFound(`Shipment ${input.trackingNumber} of order ${number}`)
        const open = targets.filter((s) => s.deliveredAt === null)
        if (!open.length) return false
        const at = input.deliveredAt ?? new Date()
        await tx
          .update(t.shipments)
          .set({ deliveredAt: at })
          .where(
            inArray(
              t.shipments.id,
              open.map((s) => s.id),
            ),
          )
        await audit(tx, {
          action: 'orders.deliver',
          subject: number,
          details: { trackingNumbers: open.map((s) => s.trackingNumber) },
        })
        await this.tell(
          locked,
          'order.delivered',
          {
            deliveredAt: at.toISOString(),
            trackingNumbers: open.map((s) => s.trackingNumber),
          },
          null,
        )
      },
    )
  }

  /** Return requests, oldest first, by state. */
  async returns(state?: 'REQUESTED' | 'ACCEPTED' | 'REFUSED') {
    const rows = await this.db
      .select({ ret: t.returns, number: t.orders.number })
      .from(t.returns)
      .innerJoin(t.orders, eq(t.orders.id, t.returns.orderId))
      .where(state ? eq(t.returns.state, state) : undefined)
      .orderBy(asc(t.returns.requestedAt), asc(t.returns.id))
      .limit(500)
    const lines = rows.length
      ? await this.db
          .select()
          .from(t.returnLines)
          .where(
            inArray(
              t.returnLines.returnId,
              rows.map((r) => r.ret.id),
            ),
          )
      : []
    return rows.map(({ ret, number }) => ({
      orderNumber: number,
      ...operatorReturn({
        ...ret,
        lines: lines.filter((l) => l.returnId === ret.id),
      }),
    }))
  }

  /** Accepts (with an RMA number and instructions) or refuses (with a reason) a return. */
  async decideReturn(
    id: number,
    decision:
      | { accept: true; rmaNumber: string; instructions: string }
      | { accept: false; reason: string },
    audit: Audit,
  ) {
    const [found] = await this.db
      .select({ orderId: t.returns.orderId, number: t.orders.number })
      .from(t.returns)
      .innerJoin(t.orders, eq(t.orders.id, t.returns.orderId))
      .where(eq(t.returns.id, id))
    if (!found) throw notFound(`Return ${id}`)
    const result = await this.change(
      eq(t.orders.id, found.orderId),
      `Return ${id}`,
      async (locked) => {
        const { tx } = locked
        const ret = written(locked.f.returns.find((r) => r.id === id))
        const wanted = decision.accept ? 'ACCEPTED' : 'REFUSED'
        if (ret.state !== 'REQUESTED') {
          const same = decision.accept
            ? ret.state === 'ACCEPTED' &&
              ret.rmaNumber === decision.rmaNumber &&
              ret.instructions === decision.instructions
            : ret.state === 'REFUSED' && ret.refusalReason === decision.reason
          if (same) return false
          throw new ResultError(
            problem(`Return ${id} was ${ret.state.toLowerCase()} already.`),
          )
        }
        await tx
          .update(t.returns)
          .set(
            decision.accept
              ? {
                  state: wanted,
                  rmaNumber: decision.rmaNumber,
                  instructions: decision.instructions,
                  decidedAt: new Date(),
                }
              : {
                  state: wanted,
                  refusalReason: decision.reason,
                  decidedAt: new Date(),
                },
          )
          .where(eq(t.returns.id, id))
        // An accepted return is credited at once (issue 36): its credit note in this transaction.
        if (decision.accept)
          await this.tax?.reverseCreditNote(tx, await issueCreditNote(tx, id))
        await audit(tx, {
          action: decision.accept ? 'returns.accept' : 'returns.refuse',
          subject: String(id),
          details: { order: found.number, ...decision },
        })
        await this.tell(
          locked,
          decision.accept ? 'return.accepted' : 'return.refused',
          {
            return: decision.accept
              ? {
                  id,
                  rmaNumber: decision.rmaNumber,
                  instructions: decision.instructions,
                }
              : { id, refusalReason: decision.reason },
          },
          decision.accept
            ? {
                kind: 'return-accepted',
                rmaNumber: decision.rmaNumber,
                instructions: decision.instructions,
              }
            : { kind: 'return-refused', reason: decision.reason },
        )
      },
    )
    const ret = written(result.fulfilment.returns.find((r) => r.id === id))
    return { ...result, ret }
  }

  /** The buyer cancels an order they may read, until the distributor confirms it. */
  cancelOrder(member: CustomerRow, token: string) {
    return this.change(
      and(eq(t.orders.token, token), visibleTo(member)) as ReturnType<
        typeof eq
      >,
      'The order',
      async (locked) => {
        const { tx, row, f } = locked
        if (f.state === 'CANCELLED') return false
        if (f.state !== 'PLACED')
          throw new ResultError(
            problem(
              'The order was confirmed by the warehouse and can no longer be cancelled.',
            ),
          )
        await tx
          .update(t.orders)
          .set({ state: 'cancelled', cancelledAt: new Date() })
          .where(eq(t.orders.id, row.id))
        // Nothing shipped before confirmation: every unit not already cancelled goes back.
        await releaseStock(
          tx,
          locked.view.items.map((item) => {
            const own = f.items.get(item.id)
            return {
              quantity: item.quantity - (own?.cancelledQuantity ?? 0),
              product: item.product,
            }
          }),
        )
        await this.tell(
          locked,
          'order.cancelled',
          { cancelledBy: member.id },
          {
            kind: 'order-cancelled',
          },
        )
      },
    )
  }

  /**
   * The buyer asks to send shipped lines back: each at most what of its lot may still be asked
   * back (the return window, or a recalled lot any time).
   */
  async requestReturn(
    member: CustomerRow,
    token: string,
    input: {
      lines: { orderItemId: number; quantity: number; lotNumber: string }[]
      reason: ReturnReason
      note: string
    },
  ) {
    let returnId = 0
    const result = await this.change(
      and(eq(t.orders.token, token), visibleTo(member)) as ReturnType<
        typeof eq
      >,
      'The order',
      async (locked) => {
        const { tx, row, f } = locked
        const violations: Violation[] = []
        if (!input.lines.length)
          violations.push({
            propertyPath: 'lines',
            message: 'Choose at least one line.',
          })
        const asked = new Map<string, number>()
        input.lines.forEach((line, i) => {
          const own = f.items.get(line.orderItemId)
          const key = `${line.orderItemId}/${line.lotNumber}`
          const total = (asked.get(key) ?? 0) + line.quantity
          asked.set(key, total)
          if (!own)
            violations.push({
              propertyPath: `lines[${i}].orderItemId`,
              message: 'This order has no such line.',
            })
          else if (!Number.isInteger(line.quantity) || line.quantity < 1)
            violations.push({
              propertyPath: `lines[${i}].quantity`,
              message: 'Return at least 1.',
            })
          else if (total > (own.returnableLots.get(line.lotNumber) ?? 0))
            violations.push({
              propertyPath: `lines[${i}].quantity`,
              message: own.returnableLots.has(line.lotNumber)
                ? `At most ${own.returnableLots.get(line.lotNumber)} of lot ${line.lotNumber} can be returned.`
                : `Lot ${line.lotNumber} of this line cannot be returned: it was not shipped with it, or the return window has ended.`,
            })
        })
        if (input.note.length > 2000)
          violations.push({
            propertyPath: 'note',
            message: 'At most 2,000 characters.',
          })
        if (violations.length) throw new ResultError(invalid(violations))
        const [created] = await tx
          .insert(t.returns)
          .values({
            orderId: row.id,
            requestedBy: member.id,
            reason: input.reason,
            note: input.note,
          })
          .returning()
        returnId = written(created).id
        await tx
          .insert(t.returnLines)
          .values(input.lines.map((l) => ({ returnId, ...l })))
        await this.tell(
          locked,
          'return.requested',
          {
            return: {
              id: returnId,
              reason: input.reason,
              note: input.note,
              lines: input.lines,
            },
          },
          null,
        )
      },
    )
    return {
      ...result,
      ret: written(result.fulfilment.returns.find((r) => r.id === returnId)),
    }
  }
}

function findItem(view: OrderView, ref: LineRef) {
  return view.items.find((i) =>
    ref.orderItemId !== undefined
      ? i.id === ref.orderItemId
      : i.product.sku === ref.sku,
  )
}

function lineOf(view: OrderView, ref: LineRef, number: string) {
  const item = findItem(view, ref)
  if (!item)
    throw new ResultError(
      invalid([
        {
          propertyPath: 'line',
          message: `Order ${number} has no line ${ref.sku ?? ref.orderItemId}.`,
        },
      ]),
    )
  return item
}
