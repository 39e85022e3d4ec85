// Test support for the other apps' tests (the API server's), which talk to the backend over HTTP
// only: a backend configured from the environment as `index.ts` configures one, but on in-memory
// PGlite from the dumped demo database (`test-database.ts`): about a second, where migrating and
// seeding a fresh data directory took the API tests half a minute per backend on a busy machine.
// Prints `ready <url>` on standard output once it listens; ends on SIGTERM.
import { DEFAULT_MAIL_FROM } from './modules/mail'
import { salesSettingsFromEnv } from './sales-settings'
import { TEST_SERVICE_SECRET, startTestBackend } from './test-backend'

const { backend, url } = await startTestBackend({
  port: Number(process.env.PORT ?? 0),
  serviceSecret: process.env.COMMERCE_SERVICE_SECRET ?? TEST_SERVICE_SECRET,
  scheduler: true,
  webhooks: { queue: true },
  ...salesSettingsFromEnv(process.env),
  // The messages stay in the database's outbox, which the local outbox page reads.
  mail: { from: DEFAULT_MAIL_FROM },
})
console.log(`ready ${url}`)

process.on('SIGTERM', () => void backend.close().then(() => process.exit(0)))
