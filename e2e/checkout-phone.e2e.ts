import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { extractText } from 'unpdf'
import { signUpConfirmed } from './accounts'
import { launchBrowser, waitForHydration } from './browser'
import { shipEverything } from './distributor'
import { waitForMail } from './mailbox'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const LONG_ADDRESS = {
  company:
    'Northside Family Clinic & Pediatric Urgent Care of Greater Springfield, Suite 1200 West Wing',
  street: 'North Martin Luther King Junior Memorial Boulevard',
}

/**
 * A buyer of the test's own, signed up, confirmed by the e-mailed link and so signed in, in a
 * fresh browser of the given size, so its addresses and orders are its alone.
 */
async function newBuyer(viewport: { width: number; height: number }) {
  const phone = viewport.width < 500
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
  })
  const page = await context.newPage()
  await page.goto(`${inject('shopUrl')}/en/shop`)
  await waitForHydration(page)
  const email = `checkout-${viewport.width}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@buyers.example`
  await signUpConfirmed(page, email, {
    password: 'phone-buyer-1',
    firstname: 'Maya',
    lastname: 'Ortiz',
    company: 'Springfield Pediatrics',
  })
  return { page, email }
}

/** Taps on a phone, clicks elsewhere. */
async function press(page: Page, locator: ReturnType<Page['locator']>) {
  if (page.viewportSize()!.width < 500) await locator.tap()
  else await locator.click()
}

/**
 * Every control of the page's main part, each brought to the middle of the window: is it what a
 * finger at its centre touches (not a panel over it), and inside the window? And is the document
 * no wider than the window? Answers what is wrong, so an empty list is a pass.
 */
function problems(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(
        `the page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`,
      )
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main input, main select, main textarea, main a[href]',
    )
    for (const control of controls) {
      if (!control.getClientRects().length) continue
      control.scrollIntoView({ block: 'center' })
      const box = control.getBoundingClientRect()
      // Screen-reader-only helpers are 1 px wide; a real control is not.
      if (box.width < 2 || box.height < 2) continue
      const hit = document.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      )
      const reached =
        hit !== null &&
        (control.contains(hit) || hit.closest('label')?.control === control)
      const name =
        control.getAttribute('aria-label') ??
        (control.id
          ? document.querySelector(`label[for="${control.id}"]`)?.textContent
          : null) ??
        control.textContent?.trim() ??
        control.tagName
      if (!reached) found.push(`${name} is covered by ${hit?.className}`)
      if (box.left < 0 || box.right > window.innerWidth)
        found.push(`${name} reaches outside the window`)
    }
    return found
  })
}

/** Adds a product from its page, then opens the checkout. */
async function startCheckout(page: Page) {
  await page.goto(
    `${inject('shopUrl')}/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100`,
  )
  await waitForHydration(page)
  await press(page, page.getByRole('button', { name: 'Add to cart' }))
  await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor()
  await page.goto(`${inject('shopUrl')}/en/shop/checkout`)
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
}

/** Adds an address in the checkout's own form, the state chosen from the select. */
async function addAddress(
  page: Page,
  address: { company: string; street: string },
) {
  await press(page, page.getByRole('button', { name: 'Add a new address' }))
  await page.getByLabel('First name').waitFor()
  expect(await problems(page)).toEqual([])
  await page.getByLabel('First name').fill('Maya')
  await page.getByLabel('Last name').fill('Ortiz')
  await page.getByLabel('Company').fill(address.company)
  await page.getByLabel('Street').fill(address.street)
  await page.getByLabel('Building number').fill('1200')
  await page.getByLabel('ZIP code').fill('62704')
  await page.getByLabel('City').fill('Springfield')
  await page.getByLabel('State').selectOption({ label: 'Illinois' })
  await page.getByLabel('Phone number').fill('+1 217 555 0142')
  await press(page, page.getByRole('button', { name: 'Save address' }))
  // Saved to the address book and chosen for shipping and invoices alike.
  for (const select of ['Shipping address', 'Invoice address'])
    await expect
      .poll(() =>
        page
          .getByLabel(select)
          .evaluate(
            (element: HTMLSelectElement) =>
              element.selectedOptions[0]?.textContent ?? '',
          ),
      )
      .toContain(address.street)
}

/** Chooses standard delivery and invoice payment, places the order and sees the confirmation. */
async function chooseAndPlace(page: Page) {
  const standard = page.getByRole('radio', { name: /Standard delivery/ })
  await press(page, standard)
  await expect.poll(() => standard.isChecked()).toBe(true)
  const invoice = page.getByRole('radio', { name: /Pay by invoice/ })
  if (!(await invoice.isChecked())) await press(page, invoice)
  await expect.poll(() => invoice.isChecked()).toBe(true)
  const place = page.getByRole('button', { name: 'Place order' })
  await expect.poll(() => place.isEnabled()).toBe(true)
  expect(await problems(page)).toEqual([])
  await press(page, place)
  await page
    .getByRole('heading', { level: 1, name: 'Thank you for your order' })
    .waitFor()
  expect(await problems(page)).toEqual([])
}

