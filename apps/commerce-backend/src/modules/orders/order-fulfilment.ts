import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { CustomerRow } from '../customers'
import type { MailSettings } from '../mail'
import type { InvoiceOn } from './billing'
import type { TaxService } from '../tax'
import { DEFAULT_RETURN_WINDOW_DAYS, fulfilmentsOf } from './fulfilment'
import type { Fulfilment, FulfilmentState } from './fulfilment'
import { listOrders, showOrder } from './fulfilment-reads'
import { acknowledge, backorder, deliver } from './order-updates'
import { ship } from './shipments'
import type { ShipmentInput } from './shipments'
import { cancelLine, cancelOrder } from './cancellations'
import { decideReturn, listReturns, requestReturn } from './returns'
import type { Audit, FulfilmentSettings, LineRef } from './order-change'

// The changes of an order's way to the practice (issue 35, decision 035): the operator's
// (acknowledge, ship, backorder, cancel a line, deliver, decide a return) and the buyer's (cancel
// the order, ask for a return). Each runs locked in one transaction (order-change.ts); the steps
// live by what they do, and this service is what the resolvers and operator routes call.

export class FulfilmentService {
  private readonly s: FulfilmentSettings

  constructor(
    db: Database,
    mail: MailSettings,
    returnWindowDays = DEFAULT_RETURN_WINDOW_DAYS,
    /** `shipped` (the default): the first shipment issues the order's invoice (decision 037). */
    invoiceOn: InvoiceOn = 'shipped',
    /** Reverses a credit note's tax with a hosted tax provider (decision 041). */
    tax?: TaxService,
  ) {
    this.s = { db, mail, returnWindowDays, invoiceOn, tax }
  }

  /** The fulfilment of the orders with these ids (the GraphQL loader's batch). */
  async byOrderIds(ids: number[]): Promise<Map<number, Fulfilment>> {
    const rows = await this.s.db
      .select()
      .from(t.orders)
      .where(inArray(t.orders.id, ids))
    return fulfilmentsOf(this.s.db, rows, {
      returnWindowDays: this.s.returnWindowDays,
    })
  }

  /** Bought orders by fulfilment state and placing date, newest first. */
  list(filter: {
    state?: FulfilmentState
    from?: Date
    to?: Date
    limit: number
  }) {
    return listOrders(this.s, filter)
  }

  show(number: string) {
    return showOrder(this.s, number)
  }

  /** The distributor confirms the order with its own number; the same number again is no change. */
  acknowledge(
    number: string,
    input: { distributorOrderNumber: string; expectedDelivery?: string | null },
    audit: Audit,
  ) {
    return acknowledge(this.s, number, input, audit)
  }

  /** Records a parcel with its lines and lots; the same parcel again is no change. */
  ship(number: string, input: ShipmentInput, audit: Audit) {
    return ship(this.s, number, input, audit)
  }

  /** A line waits for stock until `until`; the same date again is no change. */
  backorder(number: string, ref: LineRef, until: string, audit: Audit) {
    return backorder(this.s, number, ref, until, audit)
  }

  /** Cancels what of a line has not shipped, with the reason. */
  cancelLine(number: string, ref: LineRef, reason: string, audit: Audit) {
    return cancelLine(this.s, number, ref, reason, audit)
  }

  /** Marks the order's shipments (or the one with `trackingNumber`) delivered. */
  deliver(
    number: string,
    input: { trackingNumber?: string; deliveredAt?: Date },
    audit: Audit,
  ) {
    return deliver(this.s, number, input, audit)
  }

  /** Return requests, oldest first, by state. */
  returns(state?: 'REQUESTED' | 'ACCEPTED' | 'REFUSED') {
    return listReturns(this.s, state)
  }

  /** Accepts (with an RMA number and instructions) or refuses (with a reason) a return. */
  decideReturn(
    id: number,
    decision: Parameters<typeof decideReturn>[2],
    audit: Audit,
  ) {
    return decideReturn(this.s, id, decision, audit)
  }

  /** The buyer cancels an order they may read, until the distributor confirms it. */
  cancelOrder(member: CustomerRow, token: string) {
    return cancelOrder(this.s, member, token)
  }

  /** The buyer asks to send shipped lines back. */
  requestReturn(
    member: CustomerRow,
    token: string,
    input: Parameters<typeof requestReturn>[3],
  ) {
    return requestReturn(this.s, member, token, input)
  }
}
