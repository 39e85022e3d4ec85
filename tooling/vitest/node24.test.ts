import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureNode24, node24Env } from '../../scripts/node24.mjs'

// CI runs the unit and end-to-end suites a second time on Node 24 through scripts/node24.mjs: it
// must fail when Node 24 cannot be had, never run them on the machine's Node 20 and pass.

const folders: string[] = []
afterEach(() => {
  for (const dir of folders.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'node24-test-'))
  folders.push(dir)
  return dir
}

/** A folder as the script leaves it, whose `node` answers `version`. */
function fetched(version: string) {
  const dir = folder()
  const bin = join(dir, 'node_modules', '.bin')
  mkdirSync(bin, { recursive: true })
  writeFileSync(join(bin, 'node'), `#!/bin/sh\necho ${version}\n`)
  chmodSync(join(bin, 'node'), 0o755)
  return { dir, bin }
}

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** npm with a registry that refuses every connection and an empty cache to fall back on. */
async function unreachableRegistry() {
  return {
    ...process.env,
    npm_config_registry: `http://127.0.0.1:${await closedPort()}/`,
    npm_config_cache: folder(),
    npm_config_fetch_retries: '0',
  }
}

describe('Node 24 for the second CI leg', () => {
  it('is reused from its folder without asking the registry', async () => {
    const { dir, bin } = fetched('v24.21.0')
    expect(ensureNode24({ dir, env: await unreachableRegistry() })).toBe(bin)
  })

  it('fails, naming the registry package, when it cannot be fetched', async () => {
    const dir = folder()
    const env = await unreachableRegistry()
    expect(() => ensureNode24({ dir, env })).toThrow(
      /Node 24 could not be fetched from the npm registry's "node" package/,
    )
  }, 60_000)

  it('is not mistaken for another Node already in its folder', async () => {
    const { dir } = fetched('v20.20.2')
    const env = await unreachableRegistry()
    expect(() => ensureNode24({ dir, env })).toThrow(/could not be fetched/)
  }, 60_000)

  it('comes first on the PATH the suites run with', () => {
    const { bin } = fetched('v24.21.0')
    const env = node24Env(bin, { PATH: '/usr/bin' })
    expect(env.PATH).toBe([bin, '/usr/bin'].join(delimiter))
  })

  it('refuses a PATH on which node is another version', () => {
    const { bin } = fetched('v20.20.2')
    expect(() => node24Env(bin, { PATH: '/usr/bin' })).toThrow(
      /node is v20\.20\.2, not Node 24/,
    )
  })
})
