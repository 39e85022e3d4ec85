import { afterAll, beforeAll } from 'vitest'
import { startPostgresServer } from '../../../scripts/postgres-server.mjs'
import type { PostgresServer } from '../../../scripts/postgres-server.mjs'
import type { CommerceBackendConfig } from './config'
import { startTestBackend } from './test-backend'

// Test support for the suites that need a real Postgres server (`*-postgres.test.ts`): one
// throw-away server per test file. Without the server binaries its start fails with the command
// that installs them, so such a suite fails instead of passing by skipping (issue 32, item 8).

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>

/**
 * A Postgres server for the whole file and, if asked, backends on it (one per config, started one
 * after the other: the first migrates and seeds). `url` and `backends` are set before the file's
 * tests run. It stops after them, and after what a later `useTestShop` or hook started on it:
 * Vitest runs after-hooks in reverse order, so that closes first.
 */
export function usePostgresServer(
  name: string,
  backends: Partial<CommerceBackendConfig>[] = [],
) {
  const fixture = { url: '', backends: [] as TestBackend[] }
  let server: PostgresServer | undefined
  beforeAll(
    async () => {
      server = await startPostgresServer({ name })
      fixture.url = server.url
      for (const config of backends)
        fixture.backends.push(
          await startTestBackend({ databaseUrl: server.url, ...config }),
        )
    },
    120_000 + 60_000 * backends.length,
  )
  afterAll(async () => {
    for (const { backend } of fixture.backends.splice(0)) await backend.close()
    await server?.stop()
  })
  return fixture
}
