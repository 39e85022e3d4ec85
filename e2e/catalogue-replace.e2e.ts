import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUpConfirmed } from './accounts'
import { goTo, launchBrowser, overflow } from './browser'

// The buyer's side of a retired product (issue 33): the distributor retires a product the buyer
// has in the cart, a list and a standing order; each offers "Replace with …", the quantity kept
// and rounded onto the replacement's steps with a note. The listing filters to what can be
// ordered now, and the steppers of lists and standing orders move in the product's steps.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const SHOTS = '/tmp/shots-cat-buyer2'
mkdirSync(SHOTS, { recursive: true })
const command = fileURLToPath(
  new URL(
    '../apps/commerce-backend/scripts/catalogue-import.mjs',
    import.meta.url,
  ),
)
const dir = mkdtempSync(join(tmpdir(), 'catalogue-replace-e2e-'))

function importFile(name: string, content: string) {
  const path = join(dir, name)
  writeFileSync(path, content)
  return promisify(execFile)(process.execPath, [command, path], {
    env: {
      ...process.env,
      COMMERCE_URL: inject('commerceUrl'),
      COMMERCE_SERVICE_SECRET: inject('serviceSecret'),
      OPERATOR_KEY: '',
    },
  })
}

const CATEGORY = '/en/shop/diagnostics/instruments/e2e-replace'
const NEW = 'Exam gloves, box of 10'
const oldSku = (width: number) => `E2E-RPL-OLD-${width}`
const row = (sku: string, name: string, rest: string) =>
  `${sku},"${name}",For the replacement test,diagnostics/instruments/e2e-replace,,${rest},media/strip-b54708.svg`

beforeAll(async () => {
  await importFile(
    'catalogue.csv',
    [
      'sku,name,description,category_path,attributes,price,unit,pack_size,min_quantity,quantity_increment,stock,backorder,status,image',
      row('E2E-RPL-NEW', NEW, '9.00,box,10,10,10,,no,active'),
      row(
        'E2E-RPL-OUT',
        'Exam gloves, sold out',
        '8.00,box,10,1,1,0,no,active',
      ),
      ...[1366, 390].map((width) =>
        row(
          oldSku(width),
          `Exam gloves ${width}`,
          '1.00,each,1,1,1,,no,active',
        ),
      ),
      '',
    ].join('\n'),
  )
}, 120_000)

/** The page's calls to the shop's API, as its own scripts make them (same origin, its cookies). */
function api(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) =>
      (
        await fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json(),
    { path, body },
  )
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

