import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'

/** The flags that let Debian's Chromium run headless on these machines without network chatter. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

/** Resolves once the router has hydrated the server-rendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true',
  )
}
