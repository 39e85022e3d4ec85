import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import type { DatabaseHandle } from '../../db/client'
import * as t from '../../db/schema'
import { readCertificate } from './exemptions'
import { RateTableProvider } from './rate-table'
import { TaxService } from './tax'

let handle: DatabaseHandle
let tax: TaxService
let companyId = 0
let customerId = 0

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' })
  const db = handle.db
  tax = new TaxService(db, new RateTableProvider())
  await db.insert(t.taxRates).values([
    {
      state: 'NY',
      zipPrefix: '',
      rate: '4',
      ratePpm: 40_000,
      name: 'New York State',
    },
    {
      state: 'NY',
      zipPrefix: '100',
      rate: '8.875',
      ratePpm: 88_750,
      name: 'New York City',
    },
    {
      state: 'NJ',
      zipPrefix: '',
      rate: '6.625',
      ratePpm: 66_250,
      name: 'New Jersey',
    },
  ])
  const [company] = await db
    .insert(t.companies)
    .values({ name: 'Exempt Clinic', npiNumber: '1234567893' })
    .returning()
  companyId = company!.id
  const [customer] = await db
    .insert(t.customers)
    .values({
      companyId,
      roles: ['administrator'],
      email: 'clerk@exempt.example',
      passwordHash: 'x',
      firstname: 'Ana',
      lastname: 'Lee',
    })
    .returning()
  customerId = customer!.id
}, 60_000)
afterAll(() => handle?.close())

const certificate = (
  state: string,
  expiresOn: string,
  status: 'pending' | 'accepted' | 'refused',
) =>
  handle.db.insert(t.exemptionCertificates).values({
    companyId,
    state,
    number: `EX-${state}-${expiresOn}`,
    expiresOn,
    status,
    fileName: 'certificate.pdf',
    pdf: Buffer.from('%PDF-1.4'),
    uploadedBy: customerId,
  })

const lines = [
  { key: '1', taxClass: 'standard', amountCents: 1000 },
  { key: '2', taxClass: 'standard', amountCents: 200 },
]
const request = (state: string, zip: string, at: string) => ({
  shipTo: { state, zip, country: 'US' },
  lines,
  companyId,
  at: new Date(at),
})

describe('taxFor', () => {
  it('taxes by the ship-to address, each line rounded, summed per jurisdiction', async () => {
    const result = await tax.taxFor(
      request('NY', '10001', '2026-06-01T12:00:00Z'),
    )
    // 88.75 → 89 and 17.75 → 18 cents.
    expect(result.lines).toEqual([
      { key: '1', amount: 89 },
      { key: '2', amount: 18 },
    ])
    expect(result.amount).toBe(107)
    expect(result.breakdown).toEqual([
      { name: 'New York City', rate: '8.875%', amount: 107 },
    ])
    expect(result.exemption).toBeNull()
  })

  it('removes the tax with an accepted certificate for the ship-to state, to its last day only', async () => {
    await certificate('NY', '2026-06-30', 'accepted')
    await certificate('NJ', '2027-12-31', 'pending')
    const lastDay = await tax.taxFor(
      request('NY', '10001', '2026-06-30T23:59:00Z'),
    )
    expect(lastDay.amount).toBe(0)
    expect(lastDay.lines.map((l) => l.amount)).toEqual([0, 0])
    expect(lastDay.exemption?.number).toBe('EX-NY-2026-06-30')
    // The day after it expired, and in another state, the tax is back.
    expect(
      (await tax.taxFor(request('NY', '10001', '2026-07-01T00:00:00Z'))).amount,
    ).toBe(107)
    // A certificate not yet accepted exempts nothing.
    const pending = await tax.taxFor(
      request('NJ', '07030', '2026-06-01T12:00:00Z'),
    )
    expect(pending.exemption).toBeNull()
    expect(pending.amount).toBe(66 + 13)
  })

  it('taxes nothing where the rate table has no row (another state, another country)', async () => {
    expect(
      (await tax.taxFor(request('IL', '60614', '2026-06-01T12:00:00Z'))).amount,
    ).toBe(0)
    const canada = await tax.taxFor({
      ...request('NY', '10001', '2026-06-01T12:00:00Z'),
      shipTo: { state: 'ON', zip: 'K1A 0B1', country: 'CA' },
    })
    expect(canada.amount).toBe(0)
  })
})

describe('an uploaded certificate', () => {
  const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n').toString('base64')
  const input = {
    state: 'ny',
    number: 'EX-1',
    expiresOn: '2027-01-31',
    fileName: 'cert.pdf',
    pdfBase64: pdf,
  }
  const violations = (changes: Partial<typeof input>) => {
    try {
      readCertificate({ ...input, ...changes }, '2026-06-01')
      return []
    } catch (error) {
      return (
        error as {
          result: { violations: { propertyPath: string; message: string }[] }
        }
      ).result.violations
    }
  }

  it('is taken as a PDF of a US state that has not expired', () => {
    expect(readCertificate(input, '2026-06-01').subarray(0, 5).toString()).toBe(
      '%PDF-',
    )
  })

  it('is refused when it is not a PDF, over 5 MB, expired or of no state', () => {
    expect(
      violations({ pdfBase64: Buffer.from('GIF89a').toString('base64') }),
    ).toEqual([{ propertyPath: 'file', message: 'The file is not a PDF.' }])
    expect(
      violations({
        pdfBase64: Buffer.concat([
          Buffer.from('%PDF-'),
          Buffer.alloc(5 * 1024 * 1024),
        ]).toString('base64'),
      }).map((v) => v.propertyPath),
    ).toEqual(['file'])
    expect(violations({ expiresOn: '2026-05-31' })).toEqual([
      { propertyPath: 'expiresOn', message: 'This certificate has expired.' },
    ])
    expect(
      violations({ expiresOn: '2026-02-30' }).map((v) => v.propertyPath),
    ).toEqual(['expiresOn'])
    expect(violations({ state: 'ZZ' }).map((v) => v.propertyPath)).toEqual([
      'state',
    ])
  })
})
