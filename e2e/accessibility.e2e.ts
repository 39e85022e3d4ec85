import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUpConfirmed } from './accounts'
import { violations } from './axe'
import { launchBrowser, waitForHydration } from './browser'

// The account self-service pages checked with axe (WCAG 2.1 AA rules) on a phone and a desktop.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const url = (path: string) => `${inject('shopUrl')}${path}`

const SIGNED_OUT = [
  '/en/auth/forgot-password',
  '/en/auth/reset-password?token=not-a-real-token',
  '/en/auth/verify-email?token=not-a-real-token',
  '/en/auth/accept-invitation?token=not-a-real-token',
  '/en/auth/sign-up',
]

describe.each([
  ['a phone', 390, 844],
  ['a desktop', 1366, 900],
])('the self-service pages on %s', (_name, width, height) => {
  it('have nothing axe finds wrong, signed out', async () => {
    const context = await browser.newContext({
      viewport: { width, height },
      // axe is injected as a script of the test's own, which the page's policy would refuse.
      bypassCSP: true,
    })
    const page = await context.newPage()
    for (const path of SIGNED_OUT) {
      await page.goto(url(path))
      await waitForHydration(page)
      expect({ path, found: await violations(page) }).toEqual({
        path,
        found: [],
      })
    }
    // The states after an answer: the sent link, and a link that does not work.
    await page.goto(url('/en/auth/forgot-password'))
    await waitForHydration(page)
    await page.getByLabel('Email address').fill('someone@clinic.example')
    await page.getByRole('button', { name: 'Send the link' }).click()
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor()
    expect(await violations(page)).toEqual([])
    await page.goto(url('/en/auth/verify-email?token=not-a-real-token'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await page
      .getByRole('heading', { name: 'This link does not work' })
      .waitFor()
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('have nothing axe finds wrong while the next page loads', async () => {
    const context = await browser.newContext({
      viewport: { width, height },
      bypassCSP: true,
    })
    const page = await context.newPage()
    await page.goto(url('/en/shop/wound-care'))
    await waitForHydration(page)
    // The category's answer is held, so the page stays marked busy while axe looks at it.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/**', async (route) => {
      await held
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Subcategories' })
      .getByRole('link', { name: 'Dressings' })
      .click()
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'attached' })
    const found = await violations(page)
    release()
    expect(found).toEqual([])
    await page.getByRole('heading', { level: 1, name: 'Dressings' }).waitFor()
    // Loaded: nothing is marked busy any more.
    expect(await page.locator('body[aria-busy], html[aria-busy]').count()).toBe(
      0,
    )
    await context.close()
  })

  it('have nothing axe finds wrong on the profile, signed in', async () => {
    const context = await browser.newContext({
      viewport: { width, height },
      // axe is injected as a script of the test's own, which the page's policy would refuse.
      bypassCSP: true,
    })
    const page = await context.newPage()
    await page.goto(url('/en/shop'))
    await waitForHydration(page)
    await signUpConfirmed(page, `axe-${width}-${Date.now()}@clinic.example`, {
      password: 'first-password',
      firstname: 'Ada',
      lastname: 'Quinn',
      company: 'Quinn Family Medicine',
    })
    await page.goto(url('/en/shop/account/profile'))
    await waitForHydration(page)
    // A refused change shows its message beside the field.
    const password = page.getByRole('region', { name: 'Change your password' })
    await password.getByLabel('Current password').fill('not-my-password')
    await password
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('second-password')
    await password.getByLabel('Repeat the new password').fill('second-password')
    await password.getByRole('button', { name: 'Change password' }).click()
    await password.getByText('The current password is not correct.').waitFor()
    expect(await violations(page)).toEqual([])
    await context.close()
  })
})
