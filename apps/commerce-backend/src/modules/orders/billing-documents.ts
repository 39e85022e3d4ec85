import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { AnyColumn } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { billingViewRefusal, requireAllowed } from '../companies'
import type { CustomerRow } from '../customers'
import { ageing } from './ageing'
import { invoiceNumber } from './billing'
import { creditNoteNumber, returnedTax } from './credit'
import { printed } from './invoices'
import type { SellerConfig } from './invoices'
import { balance, closingBalance, monthBounds } from './monthly-statement'
import type { Snapshot } from './order-views'

// The practice's billing documents besides the invoice (decision 040): a credit note as printed
// and the account of a month. Only the caller's own company is ever read.

const CREDIT_NOTE = /^CN-(\d{1,9})$/

export class BillingDocumentService {
  constructor(
    private readonly db: Database,
    private readonly options: { seller: SellerConfig; currency: string },
  ) {}

  /** Who is billed: the practice and the invoice address of its latest invoiced order. */
  private async billTo(companyId: number, orderId?: number) {
    const [company] = await this.db
      .select({ name: t.companies.name })
      .from(t.companies)
      .where(eq(t.companies.id, companyId))
    const [order] = await this.db
      .select({ snapshot: t.orders.snapshot })
      .from(t.orders)
      .innerJoin(t.invoices, eq(t.invoices.orderId, t.orders.id))
      .where(
        orderId === undefined
          ? eq(t.orders.companyId, companyId)
          : eq(t.orders.id, orderId),
      )
      .orderBy(desc(t.invoices.issuedAt))
      .limit(1)
    const address = (order?.snapshot as Snapshot | null)?.invoiceAddress
    return printed(address ?? null, company?.name)
  }

  /** A credit note of the caller's practice by its number; null for anything else. */
  async creditNote(member: CustomerRow, number: string) {
    requireAllowed(billingViewRefusal(member))
    const match = CREDIT_NOTE.exec(number)
    if (!match) return null
    const [found] = await this.db
      .select({
        note: t.creditNotes,
        orderNumber: t.orders.number,
        snapshot: t.orders.snapshot,
        rmaNumber: t.returns.rmaNumber,
      })
      .from(t.creditNotes)
      .innerJoin(t.orders, eq(t.orders.id, t.creditNotes.orderId))
      .innerJoin(t.returns, eq(t.returns.id, t.creditNotes.returnId))
      .where(
        and(
          eq(t.creditNotes.number, Number(match[1])),
          eq(t.creditNotes.companyId, member.companyId),
        ),
      )
    if (!found) return null
    const { note } = found
    const frozen = (found.snapshot as Snapshot | null)?.lines ?? []
    const lines = await this.db
      .select({
        quantity: t.returnLines.quantity,
        lineQuantity: t.orderItems.quantity,
        unitPrice: t.orderItems.itemPriceNet,
        lineTax: t.orderItems.taxCents,
        product: t.products,
      })
      .from(t.returnLines)
      .innerJoin(t.orderItems, eq(t.orderItems.id, t.returnLines.orderItemId))
      .innerJoin(t.products, eq(t.products.id, t.orderItems.productId))
      .where(eq(t.returnLines.returnId, note.returnId))
      .orderBy(t.returnLines.id)
    return {
      number: creditNoteNumber(note.number),
      issuedAt: note.issuedAt.toISOString(),
      orderNumber: found.orderNumber ?? '',
      rmaNumber: found.rmaNumber,
      // As the order froze them, like the invoice; the same arithmetic as the note's issue.
      lines: lines.map((line) => {
        const kept = frozen.find((f) => f.productId === line.product.id)
        const unitPrice = line.unitPrice ?? 0
        return {
          sku: kept?.sku ?? line.product.sku,
          name: kept?.name ?? line.product.name,
          unit: kept?.unit ?? line.product.unit,
          packSize: kept?.packSize ?? line.product.packSize,
          quantity: line.quantity,
          unitPrice,
          amount: unitPrice * line.quantity,
          tax: returnedTax(line.lineTax ?? 0, line.quantity, line.lineQuantity),
        }
      }),
      net: note.netCents,
      tax: note.taxCents,
      total: note.totalCents,
      applied: note.appliedCents,
      available: note.totalCents - note.appliedCents,
      currency: this.options.currency.toUpperCase(),
      seller: this.options.seller,
      billTo: await this.billTo(member.companyId, note.orderId),
    }
  }

  /** The account of the caller's practice for `month` (YYYY-MM). */
  async monthlyStatement(member: CustomerRow, month: string, now = new Date()) {
    requireAllowed(billingViewRefusal(member))
    return this.statementOf(member.companyId, month, now)
  }

