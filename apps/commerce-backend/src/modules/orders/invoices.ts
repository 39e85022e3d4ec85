import { EN_MESSAGES, createTranslator } from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import { addressLines } from '@shop/forms'
import { isInvoiced } from './order-views'
import type { OrderView } from './order-views'
import type { AddressRow } from '../customers'

// The invoice of an order (issue 32, item 4): its number, dates, payment terms, seller and whether
// it is paid are decided here, once; the API's PDF, the e-mails and the checkout only show them.

/** How long a buyer who pays by invoice has, counted from the invoice date: the shop's one term. */
export const PAYMENT_TERM_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/** The payment terms in the shop's one wording: "Net 30: due 30 days after the invoice date". */
export const paymentTerms = (days = PAYMENT_TERM_DAYS) =>
  t('invoice.paymentTerms', { days })

/** The seller as the invoices name it. */
export interface SellerConfig {
  name: string
  /** The postal address, one entry per printed line. */
  addressLines: string[]
  taxId: string
  email: string
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
}

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
    ? env.SELLER_ADDRESS.split(/[|\n]/)
        .map((line) => line.trim())
        .filter(Boolean)
    : DEFAULT_SELLER.addressLines
  if (address.length < 1 || address.length > 6)
    problems.push('SELLER_ADDRESS: must have 1 to 6 lines')
  if (address.some((line) => line.length > 120))
    problems.push('SELLER_ADDRESS: each line must be at most 120 characters')
  const seller = {
    name: text('SELLER_NAME', DEFAULT_SELLER.name, 120),
    addressLines: address,
    taxId: text('SELLER_TAX_ID', DEFAULT_SELLER.taxId, 60),
    email: text('SELLER_EMAIL', DEFAULT_SELLER.email, 254),
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
  currency: string
  seller: SellerConfig
  billTo: string[]
  shipTo: string[]
}

/** The address in the shop's one postal format; `company` names the buyer when it has none. */
const printed = (address: AddressRow | null, company?: string) =>
  address
    ? addressLines({ ...address, company: address.company || company })
    : company
      ? [company]
      : []

/** Who issues the invoices, and in which currency. */
export class InvoiceService {
  constructor(
    private readonly options: { seller: SellerConfig; currency: string },
  ) {}

  /**
   * The invoice of a bought order, or null for what was never bought (a cart, an order awaiting
   * approval or rejected). `companyName` names the buyer when the invoice address has no company.
   */
  invoiceOf(view: OrderView, companyName: string): InvoiceView | null {
    const { row } = view
    if (!isInvoiced(row) || !row.number || !row.placedAt) return null
    const byInvoice = view.paymentProvider?.identifier !== 'stripe'
    return {
      number: `INV-${row.number}`,
      issuedAt: row.placedAt.toISOString(),
      paymentTerms: byInvoice ? paymentTerms() : null,
      dueAt: byInvoice
        ? new Date(
            row.placedAt.getTime() + PAYMENT_TERM_DAYS * DAY_MS,
          ).toISOString()
        : null,
      // A payment is recorded with its reference (`markPaid`), for a card and a bank transfer alike.
      paid: row.paymentReference !== null,
      currency: this.options.currency.toUpperCase(),
      seller: this.options.seller,
      billTo: printed(view.invoiceAddress, companyName),
      shipTo: printed(view.shippingAddress),
    }
  }
}
