// `npm run bench:lighthouse`: only the Lighthouse part of the benchmark, printed as Markdown.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startStack } from '../scripts/processes.mjs'
import {
  lighthousePages,
  lighthouseScores,
  lighthouseTable,
} from './lighthouse.mjs'
import { signInCookie } from './sign-in.mjs'

const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'))
const stack = await startStack({
  shopPort: await freePort(),
  apiPort: await freePort(),
  backendPort: await freePort(),
  env: { DATA_DIR: dataDir, NODE_ENV: 'production' },
  quiet: true,
})
try {
  const cookie = await signInCookie(stack.apiUrl)
  const results = await lighthouseScores(stack.shopUrl, lighthousePages(cookie))
  console.log(lighthouseTable(results).join('\n'))
} finally {
  await stack.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
