import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { launchBrowser, waitForHydration } from './browser'

// Standing orders, end to end: one set up from a list with the checkout's choices, found in the
// account, paused, resumed, skipped, changed and cancelled, on a desktop and on a phone.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const url = (path: string) => `${inject('shopUrl')}${path}`
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

async function go(page: Page, path: string) {
  await page.goto(url(path))
  await waitForHydration(page)
}

/** Sets up a standing order from a new list of one line, as the lists and the checkout do. */
function setUp(page: Page, name: string) {
  return page.evaluate(async (name) => {
    const post = async (path: string, body: unknown) =>
      (
        await fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()
    const { list } = await post('/account/lists/create', { name })
    await post('/account/lists/add-items', {
      listId: Number(list.id),
      items: [{ sku: 'SYR-LL-E-V5-P50', quantity: 3 }],
    })
    const { addresses } = await (await fetch('/api/account/addresses')).json()
    const addressId = Number(addresses[0].id)
    const { standingOrder } = await post('/account/standing-orders/create', {
      listId: Number(list.id),
      name,
      schedule: { cadence: 'weekly', interval: 2, weekday: 1 },
      onProblem: 'place-available',
      shippingAddressId: addressId,
      invoiceAddressId: addressId,
      carrierIdentifier: 'standard',
      paymentProviderIdentifier: 'invoice',
    })
    return standingOrder.id as string
  }, name)
}

describe.each([
  ['a desktop', 1366, 900],
  ['a phone', 390, 844],
])('a standing order on %s', (_name, width, height) => {
  it('is listed, paused, skipped, changed and cancelled, and fits the screen', async () => {
    const context = await browser.newContext({
      viewport: { width, height },
      bypassCSP: true,
    })
    const page = await context.newPage()
    await go(page, '/en/auth/login')
    await page
      .getByLabel('Email address')
      .fill('buyer@northside-clinic.example')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((at) => at.pathname === '/en/shop')
    // A long name without a space in it (at most 80 characters): it wraps instead of widening
    // the page.
    const name = `Exam-room-2-and-the-treatment-rooms-on-the-second-floor-weekly-${width}`
    await setUp(page, name)

    await go(page, '/en/shop/account/standing-orders')
    await page
      .getByText('Every 2 weeks on Monday · Next run: Monday')
      .first()
      .waitFor()
    expect(await overflow(page)).toBe(0)
    expect(await violations(page)).toEqual([])

    await page.getByRole('link', { name }).click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    expect(await overflow(page)).toBe(0)
    expect(await violations(page)).toEqual([])

    // Paused, then resumed.
    await page.getByRole('button', { name: 'Pause' }).click()
    await page.getByRole('button', { name: 'Resume' }).waitFor()
    await page.getByRole('button', { name: 'Resume' }).click()
    await page.getByText(/^The standing order runs again\./).waitFor()

    // The next run skipped: the page says which one.
    const skipping = (await page
      .getByText(/^Skips the run on /)
      .textContent())!.replace(/^Skips the run on (.*?);.*$/, '$1')
    await page.getByRole('button', { name: 'Skip next run' }).click()
    await page
      .getByText(`The run on ${skipping} was skipped.`, { exact: false })
      .waitFor()

    // A line added by SKU, saved with the others.
    await page.getByLabel('SKU').fill('ndl-e-g23-l25-p100')
    await page.getByLabel('Quantity', { exact: true }).fill('2')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('Not saved yet', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Save lines' }).click()
    await page.getByText('The lines were saved.').waitFor()
    expect(await overflow(page)).toBe(0)

    // Every 2 months on the 3rd: the next run the form shows is the one saved.
    const settings = page.getByRole('region', { name: 'Name and schedule' })
    await settings.getByLabel('Repeats').selectOption('monthly')
    await settings.getByLabel('Day of the month').selectOption('3')
    const moved = (await settings
      .getByText(/^Saving moves the next run to /)
      .textContent())!.replace(/^Saving moves the next run to (.*)\.$/, '$1')
    await settings.getByRole('button', { name: 'Save settings' }).click()
    await settings.getByText('The settings were saved.').waitFor()
    await page
      .getByText(`Every 2 months on the 3rd · Next run: ${moved}`)
      .waitFor()
    expect(await overflow(page)).toBe(0)
    expect(await violations(page)).toEqual([])

    // Cancelled after asking: read-only from then on.
    await page.getByRole('button', { name: 'Cancel standing order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await page
      .getByText('This standing order was cancelled', { exact: false })
      .waitFor()
    expect(await page.getByRole('button', { name: 'Pause' }).count()).toBe(0)
    expect(await overflow(page)).toBe(0)
    await context.close()
  }, 90_000)
})
