import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { startTestBackend } from '../../test-backend'
import { usePostgresServer } from '../../test-postgres'
import { ageing, ageingBucket } from './ageing'
import {
  PaymentRefused,
  applyInvoicePayment,
  dueOn,
  invoiceNumber,
  issueInvoice,
  readInvoiceOn,
} from './billing'

const placedOrders = (db: Database) =>
  db
    .select({ id: t.orders.id, companyId: t.orders.companyId })
    .from(t.orders)
    .where(and(isNotNull(t.orders.number), isNotNull(t.orders.snapshot)))
    .orderBy(asc(t.orders.id))

describe('ageing', () => {
  const asOf = new Date('2026-06-30T23:59:00Z')
  it.each([
    ['2026-06-30', 'current'], // due today
    ['2026-07-01', 'current'],
    ['2026-06-29', '1-30'], // a day late
    ['2026-05-31', '1-30'], // 30 days
    ['2026-05-30', '31-60'], // 31 days
    ['2026-05-01', '31-60'], // 60 days
    ['2026-04-30', '61-90'], // 61 days
    ['2026-04-01', '61-90'], // 90 days
    ['2026-03-31', 'over-90'], // 91 days
  ])('an invoice due on %s is %s on 30 June', (due, bucket) => {
    expect(ageingBucket(due, asOf)).toBe(bucket)
  })

  it('adds what is still due per bucket, in cents, part payments counted', () => {
    expect(
      ageing(
        [
          { dueOn: '2026-07-10', totalCents: 10_001, paidCents: 0 },
          { dueOn: '2026-06-01', totalCents: 20_000, paidCents: 1 },
          { dueOn: '2026-01-01', totalCents: 5, paidCents: 0 },
        ],
        asOf,
      ),
    ).toEqual({
      current: 10_001,
      '1-30': 19_999,
      '31-60': 0,
      '61-90': 0,
      'over-90': 5,
      totalDue: 30_005,
    })
  })

  it('counts the due date in calendar days, across a month and a year end', () => {
    expect(dueOn(new Date('2026-01-31T23:30:00Z'), 30)).toBe('2026-03-02')
    expect(dueOn(new Date('2026-12-15T00:00:00Z'), 30)).toBe('2027-01-14')
  })

  it('reads INVOICE_ON, shipped by default', () => {
    expect(readInvoiceOn({})).toBe('shipped')
    expect(readInvoiceOn({ INVOICE_ON: 'placed' })).toBe('placed')
    expect(() => readInvoiceOn({ INVOICE_ON: 'paid' })).toThrow(/INVOICE_ON/)
  })
})

describe('invoices (embedded database)', () => {
  let backend: Awaited<ReturnType<typeof startTestBackend>>['backend']
  let db: Database

  beforeAll(async () => {
    ;({ backend } = await startTestBackend())
    db = backend.database.db
  }, 120_000)
  afterAll(() => backend?.close())

  it('issues once per order, due after the practice terms, and takes part and full payments', async () => {
    const [first, second] = await placedOrders(db)
    if (!first || !second) throw new Error('the demo data has no placed orders')
    await db
      .insert(t.billingTerms)
      .values({ companyId: second.companyId, termDays: 60 })
      .onConflictDoUpdate({
        target: t.billingTerms.companyId,
        set: { termDays: 60 },
      })
    const issuedAt = new Date('2026-03-01T12:00:00Z')
    const a = await db.transaction((tx) => issueInvoice(tx, first.id, issuedAt))
    const again = await db.transaction((tx) => issueInvoice(tx, first.id))
    expect(again.number).toBe(a.number)
    expect(a.totalCents).toBe(a.netCents + a.taxCents)
    if (first.companyId !== second.companyId) expect(a.dueOn).toBe('2026-03-31')
    const b = await db.transaction((tx) =>
      issueInvoice(tx, second.id, issuedAt),
    )
    expect(b.number).toBe(a.number + 1)
    expect(b.dueOn).toBe('2026-04-30')
    expect(invoiceNumber(b.number)).toMatch(/^INV-0000\d\d$/)

    const part = await db.transaction((tx) => applyInvoicePayment(tx, a.id, 1))
    expect(part).toMatchObject({ state: 'OPEN', paidCents: 1 })
    await expect(
      db.transaction((tx) => applyInvoicePayment(tx, a.id, a.totalCents)),
    ).rejects.toThrow(PaymentRefused)
    await expect(
      db.transaction((tx) => applyInvoicePayment(tx, a.id, 0.5)),
    ).rejects.toThrow(PaymentRefused)
    const paid = await db.transaction((tx) =>
      applyInvoicePayment(tx, a.id, a.totalCents - 1),
    )
    expect(paid).toMatchObject({ state: 'PAID', paidCents: a.totalCents })
    expect(paid.paidAt).not.toBeNull()
  })
})

// Gap-free numbering where it matters: many connections issuing at once on a Postgres server,
// some of whose transactions roll back after taking a number.
describe('invoice numbers on a Postgres server', () => {
  const postgres = usePostgresServer('shop-invoices-test', [{}])

  it('numbers concurrent invoices 1, 2, 3, … with no gap when some roll back', async () => {
    const { backend } = postgres.backends[0]!
    const { db } = backend.database
    expect(backend.database.kind).toBe('postgres')
    const orders = await placedOrders(db)
    expect(orders.length).toBeGreaterThanOrEqual(6)
    const results = await Promise.allSettled(
      orders.map((order, index) =>
        db.transaction(async (tx) => {
          const invoice = await issueInvoice(tx, order.id)
          // Every third issuer fails after numbering, as a failed shipment would.
          if (index % 3 === 2) throw new Error('rolled back')
          return invoice
        }),
      ),
    )
    const committed = results.filter((r) => r.status === 'fulfilled').length
    const numbers = (
      await db.select({ number: t.invoices.number }).from(t.invoices)
    )
      .map((r) => r.number)
      .sort((x, y) => x - y)
    expect(numbers).toEqual(Array.from({ length: committed }, (_, i) => i + 1))
    const [counter] = await db
      .select()
      .from(t.documentNumbers)
      .where(eq(t.documentNumbers.kind, 'invoice'))
    expect(counter?.last).toBe(committed)
  }, 60_000)
})
