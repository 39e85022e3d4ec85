import {
  AuthorizeDocument,
  EndSessionDocument,
  MeDocument,
  RefreshTokenDocument,
  SignUpDocument,
} from '@shop/commerce-client'
import type {
  AuthorizeResultFieldsFragment,
  GraphQLRequestError,
  createCommerceClient,
} from '@shop/commerce-client'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { TEST_SERVICE_SECRET, startTestBackend } from '../../test-backend'
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_GRACE_S } from '../../auth/tokens'
import { DEMO_CUSTOMERS, DEMO_PRACTICE } from '../../seed/seed'

// Sign-in sessions over GraphQL, with the clock moved instead of waited for.
let backend: Awaited<ReturnType<typeof startTestBackend>>['backend']
let commerce: ReturnType<typeof createCommerceClient>
const SERVICE_SECRET = TEST_SERVICE_SECRET

beforeAll(async () => {
  ;({ backend, commerce } = await startTestBackend())
}, 60_000)
afterAll(() => backend?.close())
afterEach(() => {
  vi.useRealTimers()
})

/** Moves the backend's clock (it runs in this process) forward. */
function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
}

function success(result: AuthorizeResultFieldsFragment) {
  if (result.__typename !== 'AuthorizeSuccess')
    throw new Error(`expected a sign-in, got ${result.__typename}`)
  return result
}

/** Calls as the API server does for a browser at `client`. */
const fromClient = (client: string) => ({
  headers: { 'x-service-secret': SERVICE_SECRET, 'x-client-address': client },
})

async function signIn(client = '10.0.0.1') {
  const demo = DEMO_CUSTOMERS[0]
  const { authorize } = await commerce.request(
    AuthorizeDocument,
    { username: demo.email, password: demo.password },
    fromClient(client),
  )
  return success(authorize)
}

const me = (token: string) =>
  commerce
    .request(MeDocument, {}, { token })
    .then((result) => result.me?.customer.firstname ?? null)
    .catch((error: GraphQLRequestError) => error.code)

const refresh = (refreshToken: string) =>
  commerce
    .request(RefreshTokenDocument, { refreshToken })
    .then((result) => result.refreshToken)

describe('a signed-in buyer', () => {
  it('stays signed in after the access token’s hour and after six days away', async () => {
    const first = await signIn()
    advanceClock((ACCESS_TOKEN_TTL_S + 60) * 1000)
    expect(await me(first.token)).toBe('UNAUTHENTICATED')
    const second = success(await refresh(first.refreshToken))
    expect(await me(second.token)).toBe(DEMO_CUSTOMERS[0].firstname)

    advanceClock(6 * 24 * 60 * 60 * 1000)
    const third = success(await refresh(second.refreshToken))
    expect(await me(third.token)).toBe(DEMO_CUSTOMERS[0].firstname)
  })

  it('answers parallel refreshes with one token alike: the same successor for each', async () => {
    const { refreshToken } = await signIn()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refresh(refreshToken)),
    )
    const successors = answers.map((answer) => success(answer).refreshToken)
    expect(new Set(successors).size).toBe(1)
    for (const answer of answers)
      expect(await me(success(answer).token)).toBe(DEMO_CUSTOMERS[0].firstname)
    // The successor goes on working.
    success(await refresh(successors[0]!))
  })

  it('ends the whole session when a rotated token comes back after the grace period', async () => {
    const { refreshToken } = await signIn()
    const next = success(await refresh(refreshToken))
    advanceClock((REFRESH_TOKEN_GRACE_S + 1) * 1000)
    expect((await refresh(refreshToken)).__typename).toBe('Error')
    // The thief's replay ended the buyer's session too: nobody holds a working token.
    expect((await refresh(next.refreshToken)).__typename).toBe('Error')
    expect(await me(next.token)).toBe('UNAUTHENTICATED')
  })

  it('can end the session with the access token alone', async () => {
    const { token, refreshToken } = await signIn()
    const { endSession } = await commerce.request(
      EndSessionDocument,
      {},
      { token },
    )
    expect(endSession).toBe(true)
    expect(await me(token)).toBe('UNAUTHENTICATED')
    expect((await refresh(refreshToken)).__typename).toBe('Error')
  })
})

