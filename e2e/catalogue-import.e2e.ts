import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, overflow, waitForHydration } from './browser'

// A distributor loads its own products while the shop runs (issue 33): a CSV saved by a
// spreadsheet (byte-order mark, CRLF, quoted commas), then a JSON Lines file from its system that
// changes a price and retires a product; the pages show it at 1366 and at 390 pixels.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const command = fileURLToPath(
  new URL(
    '../apps/commerce-backend/scripts/catalogue-import.mjs',
    import.meta.url,
  ),
)
const dir = mkdtempSync(join(tmpdir(), 'catalogue-import-e2e-'))

function importFile(name: string, content: string | Buffer, ...args: string[]) {
  const path = join(dir, name)
  writeFileSync(path, content)
  return promisify(execFile)(process.execPath, [command, path, ...args], {
    env: {
      ...process.env,
      COMMERCE_URL: inject('commerceUrl'),
      COMMERCE_SERVICE_SECRET: inject('serviceSecret'),
      OPERATOR_KEY: '',
    },
  })
}

const CATEGORY = '/en/shop/diagnostics/instruments/tongue-depressors'
const SPREADSHEET = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from(
    [
      'sku,name,description,category_path,attributes,price,unit,pack_size,stock,backorder,status,image',
      'E2E-TNG-150,"Tongue depressors, wooden, 6""","Birch, smooth edges, sterile",diagnostics/instruments/tongue-depressors,"Material: Birch",4.90,box,100,500,no,active,media/strip-b54708.svg',
      'E2E-TNG-114,"Tongue depressors, junior","Birch, 4.5"" long",diagnostics/instruments/tongue-depressors,Material: Birch,3.90,box,100,80,no,active,media/strip-b54708.svg',
      '',
    ].join('\r\n'),
  ),
])
const SYSTEM = [
  { sku: 'E2E-TNG-150', price: 5.25 },
  { sku: 'E2E-TNG-114', status: 'discontinued', replaced_by: 'E2E-TNG-150' },
]
  .map((row) => JSON.stringify(row))
  .join('\n')

async function open(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({
    viewport: width < 500 ? { width, height: 844 } : { width, height: 900 },
  })
  await page.goto(`${inject('shopUrl')}${path}`)
  await waitForHydration(page)
  return page
}

describe('a catalogue import while the shop runs', () => {
  it(
    'loads a spreadsheet CSV, then a JSON Lines price change and retirement, seen in the pages',
    { timeout: 240_000 },
    async () => {
      const dry = await importFile('catalogue.csv', SPREADSHEET, '--dry-run')
      expect(dry.stdout).toContain(
        'Dry run, nothing changed: 2 rows: 2 new, 0 changed, 0 unchanged, 0 discontinued.',
      )
      const loaded = await importFile('catalogue.csv', SPREADSHEET)
      expect(loaded.stdout).toContain('Imported: 2 rows: 2 new')
      expect(loaded.stdout).toContain(
        'New categories: diagnostics/instruments/tongue-depressors',
      )

      for (const width of [1366, 390]) {
        // The new category lists both, at once.
        const listing = await open(CATEGORY, width)
        await expect
          .poll(() =>
            listing
              .getByText('Tongue depressors, wooden, 6"')
              .first()
              .isVisible(),
          )
          .toBe(true)
        expect(
          await listing.getByText('Tongue depressors, junior').count(),
        ).toBeGreaterThan(0)
        expect(await overflow(listing)).toBe(0)
        await listing.screenshot({
          path: `/tmp/shots-cat-import/category-${width}.png`,
          fullPage: true,
        })
        await listing.close()
      }

      // A wrong file changes nothing and names its line.
      await expect(
        importFile('wrong.jsonl', '{"sku":"E2E-TNG-150","price":"5,25"}\n'),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          'line 1, column price: must be an amount',
        ),
      })

      const changed = await importFile('system.jsonl', SYSTEM)
      expect(changed.stdout).toContain(
        'Imported: 2 rows: 0 new, 2 changed, 0 unchanged, 1 discontinued.',
      )

      for (const width of [1366, 390]) {
        // Product pages are for signed-in buyers.
        const context = await browser.newContext({
          viewport:
            width < 500 ? { width, height: 844 } : { width, height: 900 },
        })
        const signIn = await context.newPage()
        await signIn.goto(`${inject('shopUrl')}/en/auth/login`)
        await waitForHydration(signIn)
        await signIn
          .getByLabel('Email address')
          .fill('buyer@northside-clinic.example')
        await signIn.getByLabel('Password').fill('demo1234')
        await signIn.getByRole('button', { name: 'Sign in' }).click()
        await signIn.waitForURL((at) => at.pathname === '/en/shop')
        const open = async (path: string) => {
          const page = await context.newPage()
          await page.goto(`${inject('shopUrl')}${path}`)
          await waitForHydration(page)
          return page
        }
        const product = await open('/en/shop/products/E2E-TNG-150')
        await expect
          .poll(
            async () => {
              await product.reload()
              await waitForHydration(product)
              return product.locator('main').innerText()
            },
            { timeout: 60_000, interval: 2_000 },
          )
          .toContain('$5.25')
        expect(await overflow(product)).toBe(0)
        await product.screenshot({
          path: `/tmp/shots-cat-import/product-${width}.png`,
          fullPage: true,
        })
        await product.close()

        // The retired product is no longer sold: its page says so, offers no way to buy it, and
        // the cart refuses it when asked all the same.
        const retired = await open('/en/shop/products/E2E-TNG-114')
        await expect
          .poll(() => retired.locator('main').innerText(), { timeout: 20_000 })
          .toMatch(/This product is discontinued/)
        await retired
          .getByText('No longer sold: it cannot be added to the cart.')
          .waitFor()
        expect(
          await retired
            .getByRole('button', { name: 'Add to cart' })
            .first()
            .isDisabled(),
        ).toBe(true)
        const { product: old } = await (
          await context.request.get(
            `${inject('shopUrl')}/api/shop/products/E2E-TNG-114`,
          )
        ).json()
        const refused = await context.request.post(
          `${inject('shopUrl')}/api/shop/cart/add`,
          {
            headers: { origin: inject('shopUrl') },
            data: { token: '', productId: Number(old.id), quantity: 1 },
          },
        )
        expect(refused.status()).toBe(400)
        expect(JSON.stringify(await refused.json())).toContain(
          'This product is no longer sold.',
        )
        expect(await overflow(retired)).toBe(0)
        await retired.screenshot({
          path: `/tmp/shots-cat-import/retired-${width}.png`,
          fullPage: true,
        })
        await context.close()
      }
    },
  )
})
