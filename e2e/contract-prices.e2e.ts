import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUpConfirmed } from './accounts'
import { goTo, launchBrowser, overflow } from './browser'
import { shipEverything } from './distributor'
import { waitForMail } from './mailbox'

// Issue 34 from the distributor's file to the invoice: a contract for one practice (by NPI) and a
// group contract for others, imported while the shop runs; those practices see and pay their
// prices, a third practice and an anonymous visitor see list prices, and a price the distributor
// changes between adding and placing is shown before anything is charged.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const SHOTS = '/tmp/shots-prices-finish'
mkdirSync(SHOTS, { recursive: true })

const command = fileURLToPath(
  new URL('../apps/commerce-backend/scripts/prices.mjs', import.meta.url),
)
const dir = mkdtempSync(join(tmpdir(), 'contract-prices-e2e-'))

/** `npm run prices:import|prices:assign -- FILE`, as a distributor runs it. */
function prices(kind: 'import' | 'assign', name: string, content: string) {
  const path = join(dir, name)
  writeFileSync(path, content)
  return promisify(execFile)(process.execPath, [command, kind, path], {
    env: {
      ...process.env,
      COMMERCE_URL: inject('commerceUrl'),
      COMMERCE_SERVICE_SECRET: inject('serviceSecret'),
      OPERATOR_KEY: '',
    },
  })
}

// Valid NPIs (Luhn over 80840) of the test's own practices, so no demo contract applies.
const OWN_NPI = '1928374655'
const GROUP_NPI = '1837465297'
const THIRD_NPI = '1746352818'

const SKU = 'SYR-LL-E-V5-P50'
const NAME = 'Essential luer-lock syringe, 5 ml, 50 pieces'
const PRODUCT = `/en/shop/products/${SKU}`
const CATEGORY = '/en/shop/injection/syringes/luer-lock-syringes'
// Prices no other product of the category has, so a page that shows one shows this contract.
const LIST = '$11.90'
const OWN = '$9.37'
const OWN_BREAK = '$8.53'
const OWN_MOVED = '$8.29'
const GROUP = '$10.41'

const ownContract = (atTen: string) =>
  [
    'price_list,sku,min_quantity,price',
    `E2E Springfield contract,${SKU},1,${OWN.slice(1)}`,
    `E2E Springfield contract,${SKU},10,${atTen.slice(1)}`,
    '',
  ].join('\n')

beforeAll(async () => {
  const own = await prices('import', 'own.csv', ownContract(OWN_BREAK))
  expect(own.stdout).toContain('Imported')
  const group = await prices(
    'import',
    'group.csv',
    `price_list,sku,min_quantity,price\nE2E Prairie group,${SKU},1,${GROUP.slice(1)}\n`,
  )
  expect(group.stdout).toContain('Imported')
  await prices(
    'assign',
    'assignments.csv',
    [
      'price_list,npi,group',
      `E2E Springfield contract,${OWN_NPI},`,
      'E2E Prairie group,,e2e-prairie',
      `,${GROUP_NPI},e2e-prairie`,
      '',
    ].join('\n'),
  )
}, 120_000)

/** A practice of the test's own, signed up and confirmed, in a browser of the given width. */
async function practice(npi: string | null, width: number, label: string) {
  const phone = width < 500
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
  })
  const page = await context.newPage()
  await goTo(page, '/en/shop')
  const email = `${label}-${width}-${Date.now()}@contracts.example`
  if (npi)
    await signUpConfirmed(page, email, {
      password: 'contract-buyer-1',
      firstname: 'Maya',
      lastname: 'Ortiz',
      company: `${label} practice`,
      npiNumber: npi,
    })
  return { context, page, email }
}

/**
 * The price text of the product's listing card and of its page, as the buyer sees them; product
 * pages are for signed-in buyers, so a visitor gets the product's API answer instead.
 */
