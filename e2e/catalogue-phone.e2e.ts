import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, waitForHydration } from './browser'

// Browsing the catalogue on a phone (issue 2, 6, 11 and 15 of the new-buyer review).
const PHONE = { width: 390, height: 844 }
const GLOVES = '/en/shop/protection/gloves/examination-gloves'
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function open(
  path: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
  const page = await browser.newPage({ viewport })
  const response = await page.goto(`${inject('shopUrl')}${path}`)
  expect(response?.status(), path).toBe(200)
  await waitForHydration(page)
  return page
}

const attrs = (page: Page) =>
  new URL(page.url()).searchParams.get('attrs')?.split(',') ?? []

/** The prices of the product cards, in page order (the machine-readable value of each). */
const articlePrices = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .locator('data')
    .evaluateAll((prices) => prices.map((p) => Number(p.getAttribute('value'))))

/** The product cards' boxes, in page order. */
async function cardBoxes(page: Page) {
  const cards = page.getByRole('main').getByRole('article')
  await cards.first().waitFor()
  return Promise.all(
    (await cards.all())
      .slice(0, 4)
      .map(async (card) => (await card.boundingBox())!),
  )
}

describe('a category on a phone', () => {
  it('shows two cards per row, the first products without scrolling', async () => {
    const page = await open(GLOVES)
    const [first, second, third] = await cardBoxes(page)
    expect(second!.y).toBe(first!.y)
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1)
    expect(third!.y).toBeGreaterThan(first!.y)
    // The first card starts on the first screen, its image and name with it.
    expect(first!.y).toBeLessThan(PHONE.height / 2 + 100)
    const name = page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('heading')
    const nameBox = (await name.boundingBox())!
    expect(nameBox.y).toBeLessThan(PHONE.height)
    // The filters wait behind their button.
    expect(await page.getByRole('checkbox', { name: /Latex/ }).count()).toBe(0)
    await page.close()
  })

  it('filters in a drawer: the count of active filters, fewer products, and the URL keeps them', async () => {
    const page = await open(GLOVES)
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.waitFor()
    await drawer.getByRole('checkbox', { name: /^Latex/ }).click()
    await drawer.getByRole('button', { name: 'Show 20 products' }).waitFor()
    // Latex gloves only come in white: another colour would leave none and cannot be chosen.
    expect(
      await drawer.getByRole('checkbox', { name: /^Violet/ }).isDisabled(),
    ).toBe(true)
    await drawer.getByRole('checkbox', { name: /^M\b/ }).click()
    await drawer.getByRole('button', { name: 'Show 4 products' }).click()
    expect(await drawer.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Filters (2 active)' }).waitFor()
    expect(attrs(page)).toHaveLength(2)
    expect(await page.getByRole('main').getByRole('article').count()).toBe(4)
    for (const name of await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading')
      .allInnerTexts())
      expect(name).toMatch(/Latex, M,/)
    await page.reload()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Filters (2 active)' }).waitFor()
    expect(await page.getByRole('main').getByRole('article').count()).toBe(4)
    // A chosen filter is removed from the page itself, without opening the drawer.
    await page.getByRole('button', { name: 'Remove filter M' }).click()
    await page.getByRole('button', { name: 'Filters (1 active)' }).waitFor()
    expect(attrs(page)).toHaveLength(1)
    await page.close()
  })

  it('orders by price in the backend, across pages', async () => {
    const page = await open(GLOVES)
    await page.getByLabel('Sort by').selectOption('price-desc')
    await expect
      .poll(() => new URL(page.url()).searchParams.get('sort'))
      .toBe('price-desc')
    const prices = () => articlePrices(page)
    await expect.poll(async () => (await prices())[0]).toBeGreaterThan(15)
    const first = await prices()
    expect(first).toEqual([...first].sort((a, b) => b - a))
    await page.getByRole('link', { name: 'Next' }).click()
    await expect
      .poll(() => new URL(page.url()).searchParams.get('page'))
      .toBe('2')
    await expect
      .poll(async () => (await prices())[0])
      .toBeLessThanOrEqual(first.at(-1)!)
    await page.close()
  })
})

