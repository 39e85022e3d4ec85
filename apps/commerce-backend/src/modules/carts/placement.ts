import { createFormatters } from '@shop/i18n'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Transaction } from '../../db/client'
import * as t from '../../db/schema'
import type { MailSettings } from '../mail'
import { approvalReasons, requestApproval } from '../companies'
import { UNCONFIRMED_ORDER, orderRefusal, requireAllowed } from '../companies'
import type { CustomerRow } from '../customers'
import { orderBought, remainingCredit, sendOrderMail } from '../orders'
import type { InvoiceOn } from '../orders'
import { emitOrderEvent } from '../events'
import { reserveStock, ruleViolations } from '../stock'
import { ceilingViolations } from './order-shared'
import { freezeLines, markCartShown, viewOrder } from '../orders'
import type { OrderRow, OrderView, Snapshot } from '../orders'
import type { PaymentService } from './payments'
import { orderTax } from '../tax'
import type { FrozenTax, TaxService } from '../tax'
import { ResultError, invalid, notFound, problem } from '../../shared/results'
import type { Violation } from '../../shared/results'

/** placeOrder's answer when a line's price moved since the buyer last saw the cart. */
export class PricesChanged {
  readonly __typename = 'PricesChanged'
  readonly message: string
  constructor(
    readonly cart: OrderView,
    lines: number,
  ) {
    this.message =
      lines === 1
        ? 'The price of an item changed since you added it. Check the cart and place the order again.'
        : `The prices of ${lines} items changed since you added them. Check the cart and place the order again.`
  }
}

/** Turns a complete cart into an order: checks it, freezes it and numbers it. */
export class PlacementService {
  constructor(
    private readonly db: Database,
    /** Decides whether the chosen payment provider is still on offer. */
    private readonly payments: PaymentService,
    private readonly mail: MailSettings,
    private readonly tax: TaxService,
    private readonly invoiceOn: InvoiceOn,
  ) {}

