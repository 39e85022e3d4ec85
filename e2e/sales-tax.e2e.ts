import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUpConfirmed } from './accounts'
import { launchBrowser, waitForHydration } from './browser'
import { operator, shipEverything } from './distributor'

// Issue 36, end to end: a practice in a taxed state and an exempt one (its certificate accepted by
// the distributor) order the same items; each sees the right tax in the cart, the checkout review
// and the order; once the distributor ships both, their invoices differ exactly by the tax.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const LINES = [
  { sku: 'SYR-LL-E-V5-P50', quantity: 3 },
  { sku: 'NDL-E-G23-L25-P100', quantity: 2 },
]
// New York City: the demo rate table taxes it at 8.875%.
const NYC = {
  salutation: '',
  firstname: 'Maya',
  lastname: 'Ortiz',
  company: '',
  street: 'West 34th Street',
  number: '5',
  postcode: '10001',
  city: 'New York',
  country: 'US',
  stateCode: 'NY',
  phoneNumber: '',
}
/** A call to the shop's API from the page, with its cookies (same origin). */
function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: await response.json() }
    },
    { method, path, body },
  )
}

/** A new practice in New York with the items in its cart; exempt ones have an accepted certificate. */
async function practice(
  viewport: { width: number; height: number },
  exempt: boolean,
) {
  const phone = viewport.width < 500
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
  })
  const page = await context.newPage()
  await page.goto(`${inject('shopUrl')}/en/shop`)
  await waitForHydration(page)
  const tag = `${viewport.width}-${exempt ? 'exempt' : 'taxed'}-${Date.now()}`
  await signUpConfirmed(page, `tax-${tag}@buyers.example`, {
    password: 'tax-buyer-1',
    firstname: 'Maya',
    lastname: 'Ortiz',
    company: exempt ? `Harlem Free Clinic ${tag}` : `Midtown Pediatrics ${tag}`,
  })
  // The practice's first address is its default: the cart's tax is estimated by it.
  const added = await api(page, 'POST', '/account/add-address', {
    address: NYC,
  })
  expect(added.status).toBe(200)
  let certificate: string | null = null
  if (exempt) {
    certificate = `NY-${tag}`
    const uploaded = await api(
      page,
      'POST',
      '/account/company/exemption-certificates',
      {
        state: 'NY',
        number: certificate,
        expiresOn: '2035-12-31',
        fileName: 'exemption.pdf',
        pdfBase64: btoa('%PDF-1.4\n%%EOF\n'),
      },
    )
    expect(uploaded.status).toBe(200)
    const accepted = await operator(
      `/tax/certificates/${uploaded.json.certificate.id}/accept`,
      {},
    )
    expect(accepted.status).toBe(200)
    // The administrator sees it accepted on the company page, beside the upload form.
    await page.goto(`${inject('shopUrl')}/en/shop/account/company`)
    await waitForHydration(page)
    await page.getByText(`NY · ${certificate}`).waitFor()
    await page.getByText('Accepted: orders to this state are exempt.').waitFor()
    await page.getByRole('heading', { name: 'Upload a certificate' }).waitFor()
    await shot(page, 'certificates')
  }
  const { json } = await api(page, 'GET', '/shop/cart/current')
  const bulk = await api(page, 'POST', '/shop/cart/bulk-add', {
    token: json.cart.token,
    items: LINES,
  })
  expect(bulk.status).toBe(200)
  return { page, certificate, phone }
}

/** The summary's rows ("label amount") on the page, in its first summary. */
const summary = (page: Page) =>
  page
    .locator('.ui-summary')
    .first()
    .evaluate((list) =>
      [...list.children].map((row) =>
        [...row.children].map((cell) => cell.textContent?.trim()).join(' '),
      ),
    )

async function shot(page: Page, name: string) {
  const width = page.viewportSize()!.width
  await page.screenshot({
    path: `/tmp/shots-tax-shop/${name}-${width}.png`,
    fullPage: true,
  })
  // Nothing wider than the window.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true)
}

