import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { goTo, launchBrowser, overflow } from './browser'

// Standing orders, end to end: one set up from a list with the checkout's choices, found in the
// account, paused, resumed, skipped, changed and cancelled, on a desktop and on a phone.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

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
    await goTo(page, '/en/auth/login')
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

    await goTo(page, '/en/shop/account/standing-orders')
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

    // Every 2 months on the 3rd: the next run the form shows is the one saved. Every 2 weeks
    // does not become every 2 months: a new cadence starts at every 1.
    const settings = page.getByRole('region', { name: 'Name and schedule' })
    await settings.getByLabel('Repeats').selectOption('monthly')
    expect(await settings.getByLabel('Every').inputValue()).toBe('1')
    await settings.getByLabel('Every').selectOption('2')
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
      .getByText('This standing order was canceled', { exact: false })
      .waitFor()
    expect(await page.getByRole('button', { name: 'Pause' }).count()).toBe(0)
    expect(await overflow(page)).toBe(0)
    await context.close()
  }, 90_000)
})

/** Runs every standing order due by `at` on the backend, as its job queue does on that day. */
async function runAt(at: string) {
  const response = await fetch(inject('commerceUrl'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-service-secret': inject('serviceSecret'),
    },
    body: JSON.stringify({
      query:
        'mutation Run($at: String!) { runStandingOrders(at: $at) { orderToken } }',
      variables: { at },
    }),
  })
  expect(response.status).toBe(200)
}

/** The first Monday after today (UTC), as `YYYY-MM-DD` and in words. */
function nextMonday() {
  const day = new Date()
  day.setUTCHours(0, 0, 0, 0)
  do day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() !== 1)
  return {
    iso: day.toISOString().slice(0, 10),
    words: day.toLocaleDateString('en-US', {
      dateStyle: 'full',
      timeZone: 'UTC',
    }),
  }
}

async function signIn(page: Page, email: string) {
  await goTo(page, '/en/auth/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((at) => at.pathname === '/en/shop')
}

/** The member's placed orders that runs of standing order `id` placed. */
const ordersOf = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const { orders } = await (
      await fetch('/api/account/orders?pageSize=50')
    ).json()
    return (
      orders as { number: string; standingOrder: { id: string } | null }[]
    ).filter((order) => order.standingOrder?.id === id)
  }, id)

describe('a weekly standing order', () => {
  it('is set up from a list, and moving the clock to its day places exactly one order, in the history', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      bypassCSP: true,
    })
    const page = await context.newPage()
    await signIn(page, 'orders@lakeview-practice.example')
    const listName = 'Treatment room 4 — every Monday'
    const listId = await page.evaluate(async (name) => {
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
        items: [
          { sku: 'SYR-LL-E-V5-P50', quantity: 3 },
          { sku: 'NDL-E-G23-L25-P100', quantity: 2 },
        ],
      })
      return list.id as string
    }, listName)

    await goTo(page, `/en/shop/account/lists/${listId}`)
    await page.getByRole('button', { name: 'Make it a standing order' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Day of the week').selectOption('1')
    const monday = nextMonday()
    // The first run is shown before confirming.
    await dialog.getByText(`First run: ${monday.words}`).waitFor()
    await dialog.getByLabel('Shipping method').selectOption('standard')
    expect(await violations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Set up standing order' }).click()
    await page.waitForURL(/\/en\/shop\/account\/standing-orders\/\d+$/)
    const id = page.url().split('/').pop()!
    await page.getByRole('heading', { level: 1, name: listName }).waitFor()
    await page.getByText(`Next run: ${monday.words}`).first().waitFor()
    expect(await ordersOf(page, id)).toEqual([])

    // The clock reaches Monday: two rounds at the same moment, and one after, place one order.
    const at = `${monday.iso}T00:05:00.000Z`
    await Promise.all([runAt(at), runAt(at)])
    await runAt(at)
    const placed = await ordersOf(page, id)
    expect(placed).toHaveLength(1)
    const number = placed[0]!.number

    // The run is on the standing order's page, and its order in the history, linked back.
    await goTo(page, `/en/shop/account/standing-orders/${id}`)
    const runs = page.getByRole('region', { name: 'Runs' })
    await runs.getByText('Placed', { exact: true }).waitFor()
    await runs.getByRole('link', { name: number }).click()
    await page
      .getByRole('heading', { level: 1, name: `Order ${number}` })
      .waitFor()
    await page
      .getByRole('link', { name: `Standing order: ${listName}` })
      .waitFor()
    await goTo(page, '/en/shop/account/orders')
    await page
      .getByRole('link', { name: `Standing order: ${listName}` })
      .first()
      .waitFor()
    expect(await overflow(page)).toBe(0)
    await context.close()
  }, 90_000)

  it('is set up at checkout on a phone, and the cart stays as it was', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    await signIn(page, 'orders@lakeview-practice.example')
    const before = await page.evaluate(async () => {
      const added = await (
        await fetch('/api/shop/cart/bulk-add', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [{ sku: 'SYR-LL-E-V5-P50', quantity: 4 }],
          }),
        })
      ).json()
      return added.cart.token as string
    })
    await goTo(page, '/en/shop/checkout')
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    await page.waitForLoadState('networkidle')
    const standard = page.getByRole('radio', { name: /Standard delivery/ })
    await standard.tap()
    await expect.poll(() => standard.isChecked()).toBe(true)
    const invoice = page.getByRole('radio', { name: /Pay by invoice/ })
    if (!(await invoice.isChecked())) await invoice.tap()
    await expect.poll(() => invoice.isChecked()).toBe(true)
    const repeat = page.getByRole('button', {
      name: 'Repeat this order on a schedule',
    })
    await expect.poll(() => repeat.isEnabled()).toBe(true)
    await repeat.tap()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/^Name/).fill('Front desk — monthly')
    await dialog.getByLabel('Repeats').selectOption('monthly')
    await dialog.getByLabel('Day of the month').selectOption('15')
    await dialog.getByText(/^First run: /).waitFor()
    expect(await overflow(page)).toBe(0)
    await dialog.getByRole('button', { name: 'Set up standing order' }).tap()
    await page.waitForURL(/\/en\/shop\/account\/standing-orders\/\d+$/)
    await page
      .getByRole('heading', { level: 1, name: 'Front desk — monthly' })
      .waitFor()
    await page
      .getByText(/Every month on the 15th/)
      .first()
      .waitFor()
    expect(await overflow(page)).toBe(0)
    expect(await violations(page)).toEqual([])
    // Nothing was placed: the cart is the same cart, with its line.
    const after = await page.evaluate(async () => {
      const { cart } = await (await fetch('/api/shop/cart/current')).json()
      return {
        token: cart.token as string,
        skus: (cart.items as { product: { sku: string } }[]).map(
          (i) => i.product.sku,
        ),
      }
    })
    expect(after.token).toBe(before)
    expect(after.skus).toContain('SYR-LL-E-V5-P50')
    await page.getByRole('button', { name: 'Cancel standing order' }).tap()
    await page.getByRole('button', { name: 'Yes, cancel it' }).tap()
    await page
      .getByText('This standing order was canceled', { exact: false })
      .waitFor()
    await context.close()
  }, 90_000)
})
