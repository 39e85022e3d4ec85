import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  backend,
  cartOf,
  checkout,
  newBuyer,
  newProduct,
  url,
  useTestShop,
} from '../../test-shop'

// `npm run invoices -- …` against a running backend: terms, a listed invoice, a transfer in part
// and the rest. INVOICE_ON=placed, so placing issues the invoice.
useTestShop({ invoiceOn: 'placed' })

const run = promisify(execFile)
const script = fileURLToPath(
  new URL('../../../scripts/invoices.mjs', import.meta.url),
)
const invoices = (args: string[]) =>
  run(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      COMMERCE_URL: `${url}/graphql/commerce`,
      COMMERCE_SERVICE_SECRET: TEST_SERVICE_SECRET,
    },
  })

async function refused(args: string[]) {
  try {
    await invoices(args)
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string }
    return { code, stderr }
  }
  throw new Error('the command succeeded')
}

it(
  'sets terms with a credit limit in dollars, lists an invoice and records a transfer in part and in full',
  { timeout: 90_000 },
  async () => {
    const buyer = await newBuyer('invoices-cli')
    const npi = `8${String(Date.now()).slice(-9)}`
    await backend.database.db
      .update(t.companies)
      .set({ npiNumber: npi })
      .where(eq(t.companies.id, buyer.companyId))
    const terms = await invoices([
      'terms',
      npi,
      '--days',
      '45',
      '--credit-limit',
      '1250.1',
    ])
    expect(terms.stdout).toBe(`${npi}: Net 45, credit limit $1250.10.\n`)
    const [row] = await backend.database.db
      .select()
      .from(t.billingTerms)
      .where(eq(t.billingTerms.companyId, buyer.companyId))
    expect(row).toMatchObject({ termDays: 45, creditLimitCents: 125_010 })

    const product = await newProduct('CLI-INVOICED', 1_000)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 1))
    cartOf(await checkout(buyer.token, buyer.cart.token, buyer.address.id))
    const [invoice] = await backend.database.db
      .select()
      .from(t.invoices)
      .where(eq(t.invoices.companyId, buyer.companyId))
    const number = `INV-${String(invoice!.number).padStart(6, '0')}`
    const total = invoice!.totalCents

    const listed = await invoices(['list', '--state', 'OPEN'])
    expect(listed.stdout).toContain(`${number}\tOPEN`)

    // 0.07 dollars is 7 cents exactly (0.07 * 100 is 7.000000000000001 in floating point).
    const part = await invoices(['pay', number, '--amount', '0.07'])
    expect(part.stdout).toContain(`${number}\tOPEN`)
    const [afterPart] = await backend.database.db
      .select()
      .from(t.invoices)
      .where(eq(t.invoices.id, invoice!.id))
    expect(afterPart!.paidCents).toBe(7)

    expect(
      await refused(['pay', number, '--amount', String(total)]),
    ).toMatchObject({ code: 1 })
    expect(await refused(['pay', number, '--amount', '1.234'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('at most two decimals'),
    })
    const rest = await invoices(['pay', number])
    expect(rest.stdout).toContain(`${number}\tPAID`)
    expect(await refused(['nonsense'])).toMatchObject({ code: 2 })
  },
)
