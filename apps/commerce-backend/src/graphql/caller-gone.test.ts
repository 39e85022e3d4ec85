import { AuthorizeDocument, PersonalDocument } from '@shop/commerce-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../seed/seed'
import { startTestBackend } from '../test-backend'

// A backend of its own: the statements it is sent are counted (decision 048).
let started: Awaited<ReturnType<typeof startTestBackend>>
/** The SQL statements the backend has sent, in order. */
const statements: string[] = []

beforeAll(async () => {
  started = await startTestBackend({
    queryLogger: { logQuery: (query) => void statements.push(query) },
  })
}, 60_000)
afterAll(() => started?.backend.close())

describe('a caller that gave up', () => {
  it('costs the backend no more statements once it is gone', async () => {
    const { backend, commerce, url } = started
    const { email, password } = DEMO_CUSTOMERS[0]
    const { authorize } = await commerce.request(AuthorizeDocument, {
      username: email,
      password,
    })
    if (authorize.__typename !== 'AuthorizeSuccess')
      throw new Error('sign-in failed')
    // The embedded database is busy (one connection) while the caller waits, and the caller
    // gives up before it is free, as the API server does after BACKEND_TIMEOUT_MS.
    let release = () => {}
    const busy = backend.database.db.transaction(
      () => new Promise<void>((resolve) => (release = resolve)),
    )
    const caller = new AbortController()
    const call = fetch(`${url}/graphql/commerce`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${authorize.token}`,
      },
      body: JSON.stringify({ query: String(PersonalDocument) }),
      signal: caller.signal,
    }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 300))
    statements.length = 0
    caller.abort()
    expect(await call).toBeInstanceOf(Error)
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    await busy
    // What was already waiting for the database runs; the page's other reads do not. Counted once
    // nothing more has been sent for half a second (a loaded machine is slow, not silent).
    for (let seen = -1; seen !== statements.length;) {
      seen = statements.length
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const after = statements.length
    await commerce.request(PersonalDocument, {}, { token: authorize.token })
    // The same page for a caller who waits for it, as a yardstick.
    statements.length = 0
    await commerce.request(PersonalDocument, {}, { token: authorize.token })
    expect(after).toBeLessThan(statements.length / 2)
  }, 60_000)
})
