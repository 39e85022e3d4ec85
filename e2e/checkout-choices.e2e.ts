import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUpConfirmed } from './accounts'
import { goTo, launchBrowser, overflow, waitForHydration } from './browser'
import { waitForMail } from './mailbox'

// Issue 31, as a new practice tries the checkout: its first address pre-selected, the PO in the
// review and kept over a reload, a confirmation that says what was ordered where, addresses
// written the US way, and a buyer's limits shown before an order goes over one.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]

const ADDRESS_LINE =
  'Springfield Pediatrics, Maya Ortiz, 1200 Monroe Street, Springfield, IL 62704, United States'

/** A practice of the test's own, signed up and confirmed, in a browser of the given size. */
async function newPractice(viewport: { width: number; height: number }) {
  const phone = viewport.width < 500
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
  })
  const page = await context.newPage()
  await goTo(page, '/en/shop')
  const email = `choices-${viewport.width}-${Date.now()}@buyers.example`
  await signUpConfirmed(page, email, {
    password: 'choices-buyer-1',
    firstname: 'Maya',
    lastname: 'Ortiz',
    company: 'Springfield Pediatrics',
  })
  return { page, email }
}

/** Adds a box of gloves from its page, then opens the checkout. */
async function startCheckout(page: Page) {
  await goTo(page, '/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor()
  await goTo(page, '/en/shop/checkout')
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
}

const chosenIn = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate(
      (element: HTMLSelectElement) =>
        element.selectedOptions[0]?.textContent ?? '',
    )

/** The review's choices as term and value. */
const reviewed = (page: Page) =>
  page
    .locator('.review-choices > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.querySelector('dt')?.textContent,
          row.querySelector('dd')?.textContent,
        ]),
      ),
    )

describe('a new practice’s checkout', () => {
  for (const size of SIZES)
    it(`pre-selects its first address, keeps the PO over a reload and confirms both at ${size.width} px`, async () => {
      const { page, email } = await newPractice(size)
      await startCheckout(page)
      await page.getByRole('button', { name: 'Add a new address' }).click()
      await page.getByLabel('First name').fill('Maya')
      await page.getByLabel('Last name').fill('Ortiz')
      await page.getByLabel('Company').fill('Springfield Pediatrics')
      await page.getByLabel('Street').fill('Monroe Street')
      await page.getByLabel('Building number').fill('1200')
      await page.getByLabel('ZIP code').fill('62704')
      await page.getByLabel('City').fill('Springfield')
      await page.getByLabel('State').selectOption({ label: 'Illinois' })
      await page.getByRole('button', { name: 'Save address' }).click()
      await expect
        .poll(() => chosenIn(page, 'Shipping address'))
        .toBe(ADDRESS_LINE)
      for (const name of [/Standard delivery/, /Pay by invoice/]) {
        const radio = page.getByRole('radio', { name })
        await radio.click()
        await expect.poll(() => radio.isChecked()).toBe(true)
      }
      const po = page.getByLabel('Purchase order reference (optional)')
      await po.fill('PO-4471')
      await po.blur()
      await expect
        .poll(async () => (await reviewed(page))['Purchase order reference'])
        .toBe('PO-4471')
      // The PO is saved with the cart like the other choices: a reload keeps it.
      await page.waitForLoadState('networkidle')
      await page.reload()
      await waitForHydration(page)
      expect(await po.inputValue()).toBe('PO-4471')
      expect(await reviewed(page)).toMatchObject({
        'Shipping address': ADDRESS_LINE,
        'Shipping method': 'Standard delivery',
        'Purchase order reference': 'PO-4471',
      })
      expect(await overflow(page)).toBe(0)
      await page.getByRole('button', { name: 'Place order' }).click()
      await page
        .getByRole('heading', { level: 1, name: 'Thank you for your order' })
        .waitFor()
      const facts = Object.fromEntries(
        await page
          .locator('.confirmation__facts > div')
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.querySelector('dt')?.textContent,
              row.querySelector('dd')?.textContent,
            ]),
          ),
      )
      expect(facts).toEqual({
        'Placed on': expect.stringMatching(/^\d\d\/\d\d\/\d\d$/),
        'Shipping address': ADDRESS_LINE,
        'Invoice address': ADDRESS_LINE,
        'Purchase order reference': 'PO-4471',
      })
      expect(await overflow(page)).toBe(0)
      // The e-mail writes the address as US mail does.
      const number = /SO-\d+/.exec(await page.getByRole('main').innerText())
      const mail = await waitForMail(
        inject('mailDir'),
        email,
        new RegExp(`order ${number?.[0]}`),
      )
      expect(mail.text).toContain(
        'Springfield Pediatrics\nMaya Ortiz\n1200 Monroe Street\nSpringfield, IL 62704\nUnited States',
      )
      // The next checkout starts with the practice's only address for both.
      await startCheckout(page)
      for (const select of ['Shipping address', 'Invoice address'])
        expect(await chosenIn(page, select)).toBe(ADDRESS_LINE)
      await page.context().close()
    })
})

describe('a buyer with purchase limits', () => {
  it('sees the limit per order and what is left of the month in the cart and the checkout', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await goTo(page, '/en/auth/login')
    await page
      .getByLabel('Email address')
      .fill('buyer@riverside-health.example')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).tap()
    await page.waitForURL((at) => at.pathname === '/en/shop')
    await startCheckout(page)
    const limits = () => page.locator('.purchase-limits li').allTextContents()
    await expect
      .poll(limits)
      .toEqual([
        '$200.00 per order',
        expect.stringMatching(/^\$[\d,.]+ left of \$1,500\.00 this month$/),
      ])
    await goTo(page, '/en/shop/cart')
    await expect.poll(limits).toHaveLength(2)
    expect(await overflow(page)).toBe(0)
    // The demo buyer's cart is left empty, as it was found.
    await page.getByRole('button', { name: /^Remove / }).tap()
    await page.getByRole('heading', { name: 'Your cart is empty.' }).waitFor()
    await context.close()
  })
})
