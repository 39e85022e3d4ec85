import { describe, expect, it } from 'vitest'
import {
  ENCRYPTION_SECRET,
  SERVICE_SECRET,
  backend,
  call,
  listenApi,
  signIn,
  useApiServer,
} from '../../test/api'

// Whether the profile may offer to finish the account's setup online (spec section 6, issue 31).
useApiServer()

describe('GET /account/setup', () => {
  it('is online with an admin centre configured, for a signed-in customer only', async () => {
    expect((await call(null, 'GET', '/account/setup')).status).toBe(401)
    const jar = await signIn('orders@lakeview-practice.example')
    const { status, json } = await call(jar, 'GET', '/account/setup')
    expect(status).toBe(200)
    expect(json).toEqual({ online: true })
  })

  // Last: the API server without an admin centre stays the one `call` reaches.
  it('is not online without ADMIN_CENTRE_URL, so the profile never offers a link that fails', async () => {
    const stop = await listenApi({
      COMMERCE_BACKEND_URL: backend.url,
      COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
      ENCRYPTION_SECRET,
    })
    try {
      const jar = await signIn('orders@lakeview-practice.example')
      expect((await call(jar, 'GET', '/account/setup')).json).toEqual({
        online: false,
      })
    } finally {
      stop()
    }
  })
})
