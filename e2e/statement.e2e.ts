import { mkdirSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { goTo, launchBrowser, overflow } from './browser'
import {
  ordersCommand,
  placeOnInvoice,
  shipAll,
  signInDemo,
} from './invoice-orders'

// The statement (issue 36), end to end: a practice orders twice on invoice terms, the distributor
// ships both with `npm run orders` (which issues the invoices, INVOICE_ON=shipped), and the
// practice's administrator sees both on the statement, with their ageing, on a desktop and a phone;
// a return the distributor accepts gives a credit note that lowers the amount due.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

// SHOTS_DIR: where to keep the screenshots (one directory per engineer on a shared machine).
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-statement'

describe('the statement', () => {
  it(
    'shows the administrator both shipped orders’ invoices with their ageing, at 1366 and 390 px',
    { timeout: 180_000 },
    async () => {
      mkdirSync(SHOTS, { recursive: true })
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
      })
      const page = await context.newPage()
      await signInDemo(page, 'buyer@northside-clinic.example')
      const numbers = [
        await placeOnInvoice(page, 'SYR-LL-E-V5-P50', 3),
        await placeOnInvoice(page, 'GLV-NIT-E-NITRILE-M-BLUE-P100', 2),
      ]
      for (const [n, number] of numbers.entries())
        await shipAll(number, `LOT-STMT-${n}`)

      await goTo(page, '/en/shop/account')
      await page
        .getByRole('navigation', { name: 'Your account' })
        .getByRole('link', { name: 'Invoices' })
        .click()
      await page
        .getByRole('heading', { level: 1, name: 'Invoices and statement' })
        .waitFor()
      for (const number of numbers) {
        const card = page.locator('li', {
          has: page.getByRole('link', { name: number }),
        })
        await card.getByText('Open', { exact: true }).waitFor()
        await card.getByText('Current', { exact: true }).waitFor()
      }
      const summary = page.getByRole('region', { name: 'Total due' })
      expect(await summary.getByText('Current').isVisible()).toBe(true)
      expect(await summary.getByText('Over 90 days late').isVisible()).toBe(
        true,
      )
      expect(await overflow(page)).toBe(0)
      await page.screenshot({
        path: `${SHOTS}/statement-1366.png`,
        fullPage: true,
      })

      // A return of one unit of the first order, accepted: its credit note lowers what is due.
      const balanceDue = () =>
        page.evaluate(
          async () =>
            (await (await fetch('/api/account/statement')).json())
              .balanceDue as number,
        )
      const before = await balanceDue()
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
                orderItemId: Number(order.items[0].id),
                quantity: 1,
                lotNumber: 'LOT-STMT-0',
              },
            ],
            reason: 'DAMAGED',
          }),
        })
        const answer = await response.json()
        if (!response.ok) throw new Error(JSON.stringify(answer))
        return answer.return.id as string
      }, numbers[0]!)
      await ordersCommand([
        'accept-return',
        returnId,
        'RMA-STMT-1',
        'Send it to the returns dock',
      ])
      expect(await balanceDue()).toBeLessThan(before)
      await goTo(page, '/en/shop/account/invoices')
      await page
        .getByRole('heading', { level: 3, name: /^CN-\d{6}$/ })
        .waitFor()
      expect(await overflow(page)).toBe(0)
      await page.screenshot({
        path: `${SHOTS}/statement-credit-1366.png`,
        fullPage: true,
      })

      await page.setViewportSize({ width: 390, height: 844 })
      await goTo(page, '/en/shop/account/invoices')
      await page
        .getByRole('heading', { level: 1, name: 'Invoices and statement' })
        .waitFor()
      expect(await overflow(page)).toBe(0)
      await page.screenshot({
        path: `${SHOTS}/statement-390.png`,
        fullPage: true,
      })
      await context.close()
    },
  )

  it(
    'lets the clerk pay one invoice by card and see it paid; a declined card changes nothing, at 1366 and 390 px',
    { timeout: 300_000 },
    async () => {
      mkdirSync(SHOTS, { recursive: true })
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
      })
      const page = await context.newPage()
      await signInDemo(page, 'orders@lakeview-practice.example')
      // Many invoices: four orders on invoice terms, shipped.
      const skus = [
        'TST-GLU-E-P50',
        'NDL-E-G23-L25-P100',
        'GLV-NIT-P-NITRILE-L-BLUE-P200',
        'SYR-LL-E-V5-P50',
      ]
      for (const [n, sku] of skus.entries())
        await shipAll(await placeOnInvoice(page, sku, 1), `LOT-PAY-${n}`)
      const statement = () =>
        page.evaluate(
          async () =>
            (await (await fetch('/api/account/statement')).json()) as {
              asOf: string
              totalDue: number
              invoices: { number: string; state: string; due: number }[]
            },
        )
      const dialog = page.getByRole('dialog', { name: 'Pay invoices by card' })

      /** Chooses the oldest open invoice and pays it with the card `choose` picks or adds. */
      async function payOne(choose: () => Promise<void>, shot: string) {
        const before = await statement()
        const invoice = before.invoices
          .filter((i) => i.state === 'OPEN')
          .at(-1)!
        await goTo(page, '/en/shop/account/invoices')
        await page.getByLabel(`Pay ${invoice.number}`).check()
        await page
          .getByRole('button', { name: /^Pay \$[\d.,]+ by card$/ })
          .click()
        await dialog.waitFor()
        await choose()
        expect(await overflow(page)).toBe(0)
        await page.screenshot({ path: `${SHOTS}/${shot}.png` })
        await dialog
          .getByRole('button', { name: /^Pay \$[\d.,]+ by card$/ })
          .click()
        return { before, invoice }
      }

      // A declined card: the payment fails, says so, and the statement is as it was.
      const declined = await payOne(async () => {
        await dialog.getByLabel('Card number').fill('4000 0000 0000 9995')
        await dialog.getByRole('button', { name: 'Save card' }).click()
        await expect
          .poll(() =>
            dialog
              .getByRole('radio', { name: 'Visa ending in 9995' })
              .isChecked(),
          )
          .toBe(true)
      }, 'pay-dialog-1366')
      await dialog
        .getByRole('alert')
        .getByText(/^The payment failed: Your card has insufficient funds/)
        .waitFor()
      // Only the time it was drawn up differs.
      expect(await statement()).toEqual({
        ...declined.before,
        asOf: expect.any(String),
      })
      await dialog.getByRole('button', { name: 'Close' }).click()

      // A good card: the invoice is paid and the total due drops by what it had due.
      const paid = await payOne(async () => {
        await dialog.getByRole('button', { name: 'Use a new card' }).click()
        await dialog.getByLabel('Card number').fill('4242 4242 4242 4242')
        await dialog.getByRole('button', { name: 'Save card' }).click()
        await expect
          .poll(() =>
            dialog
              .getByRole('radio', { name: 'Visa ending in 4242' })
              .isChecked(),
          )
          .toBe(true)
      }, 'pay-dialog-filled-1366')
      await page
        .getByRole('status')
        .getByText(`Payment received: ${paid.invoice.number} paid.`)
        .waitFor()
      const card = page.locator('li', {
        has: page.getByRole('heading', { name: paid.invoice.number }),
      })
      await card.getByText('Paid', { exact: true }).first().waitFor()
      const after = await statement()
      expect(after.totalDue).toBe(paid.before.totalDue - paid.invoice.due)
      expect(await overflow(page)).toBe(0)
      await page.screenshot({
        path: `${SHOTS}/statement-paid-1366.png`,
        fullPage: true,
      })

      // On a phone: the next invoice, with the card saved above.
      await page.setViewportSize({ width: 390, height: 844 })
      const phone = await payOne(
        () =>
          dialog.getByRole('radio', { name: 'Visa ending in 4242' }).check(),
        'pay-dialog-390',
      )
      await page
        .getByRole('status')
        .getByText(`Payment received: ${phone.invoice.number} paid.`)
        .waitFor()
      expect((await statement()).totalDue).toBe(
        phone.before.totalDue - phone.invoice.due,
      )
      expect(await overflow(page)).toBe(0)
      await page.screenshot({
        path: `${SHOTS}/statement-paid-390.png`,
        fullPage: true,
      })
      await context.close()
    },
  )
})
