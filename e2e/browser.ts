import { inject } from 'vitest'
import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
}

/** Resolves once the router has hydrated the server-rendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true',
  )
}

/** Opens a path of the shop under test and waits until the page is hydrated. */
export async function goTo(page: Page, path: string) {
  await page.goto(`${inject('shopUrl')}${path}`)
  await waitForHydration(page)
}

/** How many pixels the page is wider than the window: 0 when nothing overflows it. */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