  /** The month's account of a practice (the e-mail job reads it for each practice). */
  async statementOf(companyId: number, month: string, now = new Date()) {
    const { from, to } = monthBounds(month, now)
    const company = eq(t.invoices.companyId, companyId)
    const total = (column: AnyColumn) =>
      sql<string>`coalesce(sum(${column}), 0)`
    const [invoicedBefore] = await this.db
      .select({ cents: total(t.invoices.totalCents) })
      .from(t.invoices)
      .where(and(company, lt(t.invoices.issuedAt, from)))
    const [paidBefore] = await this.db
      .select({ cents: total(t.invoicePayments.cents) })
      .from(t.invoicePayments)
      .where(
        and(
          eq(t.invoicePayments.companyId, companyId),
          eq(t.invoicePayments.source, 'payment'),
          lt(t.invoicePayments.paidAt, from),
        ),
      )
    const [creditedBefore] = await this.db
      .select({ cents: total(t.creditNotes.totalCents) })
      .from(t.creditNotes)
      .where(
        and(
          eq(t.creditNotes.companyId, companyId),
          lt(t.creditNotes.issuedAt, from),
        ),
      )
    const openingBalance = balance(
      Number(invoicedBefore?.cents ?? 0),
      Number(paidBefore?.cents ?? 0),
      Number(creditedBefore?.cents ?? 0),
    )

    const invoiceRows = await this.db
      .select({ invoice: t.invoices, orderNumber: t.orders.number })
      .from(t.invoices)
      .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
      .where(and(company, lt(t.invoices.issuedAt, to)))
      .orderBy(t.invoices.issuedAt, t.invoices.number)
    const ledger = await this.db
      .select()
      .from(t.invoicePayments)
      .where(
        and(
          eq(t.invoicePayments.companyId, companyId),
          lt(t.invoicePayments.paidAt, to),
        ),
      )
      .orderBy(t.invoicePayments.paidAt, t.invoicePayments.id)
    const credits = await this.db
      .select({ note: t.creditNotes, orderNumber: t.orders.number })
      .from(t.creditNotes)
      .innerJoin(t.orders, eq(t.orders.id, t.creditNotes.orderId))
      .where(
        and(
          eq(t.creditNotes.companyId, companyId),
          gte(t.creditNotes.issuedAt, from),
          lt(t.creditNotes.issuedAt, to),
        ),
      )
      .orderBy(t.creditNotes.number)

    const byId = new Map(invoiceRows.map((r) => [r.invoice.id, r]))
    const inMonth = (at: Date) => at >= from && at < to
    const figures = {
      invoices: invoiceRows
        .filter(({ invoice }) => inMonth(invoice.issuedAt))
        .map(({ invoice, orderNumber }) => ({
          number: invoiceNumber(invoice.number),
          orderNumber: orderNumber ?? '',
          at: invoice.issuedAt.toISOString(),
          amount: invoice.totalCents,
        })),
      payments: ledger
        .filter((p) => p.source === 'payment' && inMonth(p.paidAt))
        .map((p) => {
          const row = byId.get(p.invoiceId)
          return {
            number: row ? invoiceNumber(row.invoice.number) : '',
            orderNumber: row?.orderNumber ?? '',
            at: p.paidAt.toISOString(),
            amount: p.cents,
          }
        }),
      credits: credits.map(({ note, orderNumber }) => ({
        number: creditNoteNumber(note.number),
        orderNumber: orderNumber ?? '',
        at: note.issuedAt.toISOString(),
        amount: note.totalCents,
      })),
    }
    // What each invoice had left to pay at the month's end, aged as of its last day.
    const paidAtEnd = new Map<number, number>()
    for (const p of ledger)
      paidAtEnd.set(p.invoiceId, (paidAtEnd.get(p.invoiceId) ?? 0) + p.cents)
    const lastDay = new Date(to.getTime() - 1)
    const aged = ageing(
      invoiceRows.map(({ invoice }) => ({
        dueOn: invoice.dueOn,
        totalCents: invoice.totalCents,
        paidCents: paidAtEnd.get(invoice.id) ?? 0,
      })),
      lastDay < now ? lastDay : now,
    )
    return {
      month,
      from: from.toISOString().slice(0, 10),
      to: lastDay.toISOString().slice(0, 10),
      openingBalance,
      ...figures,
      closingBalance: closingBalance(openingBalance, figures),
      ageing: {
        current: aged.current,
        days1To30: aged['1-30'],
        days31To60: aged['31-60'],
        days61To90: aged['61-90'],
        over90: aged['over-90'],
      },
      currency: this.options.currency.toUpperCase(),
      seller: this.options.seller,
      billTo: await this.billTo(companyId),
    }
  }
}
