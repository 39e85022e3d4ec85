import { request } from 'node:http'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { linkIn, waitForMail } from './mailbox'

// New buyers of a test's own: signed up as the shop's page does it, and confirmed with the link
// the shop e-mailed them, so their carts and orders are theirs alone.

/** The link in the newest e-mail to `email` whose subject matches, to a page of the shop. */
export async function mailedLink(email: string, subject: RegExp) {
  const mail = await waitForMail(inject('mailDir'), email, subject)
  return linkIn(mail, `${inject('shopUrl')}/en/`)
}

/**
 * Posts a sign-up from an address of its own on the loopback network (127.x.y.z): the backend
 * allows a client 10 sign-ups an hour, and the suite signs up more buyers than that.
 */
function signUpFromOwnAddress(body: unknown): Promise<number> {
  const byte = (max: number) => 1 + Math.floor(Math.random() * max)
  const localAddress = `127.${byte(200)}.${byte(250)}.${byte(250)}`
  const json = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const call = request(
      `${inject('shopUrl')}/api/auth/sign-up`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
        },
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    call.on('error', reject)
    call.end(json)
  })
}

/**
 * Signs up `email` and follows, from `page` (already on a shop page), the confirmation link with the
 * API call its page makes, which signs in: the page's browser is left signed in.
 */
export async function signUpConfirmed(
  page: Page,
  email: string,
  account: {
    password: string
    firstname: string
    lastname: string
    company: string
    /** The practice's NPI number; Northside's (1234567893) unless given, so its contracts apply. */
    npiNumber?: string
  },
) {
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) =>
        (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { path, body },
    )
  expect(
    await signUpFromOwnAddress({
      email,
      ...account,
      npiNumber: account.npiNumber ?? '1234567893',
    }),
  ).toBe(200)
  const link = await mailedLink(email, /Confirm your email address/)
  const token = new URL(link).searchParams.get('token')
  // Confirming by the link signs in (decision 022).
  expect(await post('/api/auth/verify-email', { token })).toBe(200)
}
