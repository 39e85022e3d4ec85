import { describe, expect, it } from 'vitest'
import {
  call,
  mailedToken,
  signUpConfirmed,
  useApiServer,
} from '../../test/api'
import { CookieJar } from '../../test/backend'

// Account self-service: a forgotten password, the e-mailed links, and changes to the password
// and the sign-in address.
useApiServer()

const account = (email: string) => ({
  email,
  password: 'first-password',
  salutation: 'ms',
  firstname: 'Maya',
  lastname: 'Brooks',
  company: 'Brooks Family Practice',
  npiNumber: '1234567893',
})

const signIn = async (username: string, password: string) => {
  const jar = new CookieJar()
  const { status } = await call(jar, 'POST', '/auth/login', {
    username,
    password,
  })
  return { status, jar }
}

describe('a new account', () => {
  it('browses signed in before its address is confirmed, nothing more; the link signs in and ends that session', async () => {
    const email = 'front@unconfirmed-practice.example'
    await call(null, 'POST', '/auth/sign-up', account(email))
    const { jar: early } = await signIn(email, 'first-password')
    expect((await call(early, 'GET', '/user/me')).status).toBe(200)
    const invite = await call(early, 'POST', '/account/company/invite', {
      email: 'co-admin@elsewhere.example',
      roles: ['ADMINISTRATOR'],
    })
    expect(invite.status).toBe(403)
    expect(invite.json.message).toMatch(/confirm your email address/)
    const token = await mailedToken(email, '/en/auth/verify-email')
    const jar = new CookieJar()
    const confirmed = await call(jar, 'POST', '/auth/verify-email', { token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.user.customer).toMatchObject({
      email,
      emailVerified: true,
    })
    expect((await call(jar, 'GET', '/user/me')).status).toBe(200)
    expect((await call(early, 'GET', '/user/me')).status).toBe(401)
  })
})

describe('a forgotten password', () => {
  it('answers every address alike, and the e-mailed link sets a new password and signs in', async () => {
    const email = 'maya@brooks-practice.example'
    const before = await signUpConfirmed(account(email))
    for (const address of [email, 'nobody@nowhere-clinic.example']) {
      const asked = await call(null, 'POST', '/auth/forgot-password', {
        email: address,
      })
      expect(asked.status).toBe(200)
      expect(asked.json).toEqual({ accepted: true })
    }
    const token = await mailedToken(email, '/en/auth/reset-password')
    const jar = new CookieJar()
    const reset = await call(jar, 'POST', '/auth/reset-password', {
      token,
      password: 'second-password',
    })
    expect(reset.status).toBe(200)
    expect(reset.json.user.customer.email).toBe(email)
    expect((await call(jar, 'GET', '/user/me')).status).toBe(200)
    // The session from before the reset has ended; the old password is gone.
    expect((await call(before, 'GET', '/user/me')).status).toBe(401)
    expect((await signIn(email, 'first-password')).status).toBe(401)
    expect((await signIn(email, 'second-password')).status).toBe(200)
  })

  it('refuses a used, forged or malformed link with a 400 that says why, and changes nothing', async () => {
    const email = 'desk@brooks-practice.example'
    await signUpConfirmed(account(email))
    await call(null, 'POST', '/auth/forgot-password', { email })
    const token = await mailedToken(email, '/en/auth/reset-password')
    // The page the link opens asks first, and the asking uses nothing up.
    const check = (t: string) =>
      call(null, 'GET', `/auth/reset-password?token=${encodeURIComponent(t)}`)
    expect((await check(token)).json).toEqual({ valid: true })
    expect((await check(token)).json).toEqual({ valid: true })
    expect(
      (
        await call(null, 'POST', '/auth/reset-password', {
          token,
          password: 'second-password',
        })
      ).status,
    ).toBe(200)
    for (const bad of [
      token,
      'forged0forged0forged0forged0forged0forged0xyz',
    ]) {
      const refused = await call(null, 'POST', '/auth/reset-password', {
        token: bad,
        password: 'third-password',
      })
      expect(refused.status).toBe(400)
      expect(await check(bad)).toMatchObject({
        status: 200,
        json: { valid: false },
      })
      expect(refused.json).toEqual({
        message:
          'This link has expired or was already used. Ask for a new one.',
        violations: [
          {
            propertyPath: 'token',
            message:
              'This link has expired or was already used. Ask for a new one.',
          },
        ],
      })
    }
    const malformed = await call(null, 'POST', '/auth/verify-email', {
      token: '<script>',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json.violations[0].propertyPath).toBe('token')
    expect((await signIn(email, 'second-password')).status).toBe(200)
  })

  it('answers every request for one address alike, and e-mails it five times an hour', async () => {
    const email = 'flooded@inbox-clinic.example'
    await signUpConfirmed(account(email))
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await call(null, 'POST', '/auth/forgot-password', { email })).status,
      )
    // Whoever asked before, the owner asking now gets the same answer (and the newest link).
    expect(statuses).toEqual(Array(6).fill(200))
    const { json } = await call(null, 'GET', '/dev/outbox')
    expect(
      json.messages.filter(
        (m: { kind: string; recipient: string }) =>
          m.recipient === email && m.kind === 'password-reset',
      ),
    ).toHaveLength(5)
  })
})

