import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { mailedLink } from './accounts'
import { violations } from './axe'
import { goTo, launchBrowser, overflow } from './browser'

// A member whose access the practice's administrator ended signs in: with the right password the
// login modal and page say their access was ended and whom to ask, readably on a phone and a
// desktop; with a wrong one they say no more than for an address without an account.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const ENDED = 'Your access was ended'
const WRONG = 'The email address or password is not correct.'

/** Calls the shop's API from the page, with its cookies: the status and the answer. */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const answer = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: answer.status, json: await answer.json() }
    },
    { path, body },
  )

/** A member the demo practice's administrator invites, who joins and is then deactivated. */
async function endedMember() {
  const email = `ended-${Date.now()}@riverside-health.example`
  const admin = await browser.newPage()
  await goTo(admin, '/en')
  const login = { username: 'admin@riverside-health.example' }
  expect(
    (await post(admin, '/auth/login', { ...login, password: 'demo1234' }))
      .status,
  ).toBe(200)
  expect(
    (
      await post(admin, '/account/company/invite', {
        email,
        roles: ['BUYER'],
      })
    ).status,
  ).toBe(200)
  const link = await mailedLink(email, /invited you to Riverside/)
  const member = await browser.newPage()
  await goTo(member, '/en')
  const joined = await post(member, '/auth/accept-invitation', {
    token: new URL(link).searchParams.get('token'),
    firstname: 'Ada',
    lastname: 'Ended',
    password: 'member-password',
  })
  expect(joined.status).toBe(200)
  expect(
    (
      await post(admin, '/account/company/set-member-active', {
        memberId: Number(joined.json.user.customer.id),
        active: false,
      })
    ).status,
  ).toBe(200)
  await admin.close()
  await member.close()
  return email
}

it('tells a deactivated member in the login modal and on the page that their access was ended', async () => {
  const email = await endedMember()
  const fill = async (
    scope: Page | ReturnType<Page['getByRole']>,
    password: string,
  ) => {
    await scope.getByLabel('Email address').fill(email)
    await scope.getByLabel('Password').fill(password)
    await scope.getByRole('button', { name: 'Sign in' }).click()
  }

  // The login modal, on a desktop: a protected page opened from the shop.
  const desktop = await browser.newPage({
    viewport: { width: 1366, height: 900 },
    bypassCSP: true,
  })
  await goTo(desktop, '/en/shop')
  await desktop.getByRole('link', { name: 'Quick order' }).first().click()
  const modal = desktop.getByRole('dialog', { name: 'Sign in to continue' })
  await fill(modal, 'not-the-password')
  await modal.getByText(WRONG).waitFor()
  await fill(modal, 'member-password')
  const said = modal.getByRole('alert').filter({ hasText: ENDED })
  await said.waitFor()
  expect(await said.textContent()).toContain('ask them to give it back')
  expect(await modal.getByText(WRONG).count()).toBe(0)
  expect(await overflow(desktop)).toBe(0)
  expect(await violations(desktop)).toEqual([])

  // The login page, on a phone.
  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
  })
  await goTo(phone, '/en/auth/login')
  await fill(phone, 'member-password')
  await phone.getByRole('alert').filter({ hasText: ENDED }).waitFor()
  expect(new URL(phone.url()).pathname).toBe('/en/auth/login')
  expect(await overflow(phone)).toBe(0)
  expect(await violations(phone)).toEqual([])
  await desktop.close()
  await phone.close()
})