describe('search on a phone', () => {
  it('keeps the query in the box, pages through every result and sorts them by price', async () => {
    const page = await open('/en/shop/search?q=gloves')
    await page
      .getByRole('heading', { level: 1, name: 'Results for “gloves”' })
      .waitFor()
    expect(
      await page.getByRole('searchbox', { name: 'Search' }).inputValue(),
    ).toBe('gloves')
    const names = () =>
      page
        .getByRole('main')
        .getByRole('article')
        .getByRole('heading')
        .allInnerTexts()
    const firstPage = await names()
    expect(firstPage).toHaveLength(24)
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect
      .poll(() => new URL(page.url()).searchParams.get('page'))
      .toBe('2')
    await expect.poll(async () => (await names())[0]).not.toBe(firstPage[0])
    expect(
      await page
        .getByRole('link', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page')
    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect
      .poll(() => new URL(page.url()).searchParams.get('page'))
      .toBe(null)
    await expect
      .poll(() => new URL(page.url()).searchParams.get('sort'))
      .toBe('price-asc')
    // The cheapest gloves (vinyl, $5.49) come first once the order has loaded.
    await expect.poll(async () => (await articlePrices(page))[0]).toBe(5.49)
    const prices = await articlePrices(page)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await page.close()
  })

  it('asks for a query when there is none, instead of listing nothing', async () => {
    const page = await open('/en/shop/search?q=')
    await page
      .getByRole('heading', { level: 1, name: 'What are you looking for?' })
      .waitFor()
    await page
      .getByRole('searchbox', { name: 'Search products' })
      .fill('syringe')
    await page
      .getByRole('searchbox', { name: 'Search products' })
      .press('Enter')
    await page
      .getByRole('heading', { level: 1, name: 'Results for “syringe”' })
      .waitFor()
    await page.close()
  })
})

describe('odd addresses of the listings', () => {
  it('shows the last page for a page past the end, and cleans values that mean nothing', async () => {
    const cases: [path: string, expected: RegExp][] = [
      [`${GLOVES}?page=99`, /page=5$/],
      [`${GLOVES}?attrs=abc&page=-3`, /examination-gloves$/],
      [`${GLOVES}?page=99999999999999999999`, /page=5$/],
      // A pasted list of ids: one per group is kept, and only values the category has.
      [
        `${GLOVES}?attrs=${Array.from({ length: 400 }, (_, i) => i + 1).join(',')}`,
        /attrs=\d+(%2C|,)\d+(%2C|,)\d+$/,
      ],
      ['/en/shop/search?q=gloves&page=99', /page=5$/],
      ['/en/shop/search?q=gloves&page=-3&sort=cheap', /q=gloves$/],
    ]
    for (const [path, expected] of cases) {
      const page = await open(path)
      expect(page.url(), path).toMatch(expected)
      expect(
        await page.getByRole('main').getByRole('article').count(),
        path,
      ).toBeGreaterThan(0)
      // The page shown is the one marked in the pagination, not page 1.
      const current = page
        .getByRole('navigation', { name: 'Pagination' })
        .locator('[aria-current="page"]')
      if (await current.count())
        expect(await current.innerText(), path).toBe(
          new URL(page.url()).searchParams.get('page') ?? '1',
        )
      await page.close()
    }
  })
})

describe('the configurator on a phone', () => {
  it('lets a buyer change an earlier step after finishing, clearing what no longer fits', async () => {
    const page = await open(`${GLOVES}/configure`)
    const step = (name: string) =>
      page.getByRole('group', { name: new RegExp(`Choose ${name}`) })
    const choose = async (group: string, value: RegExp, count: number) => {
      await step(group).getByRole('radio', { name: value }).click()
      await expect.poll(() => attrs(page).length).toBe(count)
    }
    // The steps in the order the category describes; packs no glove comes in are not offered.
    await choose('Material', /^Nitrile/, 1)
    await choose('Size', /^M$/, 2)
    await choose('Color', /^Blue$/, 3)
    await choose('Pack size', /^100 pieces/, 4)
    expect(
      await step('Pack size')
        .getByRole('radio', { name: /^10 pieces/ })
        .count(),
    ).toBe(0)
    await page.getByText('SKU GLV-NIT-E-NITRILE-M-BLUE-P100').waitFor()
    // Every material is still open after the last step.
    const latex = step('Material').getByRole('radio', { name: /^Latex/ })
    expect(await latex.isDisabled()).toBe(false)
    await choose('Material', /^Latex/, 3)
    await page
      .getByText('Color: Blue does not come with Latex and was cleared.')
      .waitFor()
    await choose('Color', /^White$/, 4)
    await page.getByText('SKU GLV-LTX-E-LATEX-M-WHITE-P100').waitFor()
    await page.close()
  })
})

describe('narrow phones', () => {
  it('never scroll sideways at 360 px on these pages', async () => {
    for (const path of [
      GLOVES,
      `${GLOVES}?page=2&sort=price-asc`,
      `${GLOVES}/configure?attrs=1`,
      '/en/shop/injection/needles/hypodermic-needles/configure',
      '/en/shop/search?q=gloves&page=2',
      '/en/shop/search?q=',
    ]) {
      const page = await open(path, { width: 360, height: 740 })
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBe(360)
      await page.close()
    }
  })
})

describe('what Lighthouse found on a phone (issue 18)', () => {
  it('lists products under a heading, skipping no heading level while the filters are closed', async () => {
    for (const path of [GLOVES, '/en/shop/search?q=nitrile']) {
      const page = await open(path)
      await page.getByRole('main').getByRole('article').first().waitFor()
      // The heading levels a screen reader meets, in page order.
      const levels = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'),
        )
          .filter((heading) => heading.checkVisibility())
          .map((heading) => Number(heading.tagName[1])),
      )
      expect(levels[0], path).toBe(1)
      for (let i = 1; i < levels.length; i++)
        expect(
          levels[i]! - levels[i - 1]!,
          `${path}: ${levels.join(' ')}`,
        ).toBeLessThanOrEqual(1)
      await page.close()
    }
  })

  it('keeps the product image’s square before the image arrives', async () => {
    const context = await browser.newContext({ viewport: PHONE })
    const login = await fetch(`${inject('shopUrl')}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: inject('shopUrl'),
      },
      body: JSON.stringify({
        username: 'buyer@northside-clinic.example',
        password: 'demo1234',
      }),
    })
    await context.addCookies(
      login.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';')
        const eq = pair.indexOf('=')
        return {
          name: pair.slice(0, eq),
          value: pair.slice(eq + 1),
          url: inject('shopUrl'),
        }
      }),
    )
    const page = await context.newPage()
    // While the image is on its way, its box must already be the size it will have, so nothing
    // below it moves when it arrives.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/media/product-stage/**', async (route) => {
      await held
      await route.continue().catch(() => undefined)
    })
    await page.goto(
      `${inject('shopUrl')}/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100`,
      { waitUntil: 'domcontentloaded' },
    )
    const image = (await page.locator('.product__stage img').boundingBox())!
    expect(image.height).toBeGreaterThan(200)
    expect(Math.abs(image.width - image.height)).toBeLessThan(2)
    release()
    await context.close()
  })
})
