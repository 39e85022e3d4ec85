// Test support: one embedded backend on in-memory PGlite (or the given Postgres server) with the
// demo data, listening on a free port, and a commerce client for it.
import { createCommerceClient } from '@shop/commerce-client'
import { createCommerceBackend } from './app'
import type { CommerceBackendConfig } from './app'

/** The service secret test backends share with their trusted callers. */
export const TEST_SERVICE_SECRET = 'test-service-secret'

export async function startTestBackend(
  overrides: Partial<CommerceBackendConfig> = {},
) {
  const backend = await createCommerceBackend({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    tokenSecret: 'test-token-secret',
    serviceSecret: TEST_SERVICE_SECRET,
    production: false,
    seed: true,
    ...overrides,
  })
  const url = await backend.listen()
  return {
    backend,
    url,
    commerce: createCommerceClient({ endpoint: `${url}/graphql/commerce` }),
  }
}
