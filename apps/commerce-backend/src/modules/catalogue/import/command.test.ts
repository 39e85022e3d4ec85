import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { rowsOf } from '../catalogue-shared'
import { TEST_SERVICE_SECRET } from '../../../test-backend'
import { backend, url, useTestShop } from '../../../test-shop'

// `npm run catalogue:import -- FILE [--dry-run]` and the operator API behind it.
useTestShop()

const run = promisify(execFile)
const script = fileURLToPath(
  new URL('../../../../scripts/catalogue-import.mjs', import.meta.url),
)
const dir = mkdtempSync(join(tmpdir(), 'catalogue-import-'))
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}
const env = () => ({
  ...process.env,
  COMMERCE_URL: `${url}/graphql/commerce`,
  COMMERCE_SERVICE_SECRET: TEST_SERVICE_SECRET,
  OPERATOR_KEY: '',
})
const price = async (sku: string) =>
  Number(
    rowsOf<{ price: number }>(
      await backend.database.db.execute(
        sql`select price from products where sku = ${sku}`,
      ),
    )[0]?.price,
  )
const operator = (path: string, init: RequestInit = {}) =>
  fetch(`${url}/operator/v1${path}`, {
    ...init,
    headers: { 'x-service-secret': TEST_SERVICE_SECRET, ...init.headers },
  })

it(
  'dry-runs, refuses a bad file naming its lines, then imports, audited',
  { timeout: 60_000 },
  async () => {
    const sku = 'MSK-IIR-E-BLUE-P50'
    const before = await price(sku)
    const good = file('prices.csv', `sku,price\r\n${sku},7.77\r\n`)
    const dry = await run(process.execPath, [script, good, '--dry-run'], {
      env: env(),
    })
    expect(dry.stdout).toContain(
      'Dry run, nothing changed: 1 rows: 0 new, 1 changed, 0 unchanged, 0 discontinued.',
    )
    expect(await price(sku)).toBe(before)

    const bad = file(
      'bad.csv',
      `sku,price\r\n${sku},7.77\r\nMSK-IIR-E-WHITE-P50,$5\r\n`,
    )
    await expect(
      run(process.execPath, [script, bad], { env: env() }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'line 3, column price: must be an amount in US dollars like 12.50',
      ),
    })
    expect(await price(sku)).toBe(before)

    const done = await run(process.execPath, [script, good], { env: env() })
    expect(done.stdout).toContain('Imported: 1 rows: 0 new, 1 changed')
    expect(await price(sku)).toBe(777)
    const audit = rowsOf<{ action: string; actor: string }>(
      await backend.database.db.execute(
        sql`select action, actor from operator_audit where action = 'catalogue.import'`,
      ),
    )
    expect(audit).toHaveLength(1)

    await expect(
      run(process.execPath, [script], { env: env() }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) })
  },
)

it('exports the catalogue as a CSV that imports again unchanged', async () => {
  const exported = await operator('/catalogue/export')
  expect(exported.status).toBe(200)
  expect(exported.headers.get('content-type')).toMatch(/^text\/csv/)
  const text = await exported.text()
  expect(text.split('\n')[0]).toBe(
    'sku,name,description,category_path,attributes,price,unit,pack_size,min_quantity,quantity_increment,max_quantity,stock,lead_time_days,backorder,restock_date,status,replaced_by,image,gtin,tax_class',
  )
  const again = await operator('/catalogue/imports?dryRun=true', {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: text,
  })
  const summary = (await again.json()) as Record<string, unknown>
  expect(again.status).toBe(200)
  expect(summary).toMatchObject({ new: 0, changed: 0, attributesCreated: [] })
  expect(summary.unchanged).toBeGreaterThan(300)
})

it('answers a wrong type 415, a bad flag 400 and a key without the scope 403', async () => {
  const post = (path: string, type: string, headers = {}) =>
    operator(path, {
      method: 'POST',
      headers: { 'content-type': type, ...headers },
      body: 'sku,price\n',
    })
  expect((await post('/catalogue/imports', 'application/pdf')).status).toBe(415)
  const flag = await post('/catalogue/imports?dryRun=maybe', 'text/csv')
  expect(flag.status).toBe(400)
  const created = await operator('/keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'prices only', scopes: ['prices'] }),
  })
  const { key } = (await created.json()) as { key: string }
  const refused = await fetch(`${url}/operator/v1/catalogue/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
    body: 'sku,price\n',
  })
  expect(refused.status).toBe(403)
})
