import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
// @ts-expect-error: a plain ESM script shared with `npm start`, without type declarations.
import { freePort, startStack } from '../scripts/processes.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string
    apiUrl: string
  }
}

interface Stack {
  shopUrl: string
  apiUrl: string
  stop: () => Promise<void>
}

/** Starts the whole stack on free ports with a fresh, throw-away database. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
  const stack = (await startStack({
    shopPort: await freePort(),
    apiPort: await freePort(),
    backendPort: await freePort(),
    env: { DATA_DIR: dataDir, NODE_ENV: 'production' },
    quiet: true,
  })) as Stack
  project.provide('shopUrl', stack.shopUrl)
  project.provide('apiUrl', stack.apiUrl)
  return async () => {
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