describe('sign-in and sign-up throttling', () => {
  const attempt = (client: string, password: string, username?: string) =>
    commerce
      .request(
        AuthorizeDocument,
        { username: username ?? DEMO_CUSTOMERS[1].email, password },
        fromClient(client),
      )
      .then((result) => result.authorize)

  it('stops one client guessing a password, not the owner elsewhere', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt('203.0.113.9', 'guess')).__typename).toBe('Error')
    const refused = await attempt('203.0.113.9', DEMO_CUSTOMERS[1].password)
    expect(refused.__typename).toBe('TooManyAttempts')
    const retryAfter =
      refused.__typename === 'TooManyAttempts' ? refused.retryAfter : 0
    // The rest of the 15-minute window, in seconds.
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // The owner, from their practice, signs in as usual.
    const owner = await attempt('198.51.100.4', DEMO_CUSTOMERS[1].password)
    expect(owner.__typename).toBe('AuthorizeSuccess')
  })

  it('never lets a client it stopped lock the owner out', async () => {
    const { email, password } = DEMO_PRACTICE.members[1]
    const answers = new Set<string>()
    for (let i = 0; i < 101; i++)
      answers.add(
        (await attempt('203.0.113.30', `guess${i}`, email)).__typename,
      )
    expect([...answers]).toEqual(['Error', 'TooManyAttempts'])
    const owner = await attempt('198.51.100.30', password, email)
    expect(owner.__typename).toBe('AuthorizeSuccess')
  }, 60_000)

  it('over an account’s ceiling, lets a client try a few times only, so the owner still signs in', async () => {
    const { email, password } = DEMO_PRACTICE.members[2]
    // Ten clients guess ten times each, as many as each may: the account's ceiling is reached.
    await Promise.all(
      Array.from({ length: 10 }, async (_, client) => {
        for (let i = 0; i < 10; i++)
          expect(
            (await attempt(`203.0.113.${40 + client}`, `guess${i}`, email))
              .__typename,
          ).toBe('Error')
      }),
    )
    const owner = await attempt('198.51.100.40', password, email)
    expect(owner.__typename).toBe('AuthorizeSuccess')
    // A new client of the attackers gets three guesses, then not even the right password helps.
    const next = []
    for (const guess of ['a-guess', 'b-guess', 'c-guess', password])
      next.push((await attempt('203.0.113.60', guess, email)).__typename)
    expect(next).toEqual(['Error', 'Error', 'Error', 'TooManyAttempts'])
  }, 60_000)

  it('counts a caller without the service secret by its connection, whatever address it claims', async () => {
    for (let i = 0; i < 10; i++)
      await commerce.request(
        AuthorizeDocument,
        { username: 'nobody@example.com', password: 'x' },
        { headers: { 'x-client-address': `192.0.2.${i}` } },
      )
    const { authorize } = await commerce.request(
      AuthorizeDocument,
      { username: 'nobody@example.com', password: 'x' },
      { headers: { 'x-client-address': '192.0.2.200' } },
    )
    expect(authorize.__typename).toBe('TooManyAttempts')
  })

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 12; i++)
      expect((await signIn('198.51.100.77')).token).toBeTruthy()
  })

  it('signs up with an NPI number typed in groups and keeps its ten digits', async () => {
    const input = {
      email: 'front-desk@park-pediatrics.example',
      password: 'a-good-password',
      firstname: 'Nia',
      lastname: 'Park',
      company: 'Park Pediatrics',
    }
    const { signUp } = await commerce.request(
      SignUpDocument,
      { input: { ...input, npiNumber: '1234 567 893' } },
      fromClient('203.0.113.60'),
    )
    expect(signUp.__typename).toBe('Accepted')
    const { authorize } = await commerce.request(AuthorizeDocument, {
      username: input.email,
      password: input.password,
    })
    const { me } = await commerce.request(
      MeDocument,
      {},
      { token: success(authorize).token },
    )
    expect(me?.customer.npiNumber).toBe('1234567893')
    const { signUp: wrong } = await commerce.request(
      SignUpDocument,
      {
        input: {
          ...input,
          email: 'other@park-pediatrics.example',
          npiNumber: '1234 567 890',
        },
      },
      fromClient('203.0.113.60'),
    )
    expect(wrong.__typename === 'ValidationError' && wrong.violations).toEqual([
      { propertyPath: 'npiNumber', message: 'This NPI number is not valid.' },
    ])
  })

  it('throttles sign-ups per client', async () => {
    const signUp = (client: string) =>
      commerce
        .request(
          SignUpDocument,
          {
            input: {
              email: 'not-an-address',
              password: 'short',
              firstname: 'A',
              lastname: 'B',
              company: 'C',
              npiNumber: '1',
            },
          },
          fromClient(client),
        )
        .then((result) => result.signUp.__typename)
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await signUp('203.0.113.50'))
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('ValidationError'))
    expect(answers[10]).toBe('TooManyAttempts')
    expect(await signUp('203.0.113.51')).toBe('ValidationError')
  })
})
