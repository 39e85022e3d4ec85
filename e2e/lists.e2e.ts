import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violations } from './axe'
import { goTo, launchBrowser, overflow } from './browser'

// Order lists, end to end: a list built from a past order, put into the cart in one click, and
// lines added from a file.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe.each([
  ['a desktop', 1366, 900],
  ['a phone', 390, 844],
])('an order list on %s', (_name, width, height) => {
  it('is built from an order and goes into the cart in one click', async () => {
    const context = await browser.newContext({
      viewport: { width, height },
      bypassCSP: true,
    })
    const page = await context.newPage()
    await goTo(page, '/en/auth/login')
    await page
      .getByLabel('Email address')
      .fill('buyer@northside-clinic.example')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((at) => at.pathname === '/en/shop')
    const name = `Exam room 2 — weekly (${width})`

    // From an order of the history, into a new list.
    await goTo(page, '/en/shop/account/orders')
    const number = (await page
      .getByRole('link', { name: /^SO-\d+$/ })
      .first()
      .textContent())!
    await page.getByRole('link', { name: number, exact: true }).click()
    await page
      .getByRole('heading', { level: 1, name: `Order ${number}` })
      .waitFor()
    const skus = await page.evaluate(async (token) => {
      const answer = await (
        await fetch(`/api/account/order?token=${token}`)
      ).json()
      return answer.order.items.map(
        (i: { product: { sku: string } }) => i.product.sku,
      ) as string[]
    }, new URL(page.url()).pathname.split('/').pop()!)
    await page.getByRole('button', { name: 'Add to a list' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add to an order list' })
    await dialog.getByLabel('List', { exact: true }).waitFor()
    await dialog
      .getByLabel('List', { exact: true })
      .selectOption({ label: 'New list…' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByRole('button', { name: 'Add to list' }).click()
    await dialog.getByText(`Added to “${name}”.`).waitFor()
    expect(await overflow(page)).toBe(0)
    await dialog.getByRole('link', { name: 'View list' }).click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    for (const sku of skus) await page.getByText(sku).first().waitFor()
    expect(await overflow(page)).toBe(0)
    expect(await violations(page)).toEqual([])

    // The whole list into the cart, in one click.
    await page.getByRole('button', { name: 'Add all to cart' }).click()
    await page
      .getByText(
        skus.length === 1
          ? '1 line was added to your cart.'
          : `${skus.length} lines were added to your cart.`,
      )
      .waitFor()
    await goTo(page, '/en/shop/cart')
    for (const sku of skus) await page.getByText(sku).first().waitFor()
    // The list is on the lists page.
    await goTo(page, '/en/shop/account/lists')
    await page.getByRole('link', { name }).waitFor()
    expect(await overflow(page)).toBe(0)

    // A file's good lines are added to the list; the others are named by their line in the file.
    await page.getByRole('link', { name }).click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await page.getByText('Total before tax').waitFor()
    await page.getByLabel('Upload CSV').setInputFiles({
      name: 'exam-room.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'sku,quantity\nSYR-LL-E-V5-P50,2\nNOPE-123,1\nGAUZE,lots\n',
      ),
    })
    await page.getByText('1 line was added to the list.').waitFor()
    await page
      .getByText('These lines of exam-room.csv were not added:')
      .waitFor()
    await page
      .getByText('Line 3: there is no product with SKU NOPE-123.')
      .waitFor()
    await page
      .getByText('Line 4: the quantity must be a whole number')
      .waitFor()
    await page.getByText('SYR-LL-E-V5-P50').first().waitFor()
    expect(await overflow(page)).toBe(0)
    await context.close()
  }, 90_000)
})