async function seenPrices(page: Page, signedIn = true) {
  await goTo(page, CATEGORY)
  const card = page.locator('article, li').filter({ hasText: NAME }).last()
  await card.waitFor()
  const cardText = (await card.innerText()).replace(/\s+/g, ' ')
  if (!signedIn) {
    const answer = await page.evaluate(
      async (sku) => (await fetch(`/api/shop/products/${sku}`)).text(),
      SKU,
    )
    return { cardText, priceText: answer }
  }
  await goTo(page, PRODUCT)
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor()
  const priceText = (
    await page.locator('main .product-price').first().innerText()
  ).replace(/\s+/g, ' ')
  return { cardText, priceText }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

describe.each([1366, 390])('contract prices at %i px', (width) => {
  it(
    'a practice on its own contract sees, is charged and is invoiced its prices, and is shown a price moved before placing',
    { timeout: 300_000 },
    async () => {
      // The contract as imported (a run at the other width moved its break).
      await prices('import', 'own.csv', ownContract(OWN_BREAK))
      const { context, page, email } = await practice(OWN_NPI, width, 'own')

      // The listing card and the product page: the contract price, the list price struck, the
      // quantity break as a small table.
      const seen = await seenPrices(page)
      expect(seen.cardText).toContain(OWN)
      expect(seen.cardText).toContain(LIST)
      expect(
        await page.locator('s.product-price__list').first().innerText(),
      ).toBe(LIST)
      expect(seen.priceText).toContain(OWN)
      expect(seen.priceText).toContain(`10+ ${OWN_BREAK}`)
      expect(await overflow(page)).toBe(0)
      await shot(page, `product-breaks-${width}`)
      await goTo(page, CATEGORY)
      const card = page.locator('article, li').filter({ hasText: NAME }).last()
      await card.scrollIntoViewIfNeeded()
      expect(await overflow(page)).toBe(0)
      await page.screenshot({ path: `${SHOTS}/listing-${width}.png` })

      // Eight in the cart: the line says what two more would cost; at ten it is repriced.
      await goTo(page, PRODUCT)
      const quantity = page.getByRole('textbox', { name: 'Quantity' })
      await quantity.fill('8')
      await quantity.press('Tab')
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor()
      await goTo(page, '/en/shop/cart')
      await page.getByText(`2 more for ${OWN_BREAK} each`).waitFor()
      await page.getByText(`${OWN} each`).first().waitFor()
      expect(await overflow(page)).toBe(0)
      await shot(page, `cart-break-${width}`)
      const line = page.getByRole('textbox', {
        name: new RegExp(`Quantity for ${NAME}`),
      })
      await line.fill('10')
      await line.press('Enter')
      await page.getByText(`${OWN_BREAK} each`).first().waitFor()
      await expect
        .poll(() => page.getByText(/more for .* each/).count())
        .toBe(0)

      // The checkout, every choice made; then the distributor moves the price before placing.
      await goTo(page, '/en/shop/checkout')
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
      await page.getByRole('button', { name: 'Add a new address' }).click()
      await page.getByLabel('First name').fill('Maya')
      await page.getByLabel('Last name').fill('Ortiz')
      await page.getByLabel('Company').fill('Springfield practice')
      await page.getByLabel('Street').fill('Monroe Street')
      await page.getByLabel('Building number').fill('1200')
      await page.getByLabel('ZIP code').fill('62704')
      await page.getByLabel('City').fill('Springfield')
      await page.getByLabel('State').selectOption({ label: 'Illinois' })
      await page.getByRole('button', { name: 'Save address' }).click()
      for (const name of [/Standard delivery/, /Pay by invoice/]) {
        const radio = page.getByRole('radio', { name })
        await radio.click()
        await expect.poll(() => radio.isChecked()).toBe(true)
      }
      await page.waitForLoadState('networkidle')
      const moved = await prices('import', 'own.csv', ownContract(OWN_MOVED))
      expect(moved.stdout).toContain('Imported')

      await page.getByRole('button', { name: 'Place order' }).click()
      const notice = page.locator('.checkout__prices-changed')
      await notice.waitFor()
      expect((await notice.innerText()).replace(/\s+/g, ' ')).toBe(
        `The price of ${NAME} changed since you added it: now ${OWN_MOVED}, was ${OWN_BREAK}. Review and place again.`,
      )
      // The review's totals are the new ones; nothing was placed.
      await page.getByText('$82.90').first().waitFor()
      expect(page.url()).toMatch(/\/en\/shop\/checkout$/)
      expect(await overflow(page)).toBe(0)
      await notice.scrollIntoViewIfNeeded()
      await shot(page, `checkout-price-changed-${width}`)

      // Placing again places it at the price shown.
      await page.getByRole('button', { name: 'Place order' }).click()
      await page
        .getByRole('heading', { level: 1, name: 'Thank you for your order' })
        .waitFor()
      const token = new URL(page.url()).pathname.split('/').pop()!
      // The order and its invoice carry the contract price.
      const order = await page.evaluate(
        async (t) => (await fetch(`/api/account/order?token=${t}`)).json(),
        token,
      )
      expect(order.order.items).toMatchObject([
        { quantity: 10, unitPrice: 829, listUnitPrice: 1190 },
      ])
      expect(order.order.subtotalNet).toBe(8290)
      // So does the confirmation e-mail.
      const mail = await waitForMail(
        inject('mailDir'),
        email,
        new RegExp(`order ${order.order.number}`),
      )
      expect(mail.text).toContain(OWN_MOVED)
      expect(mail.text).not.toContain(LIST)
      // The invoice is issued when the distributor ships the order.
      await shipEverything(order.order)
      const invoice = await context.request.get(
        `${inject('shopUrl')}/api/account/orders/${token}/invoice.pdf`,
      )
      expect(invoice.headers()['content-type']).toBe('application/pdf')
      const { text } = await extractText(new Uint8Array(await invoice.body()), {
        mergePages: true,
      })
      expect(text).toContain(SKU)
      expect(text).toContain(OWN_MOVED)
      expect(text).not.toContain(LIST)
      await context.close()
    },
  )

  it(
    'a practice in the purchasing group sees the group’s price; a third practice and an anonymous visitor see list prices',
    { timeout: 240_000 },
    async () => {
      const group = await practice(GROUP_NPI, width, 'group')
      const seen = await seenPrices(group.page)
      expect(seen.cardText).toContain(GROUP)
      expect(seen.cardText).toContain(LIST)
      expect(seen.priceText).toContain(GROUP)
      expect(seen.priceText).not.toContain(OWN)
      await group.context.close()

      for (const npi of [THIRD_NPI, null]) {
        const other = await practice(npi, width, 'third')
        const { cardText, priceText } = await seenPrices(
          other.page,
          npi !== null,
        )
        expect(cardText).toContain(LIST)
        if (npi) expect(priceText).toContain(LIST)
        else expect(priceText).toContain('"price":1190')
        for (const text of [cardText, priceText])
          for (const contract of [OWN, OWN_BREAK, OWN_MOVED, GROUP]) {
            expect(text).not.toContain(contract)
            expect(text).not.toContain(`"price":${contract.replace(/\D/g, '')}`)
          }
        expect(await other.page.locator('s.product-price__list').count()).toBe(
          0,
        )
        await other.context.close()
      }
    },
  )
})

describe('isolation', () => {
  it(
    'two practices on different lists and an anonymous visitor asking for the same pages at the same moment each get only their own prices',
    { timeout: 240_000 },
    async () => {
      const visitors: {
        context: BrowserContext
        page: Page
        own: string
        signedIn: boolean
      }[] = [
        {
          ...(await practice(OWN_NPI, 1366, 'iso-own')),
          own: OWN,
          signedIn: true,
        },
        {
          ...(await practice(GROUP_NPI, 1366, 'iso-group')),
          own: GROUP,
          signedIn: true,
        },
        {
          ...(await practice(THIRD_NPI, 1366, 'iso-third')),
          own: LIST,
          signedIn: true,
        },
        {
          ...(await practice(null, 1366, 'iso-anonymous')),
          own: LIST,
          signedIn: false,
        },
      ]
      await prices('import', 'own.csv', ownContract(OWN_BREAK))
      const cents = (price: string) => Math.round(Number(price.slice(1)) * 100)
      const theirs = [OWN, GROUP]
      const ask = async (
        page: Page,
        path: string,
        forged: Record<string, string> = {},
      ) =>
        page.evaluate(
          async ([p, headers]) =>
            (
              await fetch(p, {
                headers: {
                  accept: p.startsWith('/api/')
                    ? 'application/json'
                    : 'text/html',
                  ...headers,
                },
              })
            ).text(),
          [path, forged] as const,
        )
      const paths = [
        PRODUCT,
        CATEGORY,
        `/api/shop/products/${SKU}`,
        `/api/shop/search?q=${SKU}`,
      ]
      for (let round = 0; round < 3; round += 1)
        for (const path of paths) {
          // Product pages are for signed-in buyers: a visitor is sent to sign in, with no price.
          const asking = visitors.filter((v) => v.signedIn || path !== PRODUCT)
          const answers = await Promise.all(
            asking.map((v) => ask(v.page, path)),
          )
          for (const [i, body] of answers.entries()) {
            const own = asking[i]!.own
            const api = path.startsWith('/api/')
            const shown = (price: string) =>
              api
                ? body.includes(`"price":${cents(price)}`)
                : body.includes(price)
            expect(shown(own), `${path} for ${own}`).toBe(true)
            for (const other of theirs.filter((p) => p !== own))
              expect(shown(other), `${path} for ${own} shows ${other}`).toBe(
                false,
              )
          }
        }
      // A browser that sends a practice's pricing context (its own session answer names it)
      // gets nothing by it: the shop strips it, and the API believes it from the shop only.
      const ownContext = (
        JSON.parse(await ask(visitors[0]!.page, '/api/_auth/session')) as {
          user: { customer: { pricingContext: string } }
        }
      ).user.customer.pricingContext
      expect(ownContext).toMatch(/^\d{4}-\d\d-\d\d\.[\d-]+\.[\w-]{22}$/)
      const forged = {
        'x-pricing-context': ownContext,
        'x-shop-server-secret': 'a-guess',
      }
      for (const v of visitors.slice(2))
        for (const path of [CATEGORY, `/api/shop/products/${SKU}`]) {
          const body = await ask(v.page, path, forged)
          const api = path.startsWith('/api/')
          expect(
            api ? body.includes(`"price":${cents(LIST)}`) : body.includes(LIST),
            `${path} forged`,
          ).toBe(true)
          expect(
            api ? body.includes(`"price":${cents(OWN)}`) : body.includes(OWN),
            `${path} forged shows the contract`,
          ).toBe(false)
        }
      for (const v of visitors) await v.context.close()
    },
  )
})
