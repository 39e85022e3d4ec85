import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { mailedLink, signUpConfirmed } from './accounts'
import { launchBrowser, overflow, waitForHydration } from './browser'
import { waitForMail } from './mailbox'

// Account self-service with the e-mail the shop really sends (through SMTP to the test's
// receiver): a forgotten password on a desktop, a changed e-mail address on a phone.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const url = (path: string) => `${inject('shopUrl')}${path}`

/** A confirmed buyer of the test's own, signed in, in a fresh browser of the given size. */
async function newBuyer(width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  await page.goto(url('/en/shop'))
  await waitForHydration(page)
  const email = `self-service-${width}-${Date.now()}@riverside-orthopaedics.example`
  await signUpConfirmed(page, email, {
    password: 'first-password',
    firstname: 'Rosalind',
    lastname: 'Abernathy-Whitfield',
    company:
      'Riverside Orthopaedic & Sports Medicine Partners of Greater Springfield',
  })
  return { page, email }
}

describe('a forgotten password, on a desktop', () => {
  it('goes from the login page to the e-mailed link to a new password, signed in; the link then works no more', async () => {
    const { page, email } = await newBuyer(1366, 900)
    await page.context().clearCookies()
    await page.goto(url('/en/auth/login'))
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL((at) => at.pathname === '/en/auth/forgot-password')
    await waitForHydration(page)
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor()
    const link = await mailedLink(email, /Reset your Clinic Supply password/)
    await page.goto(link)
    await waitForHydration(page)
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('second-password')
    await page.getByLabel('Repeat the new password').fill('second-password')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.waitForURL((at) => at.pathname === '/en/shop/account/profile')
    await page.getByRole('banner').getByText('Rosalind').waitFor()
    // Used once, the link says so as soon as it opens, with the way to a new one (issue 31).
    await page.context().clearCookies()
    await page.goto(link)
    await waitForHydration(page)
    await page
      .getByRole('heading', { name: 'This link does not work' })
      .waitFor()
    await page
      .getByText(
        'This link has expired or was already used. Ask for a new one.',
      )
      .waitFor()
    expect(
      await page.getByRole('textbox', { name: 'New password' }).count(),
    ).toBe(0)
    expect(
      await page
        .getByRole('link', { name: 'Ask for a new link' })
        .getAttribute('href'),
    ).toBe('/en/auth/forgot-password')
    const signIn = await page.evaluate(
      (username) =>
        fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'second-password' }),
        }).then((response) => response.status),
      email,
    )
    expect(signIn).toBe(200)
    await page.context().close()
  })
})

describe('the profile, on a phone', () => {
  it('changes the e-mail address through a link sent to the new one, with a notice to the old one', async () => {
    const { page, email } = await newBuyer(390, 844)
    await page.goto(url('/en/shop/account/profile'))
    await waitForHydration(page)
    const section = page.getByRole('region', {
      name: 'Change your email address',
    })
    const newEmail = `moved-${Date.now()}@riverside-orthopaedics.example`
    await section.getByLabel('New email address').fill(newEmail)
    await section.getByLabel('Current password').fill('first-password')
    await section.getByRole('button', { name: 'Change email address' }).click()
    await section
      .getByText(`We sent a link to ${newEmail}.`, { exact: false })
      .waitFor()
    expect(await overflow(page)).toBe(0)
    // The old address is told, so its owner can act if it was not them.
    const notice = await waitForMail(
      inject('mailDir'),
      email,
      /sign-in address of your Clinic Supply account is changing/,
    )
    expect(notice.text).toContain(newEmail)
    const link = await mailedLink(newEmail, /Confirm your new Clinic Supply/)
    await page.goto(link)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await page
      .getByRole('heading', { name: 'Your email address is confirmed' })
      .waitFor()
    expect(await overflow(page)).toBe(0)
    await page.goto(url('/en/shop/account/profile'))
    await waitForHydration(page)
    await page.getByRole('main').getByText(newEmail).first().waitFor()
    await page.context().close()
  })
})
