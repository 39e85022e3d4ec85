import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  findPgBin,
  requirePgBin,
  startPostgresServer,
} from '../../scripts/postgres-server.mjs'

// The suites that need a Postgres server (the backend's through `usePostgresServer` in
// apps/commerce-backend/src/test-postgres.ts, the standing-order instances e2e) start it through
// these: a machine without the server must fail them with the command that installs it, not let
// them pass by skipping.
const INSTALL = 'sudo apt-get install -y postgresql'

const folders: string[] = []
afterEach(() => {
  for (const dir of folders.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

/** Puts these (fake) executables into `dir`, made if needed. */
function executables(dir: string, names: string[]) {
  mkdirSync(dir, { recursive: true })
  for (const name of names) {
    writeFileSync(join(dir, name), '#!/bin/sh\n')
    chmodSync(join(dir, name), 0o755)
  }
  return dir
}

/** A new temp folder with these executables. */
function folder(names: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-bin-test-'))
  folders.push(dir)
  return executables(dir, names)
}

const ALL = ['initdb', 'pg_ctl', 'postgres']

describe('the Postgres server binaries', () => {
  it('are found in the first folder on the PATH that has all of them', () => {
    const partial = folder(['initdb'])
    const complete = folder(ALL)
    expect(
      findPgBin({
        path: [folder(), partial, complete].join(delimiter),
        debianDir: folder(),
      }),
    ).toBe(complete)
  })

  it('are found in Debian’s newest versioned folder when the PATH lacks them', () => {
    const debian = folder()
    executables(join(debian, '9.6', 'bin'), [])
    executables(join(debian, '13', 'bin'), ALL)
    executables(join(debian, '15', 'bin'), ALL)
    expect(findPgBin({ path: folder(), debianDir: debian })).toBe(
      join(debian, '15', 'bin'),
    )
  })

  it('are missing with a PATH that lacks them: the caller is told the command that installs them', async () => {
    const lacking = { path: folder(['initdb', 'pg_ctl']), debianDir: folder() }
    expect(findPgBin(lacking)).toBe(null)
    expect(() => requirePgBin(lacking)).toThrow(INSTALL)
    await expect(
      startPostgresServer({ name: 'pg-bin-test', ...lacking }),
    ).rejects.toThrow(INSTALL)
  })
})
