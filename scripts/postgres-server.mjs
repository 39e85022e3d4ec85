// A throw-away Postgres server for tests and benchmarks: its own cluster in a temp folder, on a
// free loopback port, removed again by stop().
import { execFile, execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './processes.mjs'

const run = promisify(execFile)

/** Postgres server binaries: on the PATH, or Debian's versioned folder (newest first). */
export function findPgBin() {
  for (const dir of ['/usr/local/bin', '/usr/bin'])
    if (existsSync(join(dir, 'initdb'))) return dir
  const debian = '/usr/lib/postgresql'
  if (!existsSync(debian)) return null
  const versions = readdirSync(debian).sort(
    (a, b) => Number.parseFloat(b) - Number.parseFloat(a),
  )
  for (const version of versions)
    if (existsSync(join(debian, version, 'bin', 'initdb')))
      return join(debian, version, 'bin')
  return null
}

// The server refuses to run as root: as root, every command runs as the `postgres` user.
const asPostgres = process.getuid?.() === 0
const argv = (command, args) =>
  asPostgres
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args]

// Loopback only. Durability is worth nothing in a cluster that is deleted afterwards, and writing
// it would make seeding and benchmarks measure the disk: no fsync, no synchronous commit, no
// full-page writes. Enough connections for a pool per test worker and a load test's clients, and
// memory to build a large catalogue's indexes in one pass.
const SETTINGS = [
  'listen_addresses=127.0.0.1',
  'max_connections=200',
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'maintenance_work_mem=256MB',
]

/**
 * Starts a Postgres server in a new temp folder (named after `name`) with one trusted superuser,
 * `postgres`, and resolves once it accepts connections. `stop()` ends it and deletes the folder;
 * a process that exits without calling it stops the server on its way out.
 */
export async function startPostgresServer({ name }) {
  const bin = findPgBin()
  if (!bin)
    throw new Error(
      'No Postgres server binaries (initdb, pg_ctl) were found: install Debian’s postgresql.',
    )
  const dir = mkdtempSync(join(tmpdir(), `${name}-pg-`))
  const data = join(dir, 'data')
  const log = join(dir, 'log')
  if (asPostgres) execFileSync('chown', ['postgres:postgres', dir])
  const pgCtl = (...args) => argv(join(bin, 'pg_ctl'), ['-D', data, ...args])
  let running = false
  const stopNow = () => {
    if (running) {
      running = false
      try {
        execFileSync(...pgCtl('-m', 'immediate', 'stop'), { stdio: 'ignore' })
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', stopNow)
  try {
    await run(
      ...argv(join(bin, 'initdb'), [
        '-D',
        data,
        '-A',
        'trust',
        '-U',
        'postgres',
        '-E',
        'UTF8',
        '--no-sync',
      ]),
    )
    // A port found free can be taken before the server binds it: try another one then.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        ...SETTINGS.map((s) => `-c ${s}`),
      ]
      try {
        // -w waits until the server accepts connections.
        await run(
          ...pgCtl(
            '-o',
            options.join(' '),
            '-l',
            log,
            '-w',
            '-t',
            '60',
            'start',
          ),
        )
        running = true
      } catch (error) {
        if (attempt < 3) continue
        throw error
      }
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        async stop() {
          process.off('exit', stopNow)
          if (running) {
            running = false
            await run(...pgCtl('-m', 'fast', 'stop')).catch(() => undefined)
          }
          rmSync(dir, { recursive: true, force: true })
        },
      }
    }
  } catch (error) {
    const tail = existsSync(log)
      ? readFileSync(log, 'utf8').split('\n').slice(-10).join('\n')
      : ''
    process.off('exit', stopNow)
    stopNow()
    throw new Error(`The Postgres server did not start: ${error}\n${tail}`)
  }
}
