import { describe, expect, it } from 'vitest'
import {
  ENCRYPTION_SECRET,
  base,
  call,
  confirmByLink,
  signIn,
  signUpConfirmed,
  useApiServer,
} from '../../test/api'
import { CookieJar } from '../../test/backend'
import { decryptRefreshToken } from '../auth/refresh-token-cipher'

// The auth tag: signing in and out, signing up, the session's tokens.
useApiServer()

describe('auth and session', () => {
  it('signs in with httpOnly, SameSite Lax cookies of 7 days and knows the user', async () => {
    const jar = new CookieJar()
    expect((await call(jar, 'GET', '/_auth/session')).json).toEqual({})
    const login = await call(jar, 'POST', '/auth/login', {
      username: 'BUYER@northside-clinic.example',
      password: 'demo1234',
    })
    expect(login.status).toBe(200)
    const cookies = login.res.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('shop_session='))).toMatch(
      /Max-Age=604800;.*HttpOnly;.*SameSite=Lax/,
    )
    expect(login.json.user.customer.company.name).toBe(
      'Northside Family Clinic',
    )
    expect(
      (await call(jar, 'GET', '/_auth/session')).json.user.customer.firstname,
    ).toBe('Maya')
    expect((await call(jar, 'GET', '/auth/is-authenticated')).json).toEqual({
      authenticated: true,
    })
    expect(
      (await call(jar, 'GET', '/user/me')).json.user.customer.npiNumber,
    ).toBe('1234567893')
    const signedIn = jar.header()
    await call(jar, 'POST', '/auth/logout', {})
    expect((await call(jar, 'GET', '/_auth/session')).json).toEqual({})
    // A copy of the cookies from before the sign-out is worthless.
    const replayed = await fetch(`${base}/api/user/me`, {
      headers: { cookie: signedIn },
    })
    expect(replayed.status).toBe(401)
    // A new sign-in is a new session.
    const again = await signIn()
    expect(again.header()).not.toBe(signedIn)
  })

  it('answers an unknown user and a wrong password the same, and throttles guessing', async () => {
    const unknown = await call(null, 'POST', '/auth/login', {
      username: 'nobody@example.com',
      password: 'x',
    })
    const wrong = await call(null, 'POST', '/auth/login', {
      username: 'orders@lakeview-practice.example',
      password: 'nope',
    })
    expect(unknown.status).toBe(401)
    expect(wrong).toMatchObject({ status: 401, json: unknown.json })
    let last = 0
    for (let i = 0; i < 11; i++)
      last = (
        await call(null, 'POST', '/auth/login', {
          username: 'guess@example.com',
          password: `nope${i}`,
        })
      ).status
    expect(last).toBe(429)
  })

  it('refuses a login without credentials with violations', async () => {
    const { status, json } = await call(null, 'POST', '/auth/login', {
      username: '',
    })
    expect(status).toBe(400)
    expect(
      json.violations.map((v: { propertyPath: string }) => v.propertyPath),
    ).toEqual(['username', 'password'])
  })

  it('encrypts the session’s refresh token for the admin-centre link', async () => {
    const jar = await signIn()
    const { json } = await call(jar, 'POST', '/auth/encrypt-refresh-token', {})
    const refreshCookie = jar.header().match(/shop_refresh=([^;]+)/)?.[1]
    expect(
      decryptRefreshToken(json.encryptedRefreshToken, ENCRYPTION_SECRET),
    ).toBe(decodeURIComponent(refreshCookie!))
    expect(json.adminCentre).toEqual({
      url: 'https://admin-centre.example.com',
      pathSegment: expect.any(String),
    })
  })
})

describe('the success path of every other call', () => {
  it('signs up a new business customer, confirms the address by link and updates the profile', async () => {
    const account = {
      email: ' Reception@Riverbend-Dental.example ',
      password: 'a-good-password',
      salutation: 'dr',
      firstname: 'Iris',
      lastname: 'Okafor',
      company: 'Riverbend Dental Care',
      npiNumber: '1987654328',
    }
    const signUp = await call(new CookieJar(), 'POST', '/auth/sign-up', account)
    expect(signUp.status).toBe(200)
    expect(signUp.json).toEqual({ accepted: true })
    // Not signed in by the sign-up: no session cookie.
    expect(signUp.res.headers.get('set-cookie')).toBeNull()
    // The e-mailed link confirms the address and signs in.
    const jar = await confirmByLink('reception@riverbend-dental.example')
    const me = (await call(jar, 'GET', '/user/me')).json.user
    expect(me.customer).toMatchObject({
      email: 'reception@riverbend-dental.example',
      emailVerified: true,
      company: { name: 'Riverbend Dental Care' },
    })
    // The same address again: the same answer (its owner is e-mailed instead).
    const again = await call(null, 'POST', '/auth/sign-up', {
      ...account,
      password: 'another-password',
    })
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ accepted: true })
    const updated = await call(jar, 'POST', '/account/update-profile', {
      salutation: 'dr',
      firstname: 'Iris',
      lastname: 'Okafor-Lane',
    })
    expect(updated.status).toBe(200)
    const after = (await call(jar, 'GET', '/user/me')).json.user.customer
    expect(after.lastname).toBe('Okafor-Lane')
    expect(after.company.name).toBe('Riverbend Dental Care')
  })

  it('signs up with an NPI number typed in groups and refuses a wrong one with why', async () => {
    const buyer = {
      email: 'office@harbor-eye.example',
      password: 'a-good-password',
      firstname: 'Lena',
      lastname: 'Harbor',
      company: 'Harbor Eye Care',
    }
    const confirmed = await signUpConfirmed({
      ...buyer,
      npiNumber: ' 1679 576 722 ',
    })
    expect(
      (await call(confirmed, 'GET', '/user/me')).json.user.customer.npiNumber,
    ).toBe('1679576722')
    const wrong = await call(null, 'POST', '/auth/sign-up', {
      ...buyer,
      email: 'desk@harbor-eye.example',
      npiNumber: '1679 576 723',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.violations).toEqual([
      { propertyPath: 'npiNumber', message: 'This NPI number is not valid.' },
    ])
  })

  it('rotates the session tokens; the old refresh token leads nowhere else', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const before = jar.header()
    const rotated = await call(jar, 'POST', '/auth/refresh-token', {})
    expect(rotated.json).toEqual({ refreshed: true })
    expect(jar.header()).not.toBe(before)
    expect(
      (await call(jar, 'GET', '/auth/is-authenticated')).json.authenticated,
    ).toBe(true)
    // A stale copy of the old cookies, within the grace period for parallel calls, gets the
    // same successor, never a second line of tokens (after it, the session ends: backend test).
    const stale = await fetch(`${base}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: before },
      body: '{}',
    })
    const refreshCookie = (header: string) =>
      /shop_refresh=([^;]+)/.exec(header)?.[1]
    expect(
      refreshCookie(
        stale.headers
          .getSetCookie()
          .find((c) => c.startsWith('shop_refresh='))!,
      ),
    ).toBe(refreshCookie(jar.header()))
  })
})
