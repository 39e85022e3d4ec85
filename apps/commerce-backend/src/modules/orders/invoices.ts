import { EN_MESSAGES, createTranslator } from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import { addressLines } from '@shop/forms'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as tables from '../../db/schema'
import { DEFAULT_TERM_DAYS, amountDue, invoiceNumber } from './billing'
import type { InvoiceRow } from './billing'
import type { OrderView } from './order-views'
import type { AddressRow, CompanyRow } from '../customers'

// The invoice of an order as printed (issues 32 and 36): the issued row of `billing.ts` (number,
// dates, terms, amounts frozen when issued) with the seller and the addresses; the API's PDF, the
// e-mails and the pages only show it.

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/** The payment terms in the shop's one wording: "Net 30: due 30 days after the invoice date". */
export const paymentTerms = (days: number) =>
  t('invoice.paymentTerms', { days })

/** The seller as the invoices name it. */
export interface SellerConfig {
  name: string
  /** The postal address, one entry per printed line. */
  addressLines: string[]
  taxId: string
  email: string
  /** How to pay by bank transfer, one entry per printed line. */
  remittance: string[]
}

// Placeholders for development; a real deployment sets its own (README).
export const DEFAULT_SELLER: SellerConfig = {
  name: 'Clinic Supply',
  addressLines: [
    '100 Example Street',
    'Suite 200',
    'Springfield, IL 62701',
    'United States',
  ],
  taxId: '00-0000000',
  email: 'billing@clinic-supply.example',
  remittance: [
    'Bank transfer to Clinic Supply',
    'Example Bank, routing 000000000, account 0000000000',
  ],
}

/** Lines of an env value, separated by `|` or newlines. */
const linesOf = (value: string) =>
  value
    .split(/[|\n]/)
    .map((line) => line.trim())
    .filter(Boolean)

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The seller from `SELLER_NAME`, `SELLER_ADDRESS` (lines separated by `|` or newlines),
 * `SELLER_TAX_ID` and `SELLER_EMAIL`, each defaulting to its placeholder; a value the invoice
 * cannot print stops start-up with a message naming it.
 */
export function readSeller(env: NodeJS.ProcessEnv): SellerConfig {
  const problems: string[] = []
  const text = (name: string, fallback: string, max: number) => {
    const value = (env[name] ?? fallback).trim()
    if (!value || value.length > max)
      problems.push(`${name}: must be 1 to ${max} characters`)
    return value
  }
  const address = env.SELLER_ADDRESS
    ? linesOf(env.SELLER_ADDRESS)
    : DEFAULT_SELLER.addressLines
  const remittance = env.SELLER_REMITTANCE
    ? linesOf(env.SELLER_REMITTANCE)
    : DEFAULT_SELLER.remittance
  if (remittance.length < 1 || remittance.length > 4)
    problems.push('SELLER_REMITTANCE: must have 1 to 4 lines')
  if (remittance.some((line) => line.length > 120))
    problems.push('SELLER_REMITTANCE: each line must be at most 120 characters')
  if (address.length < 1 || address.length > 6)
    problems.push('SELLER_ADDRESS: must have 1 to 6 lines')
  if (address.some((line) => line.length > 120))
    problems.push('SELLER_ADDRESS: each line must be at most 120 characters')
  const seller = {
    name: text('SELLER_NAME', DEFAULT_SELLER.name, 120),
    addressLines: address,
    taxId: text('SELLER_TAX_ID', DEFAULT_SELLER.taxId, 60),
    email: text('SELLER_EMAIL', DEFAULT_SELLER.email, 254),
    remittance,
  }
  if (!EMAIL.test(seller.email))
    problems.push('SELLER_EMAIL: must be an e-mail address')
  if (problems.length)
    throw new Error(
      `The seller on the invoices is not valid:\n  ${problems.join('\n  ')}`,
    )
  return seller
}

/** An invoice as the schema's `Invoice` answers it. */
export interface InvoiceView {
  number: string
  issuedAt: string
  paymentTerms: string | null
  dueAt: string | null
  paid: boolean
  totalNet: number
  taxAmount: number
  total: number
  amountPaid: number
  amountDue: number
  currency: string
  seller: SellerConfig
  billTo: string[]
  shipTo: string[]
}

/** The address in the shop's one postal format; `company` names the buyer when it has none. */
export const printed = (address: AddressRow | null, company?: string) =>
  address
    ? addressLines({ ...address, company: address.company || company })
    : company
      ? [company]
      : []

/** Who issues the invoices, and in which currency. */
export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly options: { seller: SellerConfig; currency: string },
  ) {}

  /** The payment terms of practices in the shop's one wording (Net 30 unless the operator set others), by company id (the GraphQL loader's batch). */
  async termsByCompanyIds(ids: number[]): Promise<Map<number, string>> {
    const rows = await this.db
      .select()
      .from(tables.billingTerms)
      .where(inArray(tables.billingTerms.companyId, ids))
    const days = new Map(rows.map((r) => [r.companyId, r.termDays]))
    return new Map(
      ids.map((id) => [id, paymentTerms(days.get(id) ?? DEFAULT_TERM_DAYS)]),
    )
  }

  /**
   * Practices by id, each with its payment terms in words, in one statement (decision 052): the
   * request's company loader, which hands the terms to the cart's `paymentTerms` loader. Ids of
   * no company are left out.
   */
  async companiesWithTerms(
    ids: number[],
  ): Promise<Map<number, { company: CompanyRow; terms: string }>> {
    const rows = await this.db
      .select({
        company: tables.companies,
        termDays: tables.billingTerms.termDays,
      })
      .from(tables.companies)
      .leftJoin(
        tables.billingTerms,
        eq(tables.billingTerms.companyId, tables.companies.id),
      )
      .where(inArray(tables.companies.id, ids))
    return new Map(
      rows.map(({ company, termDays }) => [
        company.id,
        { company, terms: paymentTerms(termDays ?? DEFAULT_TERM_DAYS) },
      ]),
    )
  }

  /** The issued invoices of orders, by order id (the GraphQL loader's batch). */
  async invoicesByOrderIds(ids: number[]): Promise<Map<number, InvoiceRow>> {
    const rows = await this.db
      .select()
      .from(tables.invoices)
      .where(inArray(tables.invoices.orderId, ids))
    return new Map(rows.map((r) => [r.orderId, r]))
  }

  /**
   * The issued invoice of an order, or null while it has none (not shipped yet with the default
   * `INVOICE_ON=shipped`, or never bought). `companyName` names the buyer when the invoice address
   * has no company.
   */
  invoiceOf(
    view: OrderView,
    invoice: InvoiceRow | null,
    companyName: string,
  ): InvoiceView | null {
    if (!invoice) return null
    const byInvoice = view.paymentProvider?.identifier !== 'stripe'
    return {
      number: invoiceNumber(invoice.number),
      issuedAt: invoice.issuedAt.toISOString(),
      paymentTerms: byInvoice ? paymentTerms(invoice.termDays) : null,
      dueAt: byInvoice ? invoice.dueOn : null,
      paid: invoice.state === 'PAID',
      totalNet: invoice.netCents,
      taxAmount: invoice.taxCents,
      total: invoice.totalCents,
      amountPaid: invoice.paidCents,
      amountDue: amountDue(invoice),
      currency: this.options.currency.toUpperCase(),
      seller: this.options.seller,
      billTo: printed(view.invoiceAddress, companyName),
      shipTo: printed(view.shippingAddress),
    }
  }
}
