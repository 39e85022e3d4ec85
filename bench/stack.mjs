import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startStack } from '../scripts/processes.mjs'

/**
 * The production build of the whole shop on free ports with a fresh embedded database (or the
 * Postgres server `env.DATABASE_URL` names), as the benchmarks measure it; `stop()` ends it and
 * removes the database folder.
 */
export async function startBenchStack(name, env = {}, nodeArgs = []) {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`))
  const stack = await startStack({
    shopPort: await freePort(),
    apiPort: await freePort(),
    backendPort: await freePort(),
    env: { DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    quiet: true,
    nodeArgs,
  })
  return {
    ...stack,
    /** Where the backend writes its e-mail (no SMTP server in the bench). */
    outboxDir: join(dataDir, 'outbox'),
    stop: async () => {
      await stack.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
