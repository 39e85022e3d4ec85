import { asc, eq } from 'drizzle-orm'
import * as t from '../../db/schema'
import {
  OperatorError,
  defineOperatorRoute,
  readJson,
  recordAudit,
} from '../operators'
import {
  PaymentRefused,
  amountDue,
  applyInvoicePayment,
  invoiceNumber,
} from './billing'
import type { InvoiceRow } from './billing'

// The distributor's accounts team (decision 037): list invoices, record a bank transfer, set a
// practice's terms and credit limit; every change is audited with the key that made it.

const answerOf = (invoice: InvoiceRow) => ({
  number: invoiceNumber(invoice.number),
  companyId: invoice.companyId,
  issuedAt: invoice.issuedAt.toISOString(),
  dueOn: invoice.dueOn,
  totalCents: invoice.totalCents,
  taxCents: invoice.taxCents,
  paidCents: invoice.paidCents,
  dueCents: amountDue(invoice),
  state: invoice.state,
})

/** `INV-000042` or `42`: the invoice's number, or null for anything else. */
const parseNumber = (text: string) => {
  const match = /^(?:INV-)?(\d{1,9})$/i.exec(text.trim())
  return match ? Number(match[1]) : null
}

const body = async (req: Parameters<typeof readJson>[0], shape: string) => {
  const value = await readJson(req)
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new OperatorError(400, `Send ${shape}.`)
  return value as Record<string, unknown>
}

const wholeNumber = (
  value: unknown,
  field: string,
  min: number,
  max: number,
) => {
  if (
    !Number.isSafeInteger(value) ||
    (value as number) < min ||
    (value as number) > max
  )
    throw new OperatorError(400, 'The input is not valid.', [
      {
        propertyPath: field,
        message: `${field} must be a whole number from ${min} to ${max}.`,
      },
    ])
  return value as number
}

/** `/operator/v1/invoices` and `/operator/v1/companies/:npi/billing` (scope `invoices`). */
export const invoiceOperatorRoutes = () => [
  defineOperatorRoute({
    method: 'GET',
    path: '/invoices',
    scope: 'invoices',
    handle: async ({ db, query }) => {
      const state = query.get('state')
      if (state !== null && state !== 'OPEN' && state !== 'PAID')
        throw new OperatorError(400, 'state is OPEN or PAID.')
      const rows = await db
        .select()
        .from(t.invoices)
        .where(state ? eq(t.invoices.state, state) : undefined)
        .orderBy(asc(t.invoices.number))
      return { status: 200, body: { invoices: rows.map(answerOf) } }
    },
  }),
  defineOperatorRoute({
    method: 'POST',
    path: '/invoices/:number/payments',
    scope: 'invoices',
    handle: async ({ db, params, req, operator }) => {
      const number = parseNumber(params.number)
      const input = await body(
        req,
        '{ amountCents } (leave it out to pay what is due)',
      )
      const invoice = await db.transaction(async (tx) => {
        const [found] = number
          ? await tx
              .select()
              .from(t.invoices)
              .where(eq(t.invoices.number, number))
          : []
        if (!found) throw new OperatorError(404, 'The invoice was not found.')
        const cents =
          input.amountCents === undefined
            ? amountDue(found)
            : wholeNumber(
                input.amountCents,
                'amountCents',
                1,
                Number.MAX_SAFE_INTEGER,
              )
        try {
          const paid = await applyInvoicePayment(tx, found.id, cents)
          await recordAudit(tx, operator, {
            action: 'invoices.payment',
            subject: invoiceNumber(paid.number),
            details: { amountCents: cents, state: paid.state },
          })
          return paid
        } catch (error) {
          if (error instanceof PaymentRefused)
            throw new OperatorError(409, error.message)
          throw error
        }
      })
      return { status: 200, body: { invoice: answerOf(invoice) } }
    },
  }),
  defineOperatorRoute({
    method: 'PUT',
    path: '/companies/:npi/billing',
    scope: 'invoices',
    handle: async ({ db, params, req, operator }) => {
      const input = await body(req, '{ termDays, creditLimitCents }')
      const termDays = wholeNumber(input.termDays, 'termDays', 0, 365)
      const creditLimitCents =
        input.creditLimitCents === null || input.creditLimitCents === undefined
          ? null
          : wholeNumber(
              input.creditLimitCents,
              'creditLimitCents',
              0,
              Number.MAX_SAFE_INTEGER,
            )
      const terms = await db.transaction(async (tx) => {
        const found = await tx
          .select()
          .from(t.companies)
          .where(eq(t.companies.npiNumber, params.npi))
        const [company] = found
        if (!company) throw new OperatorError(404, 'The company was not found.')
        if (found.length > 1)
          throw new OperatorError(
            409,
            `Several companies have NPI ${params.npi}.`,
          )
        const values = { companyId: company.id, termDays, creditLimitCents }
        await tx
          .insert(t.billingTerms)
          .values(values)
          .onConflictDoUpdate({
            target: t.billingTerms.companyId,
            set: { termDays, creditLimitCents, updatedAt: new Date() },
          })
        await recordAudit(tx, operator, {
          action: 'invoices.terms',
          subject: company.npiNumber,
          details: { termDays, creditLimitCents },
        })
        return { npi: company.npiNumber, termDays, creditLimitCents }
      })
      return { status: 200, body: { terms } }
    },
  }),
]