  /**
   * Places the order in one transaction with the cart row locked. Idempotent per token: a repeat
   * or a concurrent second call finds the order already placed and answers it. Freezes totals,
   * addresses and lines; an invoice order counts as bought at once, so its lots are recorded.
   * Orders need a confirmed e-mail address and the buyer role; the confirmation is e-mailed with
   * the order. An order over one of the buyer's purchase limits is frozen and numbered but waits
   * for approval (`awaiting_approval`): nothing is bought or charged, and the approvers are
   * e-mailed.
   */
  async placeOrder(customerId: number, token: string) {
    const placed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.orders)
        .where(
          and(eq(t.orders.token, token), eq(t.orders.customerId, customerId)),
        )
        .for('update')
      if (!row) throw notFound('The cart')
      if (row.state !== 'cart') return viewOrder(tx, row)
      const buyer = await lockBuyer(tx, customerId)
      // Charged as shown (issue 34): a price that moved since the buyer last saw the cart is
      // shown to them first; this refusal shows it, so placing again takes it.
      const view = await viewOrder(tx, row)
      const moved = view.items.filter((i) => i.previousUnitPrice !== null)
      if (moved.length) return new PricesChanged(view, moved.length)
      return this.place(tx, row, buyer)
    })
    if (placed instanceof PricesChanged) {
      await markCartShown(this.db, placed.cart)
      return placed
    }
    this.mail.queued()
    return placed
  }

  /**
   * Places an order row still in state `cart` that the caller locked (a cart, or a standing
   * order's run), as `customer`, inside the caller's transaction: checks it, freezes it, numbers
   * it. Throws a `ResultError` when it is not complete. The caller tells the mail worker after
   * the commit.
   */
  async place(
    tx: Transaction,
    row: OrderRow,
    customer: CustomerRow,
  ): Promise<OrderView> {
    // The chosen addresses cannot be edited or deleted until the copy frozen below is committed.
    const addressIds = [row.shippingAddressId, row.invoiceAddressId].filter(
      (id): id is number => id !== null,
    )
    if (addressIds.length)
      await tx
        .select({ id: t.addresses.id })
        .from(t.addresses)
        .where(inArray(t.addresses.id, addressIds))
        .for('share')
    const view = await viewOrder(tx, row)
    const violations: Violation[] = []
    if (!view.items.length)
      violations.push({
        propertyPath: 'items',
        message: 'The cart is empty.',
      })
    // A cart's view leaves out a chosen address that was deleted since.
    for (const [field, chosen, kind] of [
      ['shippingAddress', row.shippingAddressId, 'shipping'],
      ['invoiceAddress', row.invoiceAddressId, 'invoice'],
    ] as const) {
      if (view[field]) continue
      violations.push({
        propertyPath: field,
        message:
          chosen === null
            ? `Choose ${kind === 'shipping' ? 'a' : 'an'} ${kind} address.`
            : `The ${kind} address you chose was deleted. Choose another one.`,
      })
    }
    if (!view.carrier)
      violations.push({
        propertyPath: 'carrier',
        message: 'Choose a shipping method.',
      })
    if (!view.paymentProvider)
      violations.push({
        propertyPath: 'paymentProvider',
        message: 'Choose how to pay.',
      })
    else if (!this.payments.providerEnabled(view.paymentProvider.identifier))
      violations.push({
        propertyPath: 'paymentProvider',
        message: 'This way to pay is not available. Choose another one.',
      })
    if (view.paymentProvider?.identifier === 'stripe' && !row.paymentMethodId) {
      violations.push({
        propertyPath: 'paymentMethodId',
        message: 'Choose a card.',
      })
    }
    violations.push(
      ...ceilingViolations(
        { ...view, lines: view.items },
        () => ['items'],
        'items',
      ),
    )
    // Lines checked again against today's catalogue: a rule or a status may have changed since.
    for (const { product, quantity } of view.items) {
      if (product.discontinuedAt !== null)
        violations.push({
          propertyPath: 'items',
          message: `${product.name} is no longer sold: replace it or remove it.`,
        })
      else
        violations.push(
          ...ruleViolations(product, quantity, 'items').map((v) => ({
            ...v,
            message: `${product.name}: ${v.message}`,
          })),
        )
    }
    if (violations.length)
      throw new ResultError(invalid(violations, 'The order is not complete.'))
    // Last: the reservation locks the products' rows until the commit.
    await reserveStock(tx, view.items)
    const placedAt = new Date()
    // Sales tax is computed once, here, and frozen with the prices (decision 036): a later rate
    // or certificate change leaves a placed order as it was placed.
    const taxed = await this.tax.ofPlacing(view, placedAt, tx)
    const lineTax = new Map(
      (taxed?.lines ?? []).map((line) => [line.key, line.amount]),
    )
    for (const item of view.items) {
      await tx
        .update(t.orderItems)
        .set({
          itemPriceNet: item.itemPriceNet,
          taxCents: lineTax.get(String(item.id)) ?? 0,
        })
        .where(eq(t.orderItems.id, item.id))
    }
    const {
      estimated: _estimated,
      ...tax
    }: FrozenTax & {
      estimated: boolean
    } = taxed
      ? orderTax(taxed, false)
      : { amount: 0, lines: [], exemption: null, estimated: false }
    const card = view.paymentProvider?.identifier === 'stripe'
    // On invoice terms, within the practice's remaining credit (issue 36); nothing is written
    // when it is not, and a card is offered instead.
    if (!card) {
      const remaining = await remainingCredit(tx, row.companyId)
      const total = view.totalNet + tax.amount
      if (remaining !== null && total > remaining) {
        const message = overCredit(total, remaining)
        throw new ResultError(
          invalid([{ propertyPath: 'paymentProvider', message }], message),
        )
      }
    }
    const reasons = await approvalReasons(tx, customer, view.totalNet)
    const snapshot: Snapshot = {
      subtotalNet: view.subtotalNet,
      totalNet: view.totalNet,
      adjustments: view.adjustments,
      shippingAddress: view.shippingAddress,
      invoiceAddress: view.invoiceAddress,
      lines: freezeLines(view.items),
      tax,
    }
    const [placed] = await tx
      .update(t.orders)
      .set({
        // Over a limit, the order is frozen as it is but waits for an approver: nothing is
        // bought or charged before.
        state: reasons.length
          ? 'awaiting_approval'
          : card
            ? 'payment_pending'
            : 'new',
        // Numbered as placed, in that order (issue 31), not by when the cart was opened.
        number: sql<string>`'SO-' || nextval('order_number_seq')`,
        placedAt,
        snapshot,
        taxCents: tax.amount,
        approvalReasons: reasons.length ? reasons : null,
      })
      .where(eq(t.orders.id, row.id))
      .returning()
    const placedView = await viewOrder(tx, written(placed))
    // Also an order that waits for approval: its state says so, and `order.approved` follows.
    await emitOrderEvent(tx, 'order.placed', placedView)
    if (reasons.length) {
      await requestApproval(tx, this.mail, placedView, reasons)
    } else {
      // The inventory's lots come from the shipments (issue 35), not from placing or paying.
      if (!card) await orderBought(tx, row.id, this.invoiceOn)
      await sendOrderMail(tx, this.mail, placedView, 'order-confirmation')
    }
    // Last, so nothing after it can undo the order: a hosted tax service records the sale under
    // its number; when it cannot, the order is refused and the transaction writes nothing. The
    // recorded sale is kept with the frozen tax, for reversing a credit note (decision 041).
    const recorded =
      taxed && (await this.tax.record(taxed, placedView.row.number ?? ''))
    if (recorded)
      await tx
        .update(t.orders)
        .set({ snapshot: { ...snapshot, tax: { ...tax, recorded } } })
        .where(eq(t.orders.id, row.id))
    return placedView
  }
}

const { formatMoney } = createFormatters('en', 'USD')

/** The refusal of an order on invoice terms over what the practice may still buy on credit. */
const overCredit = (total: number, remaining: number) =>
  `This order (${formatMoney(total)} with tax) is over your practice's remaining credit on invoice terms (${formatMoney(Math.max(0, remaining))}). Pay it by card, or place it once open invoices are paid.`

/**
 * Locks the member who places an order, to the commit (orders placed at once by one buyer count
 * against the month one after the other), and checks they may order: an active buyer with a
 * confirmed e-mail address.
 */
export async function lockBuyer(
  tx: Transaction,
  customerId: number,
): Promise<CustomerRow> {
  const [customer] = await tx
    .select()
    .from(t.customers)
    .where(eq(t.customers.id, customerId))
    .for('update')
  if (!customer) throw notFound('The customer')
  const refused = orderRefusal(customer)
  // Placing answers the unconfirmed with a plain error, which the checkout shows as it is.
  if (refused === UNCONFIRMED_ORDER)
    throw new ResultError(problem(refused.message))
  requireAllowed(refused)
  return customer
}