describe('the checkout on a phone', () => {
  it('takes a new buyer from an added product to a placed order with an address entered on the phone', async () => {
    const { page } = await newBuyer({ width: 390, height: 844 })
    await startCheckout(page)
    expect(await problems(page)).toEqual([])
    await addAddress(page, {
      company: 'Springfield Pediatrics',
      street: 'Monroe Street',
    })
    await chooseAndPlace(page)
    await page.context().close()
  })
})

describe('the checkout on a desktop', () => {
  it('keeps a long address inside the steps, beside the review and under nothing', async () => {
    const { page, email } = await newBuyer({ width: 1366, height: 900 })
    await startCheckout(page)
    await addAddress(page, LONG_ADDRESS)
    // The steps and the review panel sit side by side without overlapping.
    const steps = await page.locator('.checkout__steps').boundingBox()
    const review = await page
      .getByRole('complementary', { name: 'Review your order' })
      .boundingBox()
    expect(steps!.x + steps!.width).toBeLessThanOrEqual(review!.x)
    await chooseAndPlace(page)
    // The confirmation e-mail names the order and its total with tax; once the distributor
    // ships it, its invoice is a PDF with both.
    const number = /SO-\d+/.exec(await page.getByRole('main').innerText())?.[0]
    expect(number).toBeTruthy()
    const mail = await waitForMail(
      inject('mailDir'),
      email,
      new RegExp(`order ${number}`),
    )
    const total = /\nTotal(?: before tax)?: (\$[\d,.]+)/.exec(mail.text)?.[1]
    expect(total).toBeTruthy()
    const token = new URL(page.url()).pathname.split('/').pop()!
    const { order } = await page.evaluate(
      async (t) => (await fetch(`/api/account/order?token=${t}`)).json(),
      token,
    )
    await shipEverything(order)
    const invoice = await page
      .context()
      .request.get(
        `${inject('shopUrl')}/api/account/orders/${token}/invoice.pdf`,
      )
    expect(invoice.headers()['content-type']).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(await invoice.body()), {
      mergePages: true,
    })
    // A long line may wrap in the PDF: compare with the spaces made alike.
    const words = text.replace(/\s+/g, ' ')
    expect(words).toContain(number)
    expect(words).toContain(total)
    expect(words).toContain(LONG_ADDRESS.street)
    await page.context().close()
  })
})

describe('the address book on a phone', () => {
  it('shows a new default at once, and offers "Use … by default" only where it changes something', async () => {
    const { page } = await newBuyer({ width: 390, height: 844 })
    for (const street of ['Monroe Street', 'Adams Street'])
      expect(
        await page.evaluate(
          (address) =>
            fetch('/api/account/add-address', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ address }),
            }).then((response) => response.status),
          {
            salutation: '',
            firstname: 'Maya',
            lastname: 'Ortiz',
            company: '',
            street,
            number: '1',
            postcode: '62704',
            city: 'Springfield',
            country: 'US',
            stateCode: 'IL',
            phoneNumber: '',
          },
        ),
      ).toBe(200)
    await page.goto(`${inject('shopUrl')}/en/shop/account/addresses`)
    await waitForHydration(page)
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes'
    })
    const card = (street: string) =>
      page.getByRole('listitem').filter({ hasText: street })
    const useForShipping = { name: 'Use for shipping by default' }
    // The first address a buyer adds is their default already (issue 31).
    await card('Monroe Street').getByText('Default shipping address').waitFor()
    expect(
      await card('Monroe Street').getByRole('button', useForShipping).count(),
    ).toBe(0)
    await press(page, card('Adams Street').getByRole('button', useForShipping))
    await card('Adams Street').getByText('Default shipping address').waitFor()
    await expect
      .poll(() =>
        card('Monroe Street').getByText('Default shipping address').count(),
      )
      .toBe(0)
    expect(
      await card('Monroe Street').getByRole('button', useForShipping).count(),
    ).toBe(1)
    await press(page, card('Monroe Street').getByRole('button', useForShipping))
    await card('Monroe Street').getByText('Default shipping address').waitFor()
    expect(
      await card('Monroe Street').getByRole('button', useForShipping).count(),
    ).toBe(0)
    expect(
      await page.evaluate(() => document.documentElement.dataset.sameDocument),
    ).toBe('yes')
    expect(await problems(page)).toEqual([])
    await page.context().close()
  })
})