describe.each([
  [1366, 900],
  [390, 844],
])('replacing a retired product at %i px', (width, height) => {
  it(
    'filters the listing, replaces the product in the cart, a list and a standing order, and steps in its increments',
    { timeout: 300_000 },
    async () => {
      const context = await browser.newContext({
        viewport: { width, height },
      })
      const page = await context.newPage()
      await goTo(page, '/en/shop')
      await signUpConfirmed(
        page,
        `replace-${width}-${Date.now()}@clinic.example`,
        {
          password: 'replace-pass-1',
          firstname: 'Rae',
          lastname: 'Placer',
          company: `Replace clinic ${width}`,
        },
      )

      // The listing: "Only what can be ordered now" leaves out the sold-out gloves, in the URL,
      // kept when the order changes, the count following.
      await goTo(page, CATEGORY)
      const meta = page.locator('.category__meta')
      const count = async () => Number((await meta.innerText()).split(' ')[0])
      await expect.poll(count).toBeGreaterThan(0)
      const all = await count()
      if (width < 500) {
        await page.locator('.listing-toolbar__filters').click()
        await page
          .getByRole('dialog')
          .getByLabel('Only what can be ordered now')
          .check()
        await shot(page, `filter-sheet-${width}`)
        await page.getByRole('button', { name: /^Show \d+ products?$/ }).click()
      } else
        await page
          .locator('aside')
          .getByLabel('Only what can be ordered now')
          .check()
      await page.waitForURL((at) => at.searchParams.get('available') === 'true')
      // The sold-out gloves (and, on the second run, the first run's retired ones) are left out.
      await expect.poll(count).toBeLessThan(all)
      expect(await page.getByText('Exam gloves, sold out').count()).toBe(0)
      await page.getByLabel('Sort by').selectOption('price-desc')
      await page.waitForURL(
        (at) => at.searchParams.get('sort') === 'price-desc',
      )
      expect(new URL(page.url()).searchParams.get('available')).toBe('true')
      await shot(page, `listing-available-${width}`)
      expect(await overflow(page)).toBe(0)

      // The buyer has the old gloves in the cart, a list (beside the new box) and a standing order.
      await api(page, '/shop/cart/bulk-add', {
        token: '',
        items: [{ sku: oldSku(width), quantity: 7 }],
      })
      const { list } = await api(page, '/account/lists/create', {
        name: 'Exam room',
      })
      await api(page, '/account/lists/add-items', {
        listId: Number(list.id),
        items: [
          { sku: oldSku(width), quantity: 7 },
          { sku: 'E2E-RPL-NEW', quantity: 20 },
        ],
      })
      // A new practice's first address, for the standing order's delivery and invoice.
      const { address } = await api(page, '/account/add-address', {
        address: {
          salutation: 'mr',
          firstname: 'Rae',
          lastname: 'Placer',
          company: 'Replace clinic',
          street: 'Main Street',
          number: '1',
          postcode: '53202',
          city: 'Milwaukee',
          country: 'US',
          stateCode: 'WI',
          phoneNumber: '+1 414 555 0100',
        },
      })
      const addressId = Number(address.id)
      const { standingOrder } = await api(
        page,
        '/account/standing-orders/create',
        {
          listId: Number(list.id),
          name: 'Exam room weekly',
          schedule: { cadence: 'weekly', interval: 1, weekday: 1 },
          onProblem: 'place-available',
          shippingAddressId: addressId,
          invoiceAddressId: addressId,
          carrierIdentifier: 'standard',
          paymentProviderIdentifier: 'invoice',
        },
      )
      expect(standingOrder.items).toHaveLength(2)

      // The distributor retires the old gloves for the box of 10.
      await importFile(
        `retire-${width}.jsonl`,
        JSON.stringify({
          sku: oldSku(width),
          status: 'discontinued',
          replaced_by: 'E2E-RPL-NEW',
        }),
      )

      // Its page offers to replace it in the cart, which holds it.
      await goTo(page, `/en/shop/products/${oldSku(width)}`)
      await page
        .getByText('No longer sold: it cannot be added to the cart.')
        .waitFor()
      await page.getByRole('button', { name: 'Replace in cart' }).waitFor()
      await shot(page, `product-replace-${width}`)
      expect(await overflow(page)).toBe(0)

      // The cart: 7 pieces become the box's 10, and it says so.
      await goTo(page, '/en/shop/cart')
      await page.getByRole('button', { name: `Replace with ${NEW}` }).click()
      await page
        .getByText(
          `Replaced with ${NEW}. 7 became 10: ${NEW} is sold in steps of 10, from 10.`,
        )
        .waitFor()
      await expect
        .poll(() =>
          page
            .getByRole('textbox', { name: `Quantity for ${NEW}` })
            .inputValue(),
        )
        .toBe('10')
      await shot(page, `cart-replaced-${width}`)
      expect(await overflow(page)).toBe(0)

      // The list: the old line joins the box's 20 (27, rounded up to 30).
      await goTo(page, `/en/shop/account/lists/${list.id}`)
      await page.getByRole('button', { name: `Replace with ${NEW}` }).click()
      await page
        .getByText(
          `Replaced with ${NEW}. 27 became 30: ${NEW} is sold in steps of 10, from 10.`,
        )
        .waitFor()
      await shot(page, `list-replaced-${width}`)
      // Its stepper moves in tens; a typed 35 is a line error, not a silent change.
      const listLine = page.locator('li', {
        has: page.getByRole('link', { name: NEW }),
      })
      const listQuantity = listLine.getByRole('textbox', {
        name: `Quantity for ${NEW}`,
      })
      await listLine.getByRole('button', { name: 'Increase' }).click()
      await expect.poll(() => listQuantity.inputValue()).toBe('40')
      await listQuantity.fill('35')
      await listQuantity.blur()
      await listLine.getByText('Order in steps of 10: 30 or 40.').waitFor()
      await shot(page, `list-step-error-${width}`)
      expect(await overflow(page)).toBe(0)

      // The standing order: a run swaps nothing, its page offers the replacement.
      await goTo(page, `/en/shop/account/standing-orders/${standingOrder.id}`)
      await page.getByText('No longer sold — left out of runs').waitFor()
      await shot(page, `standing-order-discontinued-${width}`)
      await page.getByRole('button', { name: `Replace with ${NEW}` }).click()
      await page
        .getByText(
          `Replaced with ${NEW}. 27 became 30: ${NEW} is sold in steps of 10, from 10.`,
        )
        .waitFor()
      const standingLine = page.locator('li', {
        has: page.getByRole('link', { name: NEW }),
      })
      const standingQuantity = standingLine.getByRole('textbox', {
        name: `Quantity for ${NEW}`,
      })
      await expect.poll(() => standingQuantity.inputValue()).toBe('30')
      await standingLine.getByRole('button', { name: 'Increase' }).click()
      await expect.poll(() => standingQuantity.inputValue()).toBe('40')
      await standingQuantity.fill('25')
      await standingQuantity.blur()
      await standingLine.getByText('Order in steps of 10: 20 or 30.').waitFor()
      await shot(page, `standing-order-replaced-${width}`)
      expect(await overflow(page)).toBe(0)
      await context.close()
    },
  )
})
