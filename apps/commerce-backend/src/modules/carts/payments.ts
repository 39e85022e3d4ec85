import { asc, eq } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Transaction } from '../../db/client'
import * as t from '../../db/schema'
import type { MailSettings } from '../mail'
import { orderPaid, sendOrderMail } from '../orders'
import type { InvoiceOn } from '../orders'
import { viewOrder } from '../orders'
import type { OrderRow, OrderView } from '../orders'
import { notFound } from '../../shared/results'

/** Order states in their only direction of travel; a state never moves backwards. */
const STATE_ORDER = [
  'cart',
  'payment_pending',
  'new',
  'paid',
  'processing',
  'shipped',
  'delivered',
] as const

export interface PaymentOptions {
  /** Whether card payments (the `stripe` provider) are configured; `invoice` always is. */
  cardPayments: boolean
  /** Where the messages about payments link to, and how they are sent. */
  mail: MailSettings
  /** When an order's invoice is issued (`INVOICE_ON`, decision 037). */
  invoiceOn: InvoiceOn
}

/**
 * The payment providers on offer and recorded payments. The one place that knows whether a
 * provider is enabled: checkout and placement ask it.
 */
export class PaymentService {
  constructor(
    private readonly db: Database,
    private readonly options: PaymentOptions,
  ) {}

  /** Whether a payment provider may be chosen: `stripe` only when card payments are configured. */
  providerEnabled(identifier: string) {
    return identifier !== 'stripe' || this.options.cardPayments
  }

  /** The payment providers on offer: the enabled ones. */
  async paymentProviders() {
    const rows = await this.db
      .select()
      .from(t.paymentProviders)
      .orderBy(asc(t.paymentProviders.identifier))
    return rows.filter((p) => this.providerEnabled(p.identifier))
  }

  /**
   * Records a verified payment (trusted callers only); an `eventId` already recorded is not
   * applied again, and an order never moves backwards. A card order's lots appear now, and its
   * buyer is told the payment arrived.
   */
  markPaid(token: string, paymentReference: string, eventId?: string) {
    return this.onPaymentEvent(token, eventId, async (tx, row) => {
      const current = STATE_ORDER.indexOf(
        row.state as (typeof STATE_ORDER)[number],
      )
      // Waiting for approval, rejected or cancelled: not an order to be paid (no payment was
      // asked for); already paid or further along: nothing to record.
      if (current === -1 || current >= STATE_ORDER.indexOf('paid'))
        return viewOrder(tx, row)
      const [paid] = await tx
        .update(t.orders)
        .set({ state: 'paid', paymentReference })
        .where(eq(t.orders.id, row.id))
        .returning()
      const view = await viewOrder(tx, written(paid))
      await orderPaid(tx, row.id, paymentReference, this.options.invoiceOn)
      if (row.state === 'payment_pending')
        await sendOrderMail(tx, this.options.mail, view, 'payment-received')
      return view
    })
  }

  /**
   * Records a failed card payment (trusted callers only): the buyer is e-mailed a link to pay the
   * order from its page. Only an order still waiting for its payment; an `eventId` already
   * recorded is not told again.
   */
  markPaymentFailed(token: string, eventId?: string) {
    return this.onPaymentEvent(token, eventId, async (tx, row) => {
      const view = await viewOrder(tx, row)
      if (row.state === 'payment_pending')
        await sendOrderMail(tx, this.options.mail, view, 'payment-failed')
      return view
    })
  }

  /**
   * Applies a payment event to a placed order, locked, in one transaction: an event whose
   * `eventId` was recorded before (a provider redelivers) only answers the order as it is.
   */
  private async onPaymentEvent(
    token: string,
    eventId: string | undefined,
    apply: (tx: Transaction, row: OrderRow) => Promise<OrderView>,
  ) {
    const view = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.orders)
        .where(eq(t.orders.token, token))
        .for('update')
      if (!row || row.state === 'cart') throw notFound('The order')
      if (eventId) {
        const recorded = await tx
          .insert(t.paymentEvents)
          .values({ eventId, orderId: row.id })
          .onConflictDoNothing()
          .returning()
        if (recorded.length === 0) return viewOrder(tx, row)
      }
      return apply(tx, row)
    })
    this.options.mail.queued()
    return view
  }
}
