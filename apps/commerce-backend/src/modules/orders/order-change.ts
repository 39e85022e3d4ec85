import { and, eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid, notFound } from '../../shared/results'
import { emitEvent, orderPayload } from '../events'
import type { EventType } from '../events'
import type { MailSettings } from '../mail'
import type { TaxService } from '../tax'
import type { InvoiceOn } from './billing'
import { sendFulfilmentMail } from './fulfilment-mails'
import type { FulfilmentMail } from './fulfilment-mails'
import { fulfilmentsOf } from './fulfilment'
import type { Fulfilment } from './fulfilment'
import { viewOrder } from './order-views'
import type { OrderRow, OrderView } from './order-views'

// How every change of an order's way to the practice runs (issue 35, decision 035): in one
// transaction that locks the order row, so two backend instances given the same change make it
// once; a change already made answers the order as it is and records, emits and mails nothing
// again. The steps themselves are in shipments.ts, order-updates.ts, cancellations.ts, returns.ts.

/** What the steps need of the backend: the FulfilmentService's settings. */
export interface FulfilmentSettings {
  db: Database
  mail: MailSettings
  returnWindowDays: number
  /** `shipped` (the default): the first shipment issues the order's invoice (decision 037). */
  invoiceOn: InvoiceOn
  /** Reverses a credit note's tax with a hosted tax provider (decision 041). */
  tax?: TaxService
}

/** Who made an operator change, written with it (the operator module's `recordAudit`). */
export type Audit = (
  tx: Transaction,
  entry: { action: string; subject: string; details?: Record<string, unknown> },
) => Promise<void>

/** A line reference: its SKU or its order item id. */
export type LineRef = { sku?: string; orderItemId?: number }

/** The orders past the cart and the approval: the ones with a way to the practice. */
export const BOUGHT_STATES = sql`${t.orders.state} not in ('cart', 'awaiting_approval', 'rejected')`

/** One transaction's view of a locked order, and how to tell what happened to it. */
export interface Locked {
  tx: Transaction
  row: OrderRow
  view: OrderView
  f: Fulfilment
  /** Emits an order event with the order as it is now and what happened, then mails the buyer. */
  tell: (
    type: EventType,
    extra: Record<string, unknown>,
    mail: FulfilmentMail | null,
  ) => Promise<void>
}

export const byNumber = (number: string) => eq(t.orders.number, number)

export async function fulfilmentOf(
  settings: FulfilmentSettings,
  tx: Database | Transaction,
  row: OrderRow,
) {
  const found = await fulfilmentsOf(tx, [row], {
    returnWindowDays: settings.returnWindowDays,
  })
  return written(found.get(row.id))
}

/**
 * Runs `change` on the bought order `where` selects, locked; answers the order as it is after.
 * `change` answers false when it was made already (nothing is mailed then).
 */
export async function changeOrder(
  settings: FulfilmentSettings,
  where: ReturnType<typeof eq>,
  what: string,
  change: (locked: Locked) => Promise<boolean | void>,
): Promise<{ view: OrderView; fulfilment: Fulfilment; changed: boolean }> {
  let changed = false
  const answer = await settings.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(t.orders)
      .where(and(where, BOUGHT_STATES))
      .for('update')
    if (!row) throw notFound(what)
    const view = await viewOrder(tx, row)
    const f = await fulfilmentOf(settings, tx, row)
    const tell: Locked['tell'] = async (type, extra, mail) => {
      const [now] = await tx
        .select()
        .from(t.orders)
        .where(eq(t.orders.id, row.id))
      const current = await viewOrder(tx, written(now))
      await emitEvent(
        tx,
        type,
        { ...orderPayload(current), ...extra },
        { orderingKey: `order:${row.id}` },
      )
      if (mail) await sendFulfilmentMail(tx, settings.mail, current, mail)
    }
    changed = (await change({ tx, row, view, f, tell })) !== false
    const [after] = await tx
      .select()
      .from(t.orders)
      .where(eq(t.orders.id, row.id))
    const afterRow = written(after)
    return {
      view: await viewOrder(tx, afterRow),
      fulfilment: await fulfilmentOf(settings, tx, afterRow),
    }
  })
  if (changed) settings.mail.queued()
  return { ...answer, changed }
}

export function findItem(view: OrderView, ref: LineRef) {
  return view.items.find((i) =>
    ref.orderItemId !== undefined
      ? i.id === ref.orderItemId
      : i.product.sku === ref.sku,
  )
}

/** The order line `ref` names, or a 400 that says the order has none. */
export function lineOf(view: OrderView, ref: LineRef, number: string) {
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
