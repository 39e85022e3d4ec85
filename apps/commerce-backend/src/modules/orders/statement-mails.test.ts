import { CartDocument } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { hashPassword } from '../../auth/passwords'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  mailTo,
  newBuyer,
  newProduct,
  shipAll,
  useTestShop,
} from '../../test-shop'

// The monthly statement e-mail (decision 040): on the 1st, last month's, to the practice's
// administrators, once however often the job runs.
useTestShop()

describe('the monthly statement e-mail', { timeout: 90_000 }, () => {
  it('goes to each administrator once, with an absolute link to the month’s PDF', async () => {
    const buyer = await newBuyer('statement-mail')
    const product = await newProduct('TEST-STMT-MAIL', 4_200)
    const { cart } = await commerce.request(
      CartDocument,
      {},
      { token: buyer.token },
    )
    cartOf(await add(buyer.token, cart.token, product.id, 1))
    const placed = cartOf(
      await checkout(buyer.token, cart.token, buyer.address.id),
    )
    await shipAll(placed.number!, 'LOT-STMT-MAIL')
    // Issued in October; the job runs on the 1st of November.
    const db = backend.database.db
    const [order] = await db
      .select()
      .from(t.orders)
      .where(eq(t.orders.token, placed.token))
    await db
      .update(t.invoices)
      .set({ issuedAt: new Date('2026-10-15T10:00:00Z') })
      .where(eq(t.invoices.orderId, order!.id))
    // A plain buyer of the practice sees no billing: no statement for them.
    const plain = `statement-mail-buyer-${Date.now()}@buyers.example`
    await db.insert(t.customers).values({
      companyId: buyer.companyId,
      roles: ['buyer'],
      email: plain,
      passwordHash: await hashPassword('buyer-pass-1'),
      firstname: 'Plain',
      lastname: 'Buyer',
      emailVerifiedAt: new Date(),
    })

    const first = new Date('2026-11-01T06:00:00Z')
    const runs = await Promise.all([
      backend.services.statementMails.sendMonthly(first),
      backend.services.statementMails.sendMonthly(first),
    ])
    await backend.services.statementMails.sendMonthly(first)
    // Two runs at once and a third later: the practice was sent to once.
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1)
    const sent = (await mailTo(buyer.email)).filter(
      (m) => m.kind === 'monthly-statement',
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toBe(
      'Your Clinic Supply statement for October 2026',
    )
    expect(sent[0]!.text).toContain('Closing balance')
    expect(sent[0]!.text).toContain(
      'http://localhost:3000/api/account/statement.pdf?month=2026-10',
    )
    expect(await mailTo(plain)).toEqual([])
    const [row] = await db
      .select()
      .from(t.statementMails)
      .where(eq(t.statementMails.companyId, buyer.companyId))
    expect(row!.month).toBe('2026-10')
  })
})
