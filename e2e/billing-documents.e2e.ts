import { mkdirSync, readFileSync } from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { goTo, launchBrowser, overflow } from './browser'
import {
  ordersCommand,
  placeOnInvoice,
  shipAll,
  signInDemo,
} from './invoice-orders'

// The billing documents (decision 040), end to end: a practice's order ships and a return is
// accepted (a credit note); on the statement page, at 1366 and 390 px, the administrator downloads
// the month's statement and the credit note as PDFs that say what the backend decided.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const SHOTS = '/tmp/shots-billing-docs'
/** Clicks a download link: the saved file's text, and the content type the API answered. */
async function download(page: Page, link: Locator) {
  const href = await link.getAttribute('href')
  const type = await page.evaluate(
    async (url) => (await fetch(url!)).headers.get('content-type'),
    href,
  )
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    link.click(),
  ])
  const bytes = readFileSync((await file.path())!)
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(bytes)),
    { mergePages: true },
  )
  return {
    type,
    name: file.suggestedFilename(),
    text: text.replace(/\s+/g, ' '),
  }
}

describe('billing documents', () => {
  it(
    'downloads the month’s statement and a credit note from the statement page, at 1366 and 390 px',
    { timeout: 240_000 },
    async () => {
      mkdirSync(SHOTS, { recursive: true })
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
        acceptDownloads: true,
      })
      const page = await context.newPage()
      await signInDemo(page, 'buyer@northside-clinic.example')
      const number = await placeOnInvoice(page, 'SYR-LL-E-V5-P50', 2)
      await shipAll(number, 'LOT-DOCS')
      const returnId = await page.evaluate(async (number) => {
        const { orders } = await (await fetch('/api/account/orders')).json()
        const order = orders.find(
          (o: { number: string }) => o.number === number,
        )
        const response = await fetch('/api/account/orders/return', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            token: order.token,
            lines: [
              {
                // The line placed here: the demo buyer's cart may hold what an earlier file left.
                orderItemId: Number(
                  order.items.find(
                    (item: { product: { sku: string } }) =>
                      item.product.sku === 'SYR-LL-E-V5-P50',
                  ).id,
                ),
                quantity: 1,
                lotNumber: 'LOT-DOCS',
              },
            ],
            reason: 'DAMAGED',
          }),
        })
        const answer = await response.json()
        if (!response.ok) throw new Error(JSON.stringify(answer))
        return answer.return.id as string
      }, number)
      await ordersCommand(['accept-return', returnId, 'RMA-DOCS-1', 'Dock 4'])
      const month = new Date().toISOString().slice(0, 7)

      for (const size of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size)
        await goTo(page, '/en/shop/account/invoices')
        await page
          .getByRole('heading', { level: 1, name: 'Invoices and statement' })
          .waitFor()
        const monthly = page.getByRole('region', { name: 'Monthly statement' })
        await monthly.getByLabel('Month').selectOption(month)
        const statement = await download(
          page,
          monthly.getByRole('link', { name: /^Download the statement of / }),
        )
        expect(statement.type).toBe('application/pdf')
        expect(statement.name).toBe(`statement-${month}.pdf`)
        for (const expected of [
          'STATEMENT',
          'Northside Family Clinic',
          'Opening balance',
          number,
        ])
          expect(statement.text).toContain(expected)
        expect(statement.text).toMatch(/Credit note CN-\d{6}/)
        expect(statement.text).toContain('Closing balance (USD)')

        const credit = page
          .getByRole('link', {
            name: /^Download credit note CN-\d{6} \(PDF\)$/,
          })
          .first()
        const note = await download(page, credit)
        expect(note.type).toBe('application/pdf')
        expect(note.name).toMatch(/^credit-note-CN-\d{6}\.pdf$/)
        expect(note.text).toContain('CREDIT NOTE')
        expect(note.text).toContain(number)
        expect(note.text).toContain('Return (RMA) RMA-DOCS-1')
        expect(note.text).toContain('SYR-LL-E-V5-P50')

        expect(await overflow(page)).toBe(0)
        await page.screenshot({
          path: `${SHOTS}/statement-links-${size.width}.png`,
          fullPage: true,
        })
      }
      await context.close()
    },
  )
})
