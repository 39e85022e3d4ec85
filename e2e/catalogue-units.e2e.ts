import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { goTo, launchBrowser, overflow } from './browser'

// Units, quantity rules and availability as a buyer meets them (decision 031), on a desktop and
// a phone: screenshots go to SHOTS_DIR when it is set.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/${name}.png`,
      fullPage: true,
    })
}

// Northside buys this gauze on its demo contract ($3.19 a pack, seed/prices.csv); Riverside's
// purchasing group has no price for it, so it pays the list price ($3.49).
describe.each([
  ['a desktop', 1366, 900, 'buyer@northside-clinic.example', '$0.32'],
  ['a phone', 390, 844, 'approver@riverside-health.example', '$0.35'],
])('units and availability on %s', (_name, width, height, email, piece) => {
  it('steps gauze in tens, flags a quick-order line off its steps, and shows availability and a replacement', async () => {
    const context = await browser.newContext({
      viewport: { width, height },
      bypassCSP: true,
    })
    const page = await context.newPage()
    await goTo(page, '/en/auth/login')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((at) => at.pathname === '/en/shop')

    // Gauze is sold in packs of ten, in tens: the stepper starts at 10 and moves by 10.
    await goTo(page, '/en/shop/products/BND-GZE-E-D10-P10')
    await page.getByText(`Pack of 10 · ${piece} per piece`).waitFor()
    await page.getByText(/^GTIN \d{13}$|· GTIN \d{13}/).waitFor()
    const quantity = page.getByRole('textbox', { name: 'Quantity' })
    expect(await quantity.inputValue()).toBe('10')
    await page.getByRole('button', { name: 'Increase' }).first().click()
    await expect.poll(() => quantity.inputValue()).toBe('20')
    expect(await overflow(page)).toBe(0)
    await shot(page, `product-${width}`)

    // Quick order: 25 is off the steps; the line says so and keeps what was typed.
    await goTo(page, '/en/shop/quick-order')
    await page.getByLabel('SKU, row 1').fill('BND-GZE-E-D10-P10')
    await page.getByLabel('Quantity, row 1').fill('25')
    await page.getByText('Order in steps of 10: 20 or 30.').waitFor()
    expect(await page.getByLabel('Quantity, row 1').inputValue()).toBe('25')
    expect(await overflow(page)).toBe(0)
    await shot(page, `quick-order-${width}`)

    // Availability: a backordered respirator says when it is back; few gloves are left.
    await goTo(page, '/en/shop/products/MSK-N95-E-WHITE-P50')
    await page.getByText('Backordered: back in stock 12/15/26').waitFor()
    await goTo(page, '/en/shop/products/GLV-NIT-E-NITRILE-XL-BLACK-P100')
    await page.getByText('Only 4 left').waitFor()
    await page.getByText('Box of 100 · $0.10 per piece').waitFor()

    // A discontinued thermometer names its replacement and leads to it.
    await goTo(page, '/en/shop/products/THM-E-BLUE')
    await page.getByText('This product is discontinued.').waitFor()
    await page
      .getByText(/It is replaced by Premium digital thermometer/)
      .waitFor()
    expect(await overflow(page)).toBe(0)
    await shot(page, `discontinued-${width}`)
    await page.getByRole('link', { name: 'View THM-P-BLUE' }).click()
    await page.waitForURL((at) => at.pathname.endsWith('/THM-P-BLUE'))
    await context.close()
  })
})
