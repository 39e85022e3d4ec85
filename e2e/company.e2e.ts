import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailedLink } from './accounts'
import { violations } from './axe'
import { goTo, launchBrowser, overflow, waitForHydration } from './browser'

// Company accounts end to end, with the e-mail the shop really sends: the demo practice's
// administrator invites a buyer with a $200.00 limit per order; the buyer joins from the e-mailed
// link on a phone and sends a $350 order for approval; the demo approver approves it, and rejects
// a second one with a reason the buyer then reads on the order's page.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** A demo member signed in, in a fresh browser of the given size. */
async function signedIn(email: string, width: number, height: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    // For axe, injected as a script of the test's own (./axe.ts).
    bypassCSP: true,
  })
  const page = await context.newPage()
  await goTo(page, '/en/auth/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((at) => at.pathname === '/en/shop')
  return page
}

/** Fills the cart with 30 boxes of syringes (about $357) and sends it for approval. */
async function sendForApproval(page: Page) {
  await goTo(page, '/en/shop/quick-order')
  await page.getByLabel('Paste a list').fill('SYR-LL-E-V5-P50, 30')
  await page.getByRole('button', { name: 'Read list' }).tap()
  await page.getByRole('button', { name: 'Add 1 line to cart' }).tap()
  await page.getByText(/added to your cart/).waitFor()
  await goTo(page, '/en/shop/checkout')
  await page.waitForLoadState('networkidle')
  // The practice's address book: the buyer chooses the receiving dock, and may not add to it.
  await page.getByText('Your administrator manages the practice').waitFor()
  expect(
    await page.getByRole('button', { name: 'Add a new address' }).count(),
  ).toBe(0)
  for (const label of ['Shipping address', 'Invoice address']) {
    const select = page.getByLabel(label, { exact: true })
    const value = await select.evaluate(
      (element: HTMLSelectElement) =>
        [...element.options].find((o) =>
          o.textContent?.includes('Riverside Parkway'),
        )?.value ?? '',
    )
    await select.selectOption(value)
  }
  const standard = page.getByRole('radio', { name: /Standard delivery/ })
  await standard.tap()
  await expect.poll(() => standard.isChecked()).toBe(true)
  const invoice = page.getByRole('radio', { name: /Pay by invoice/ })
  if (!(await invoice.isChecked())) await invoice.tap()
  // Before placing, the buyer is told the order needs approval and why.
  await page
    .getByText(/This order needs approval before it is placed/)
    .waitFor()
  await page
    .getByText(/\$200\.00/)
    .first()
    .waitFor()
  expect(await overflow(page)).toBe(0)
  await page.getByRole('button', { name: 'Send for approval' }).tap()
  await page.waitForURL(/\/en\/shop\/checkout\/confirmation\//)
  await page.getByRole('heading', { name: 'Sent for approval' }).waitFor()
  const number = (
    await page
      .getByText(/SO-\d+/)
      .first()
      .textContent()
  )?.match(/SO-\d+/)?.[0]
  expect(number).toBeTruthy()
  expect(await overflow(page)).toBe(0)
  return number!
}

/** The approver opens the order from the queue. */
async function openApproval(page: Page, number: string) {
  await goTo(page, '/en/shop/account/approvals')
  await page
    .getByRole('link', { name: new RegExp(number) })
    .first()
    .click()
  await page
    .getByRole('heading', { name: `Approval of order ${number}` })
    .waitFor()
}

describe('a practice with an administrator, an approver and a new buyer', () => {
  it('invites a buyer with a limit; the approver approves one order over it and rejects another with a reason', async () => {
    // The administrator invites a buyer with $200.00 per order (desktop).
    const admin = await signedIn('admin@riverside-health.example', 1366, 900)
    await goTo(admin, '/en/shop/account/company')
    const email = `nurse-${Date.now()}@riverside-health.example`
    const invite = admin.getByRole('region', { name: 'Invite a member' })
    await invite.getByLabel('Email address').fill(email)
    const buyerRole = invite.getByRole('checkbox', { name: /^Buyer/ })
    if (!(await buyerRole.isChecked())) await buyerRole.check()
    await invite.getByLabel('Limit per order').fill('200')
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await admin.getByText(`Invitation sent to ${email}.`).waitFor()
    await admin.getByText(email).first().waitFor()
    expect(await violations(admin)).toEqual([])

    // The buyer joins with the e-mailed link, on a phone.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      bypassCSP: true,
    })
    const buyer = await phone.newPage()
    await buyer.goto(await mailedLink(email, /invited you to Riverside/))
    await waitForHydration(buyer)
    await buyer.getByText(`Priya Raman invited ${email}`).waitFor()
    expect(await overflow(buyer)).toBe(0)
    expect(await violations(buyer)).toEqual([])
    await buyer.getByLabel('First name').fill('Jordan')
    await buyer.getByLabel('Last name').fill('Okafor-Lindqvist')
    await buyer.getByLabel('Password').fill('a-good-password')
    await buyer
      .getByRole('button', { name: /^Join Riverside Community Health Center/ })
      .tap()
    await buyer.waitForURL((at) => at.pathname.startsWith('/en/shop/account'))
    // The administrator sees the new member with the limit.
    await goTo(admin, '/en/shop/account/company')
    await admin.getByText('Jordan Okafor-Lindqvist').waitFor()
    await admin.getByText('$200.00').first().waitFor()

    // $350 is over the limit: the order waits for approval.
    const first = await sendForApproval(buyer)

    // The approver approves it (desktop); the order is placed.
    const approver = await signedIn(
      'approver@riverside-health.example',
      1366,
      900,
    )
    await openApproval(approver, first)
    await approver.getByText('Jordan Okafor-Lindqvist').first().waitFor()
    expect(await violations(approver)).toEqual([])
    await approver.getByRole('button', { name: 'Approve' }).click()
    await approver.getByText('Approved: order placed.').waitFor()

    // The buyer sees who approved it, on the order's page.
    await goTo(buyer, '/en/shop/account/orders')
    await buyer.getByRole('link', { name: first, exact: true }).tap()
    await buyer
      .getByRole('heading', { level: 1, name: `Order ${first}` })
      .waitFor()
    await buyer.getByText(/Approved by Marcus Bell on/).waitFor()
    expect(await overflow(buyer)).toBe(0)
    expect(await violations(buyer)).toEqual([])

    // The approvers' queue and the practice's history, by member.
    await goTo(approver, '/en/shop/account/approvals?state=decided')
    await approver.getByRole('link', { name: new RegExp(first) }).waitFor()
    expect(await violations(approver)).toEqual([])
    await goTo(admin, '/en/shop/account/orders')
    await admin
      .getByLabel('Show orders placed by')
      .selectOption({ label: 'Jordan Okafor-Lindqvist' })
    await admin.waitForURL((at) => at.searchParams.has('placedBy'))
    await admin.getByRole('link', { name: first, exact: true }).waitFor()
    expect(await violations(admin)).toEqual([])

    // A second order is rejected with a reason; the buyer reads it.
    const second = await sendForApproval(buyer)
    await openApproval(approver, second)
    const reason =
      'Please order the 100-packs from the standing contract instead.'
    await approver.getByLabel('Reason for the buyer').fill(reason)
    await approver.getByRole('button', { name: 'Reject' }).click()
    await approver
      .getByText(/rejected/i)
      .first()
      .waitFor()
    await mailedLink(email, /did not approve your order/)
    await goTo(buyer, '/en/shop/account/orders')
    await buyer.getByRole('link', { name: second, exact: true }).tap()
    await buyer
      .getByText(new RegExp(`Rejected by Marcus Bell on .*${reason}`))
      .waitFor()
    expect(await overflow(buyer)).toBe(0)
    // Its items are back in the cart, so the page offers no "Order again".
    expect(
      await buyer.getByRole('button', { name: 'Order again' }).count(),
    ).toBe(0)
    await goTo(buyer, '/en/shop/cart')
    await buyer.getByText('SYR-LL-E-V5-P50').first().waitFor()
  }, 180_000)
})