describe('the profile', () => {
  it('changes the password only with the current one; other sessions end', async () => {
    const email = 'owner@lakeside-clinic.example'
    const jar = await signUpConfirmed(account(email))
    const other = (await signIn(email, 'first-password')).jar
    const wrong = await call(jar, 'POST', '/account/change-password', {
      currentPassword: 'not-it',
      newPassword: 'second-password',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.violations).toEqual([
      {
        propertyPath: 'currentPassword',
        message: 'The current password is not correct.',
      },
    ])
    expect((await call(other, 'GET', '/user/me')).status).toBe(200)
    const short = await call(jar, 'POST', '/account/change-password', {
      currentPassword: 'first-password',
      newPassword: 'short',
    })
    expect(short.status).toBe(400)
    expect(short.json.violations[0].propertyPath).toBe('newPassword')
    const changed = await call(jar, 'POST', '/account/change-password', {
      currentPassword: 'first-password',
      newPassword: 'second-password',
    })
    expect(changed.status).toBe(200)
    expect((await call(jar, 'GET', '/user/me')).status).toBe(200)
    expect((await call(other, 'GET', '/user/me')).status).toBe(401)
  })

  it('changes the sign-in address once the link sent to it is followed', async () => {
    const email = 'old@moving-clinic.example'
    const jar = await signUpConfirmed(account(email))
    const asked = await call(jar, 'POST', '/account/change-email', {
      newEmail: 'New@Moving-Clinic.example',
      currentPassword: 'first-password',
    })
    expect(asked.json).toEqual({ accepted: true })
    expect((await call(jar, 'GET', '/user/me')).json.user.customer.email).toBe(
      email,
    )
    const token = await mailedToken(
      'new@moving-clinic.example',
      '/en/auth/verify-email',
    )
    const confirmed = await call(null, 'POST', '/auth/verify-email', { token })
    expect(confirmed.json).toEqual({ email: 'new@moving-clinic.example' })
    // The session that asked for the change goes on, with the new address.
    expect((await call(jar, 'GET', '/user/me')).json.user.customer.email).toBe(
      'new@moving-clinic.example',
    )
    expect(
      (await signIn('new@moving-clinic.example', 'first-password')).status,
    ).toBe(200)
  })

  it('refuses every change without a session before looking at the input', async () => {
    for (const [path, body] of [
      ['/account/change-password', { currentPassword: 1 }],
      ['/account/change-email', {}],
      ['/account/update-profile', { firstname: '' }],
    ] as const)
      expect((await call(null, 'POST', path, body)).status).toBe(401)
  })
})