async function buy(
  { page, certificate }: Awaited<ReturnType<typeof practice>>,
  name: string,
) {
  const taxRow = certificate
    ? new RegExp(
        `^Sales tax \\(estimated\\) Exempt \\(certificate ${certificate}\\)$`,
      )
    : /^Sales tax \(estimated\) \$\d/
  // The cart.
  await page.goto(`${inject('shopUrl')}/en/shop/cart`)
  await waitForHydration(page)
  const cart = await summary(page)
  expect(cart).toContainEqual(expect.stringMatching(taxRow))
  await shot(page, `${name}-cart`)
  // The checkout's review.
  await page.goto(`${inject('shopUrl')}/en/shop/checkout`)
  await waitForHydration(page)
  // Each choice is saved on the cart first: the radio follows the server's answer.
  for (const choice of [/Standard delivery/, /Pay by invoice/]) {
    const radio = page.getByRole('radio', { name: choice })
    await radio.click()
    await expect.poll(() => radio.isChecked(), { timeout: 30_000 }).toBe(true)
  }
  const placeOrder = page.getByRole('button', { name: 'Place order' })
  await expect
    .poll(() => placeOrder.isEnabled(), { timeout: 30_000 })
    .toBe(true)
  // The review: the same tax as the cart (shipping is not taxed), now with the shipping.
  const reviewed = await summary(page)
  expect(reviewed).toContainEqual(expect.stringMatching(taxRow))
  expect(reviewed).toHaveLength(cart.length + 1)
  await shot(page, `${name}-review`)
  await placeOrder.click()
  await page.waitForURL(/\/checkout\/confirmation\//, { timeout: 60_000 })
  const { json } = await api(page, 'GET', '/account/orders')
  const order = json.orders[0]
  // The order: final (no longer estimated), frozen at placement.
  await page.goto(`${inject('shopUrl')}/en/shop/account/orders/${order.token}`)
  await waitForHydration(page)
  const placed = await summary(page)
  // Placed: final, no longer estimated.
  expect(placed).toContain(
    certificate
      ? `Sales tax Exempt (certificate ${certificate})`
      : `Sales tax ${placed.find((row) => row.startsWith('Sales tax'))?.slice(10)}`,
  )
  expect(placed.join(' ')).not.toContain('estimated')
  await page
    .getByText('Not yet issued: the invoice is issued when the order ships.')
    .waitFor()
  await shot(page, `${name}-order`)
  return order as {
    token: string
    number: string
    totalNet: number
    totalWithTax: number
    tax: { amount: number }
    items: { quantity: number; product: { sku: string } }[]
  }
}

describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('sales tax at $width px', (viewport) => {
  it('charges the taxed practice and not the exempt one; their invoices differ exactly by the tax', async () => {
    const taxed = await practice(viewport, false)
    const exempt = await practice(viewport, true)
    const taxedOrder = await buy(taxed, 'taxed')
    const exemptOrder = await buy(exempt, 'exempt')
    expect(taxedOrder.tax.amount).toBeGreaterThan(0)
    expect(exemptOrder.tax.amount).toBe(0)
    expect(exemptOrder.totalNet).toBe(taxedOrder.totalNet)

    await shipEverything(taxedOrder)
    await shipEverything(exemptOrder)
    const invoiceOf = async (
      { page }: { page: Page },
      order: { token: string },
    ) =>
      (await api(page, 'GET', `/account/order?token=${order.token}`)).json.order
        .invoice
    const taxedInvoice = await invoiceOf(taxed, taxedOrder)
    const exemptInvoice = await invoiceOf(exempt, exemptOrder)
    expect(taxedInvoice.number).toMatch(/^INV-\d{6}$/)
    expect(taxedInvoice.amountDue - exemptInvoice.amountDue).toBe(
      taxedOrder.tax.amount,
    )
    expect(taxedInvoice.amountDue).toBe(taxedOrder.totalWithTax)
    expect(exemptInvoice.amountDue).toBe(exemptOrder.totalNet)
    // Issued now: the order page offers the PDF.
    await taxed.page.reload()
    await waitForHydration(taxed.page)
    await taxed.page
      .getByRole('link', { name: 'Download invoice (PDF)' })
      .waitFor()
  }, 240_000)
})
