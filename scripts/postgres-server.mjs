// A throw-away Postgres server for tests and benchmarks: its own cluster in a temp folder, on a
// free loopback port, removed again by stop().
import { execFile, execFileSync } from 'node:child_process'
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './processes.mjs'

const run = promisify(execFile)

/** What installs the Postgres server binaries on Debian: named wherever they are missing. */
const POSTGRES_INSTALL_COMMAND = 'sudo apt-get install -y postgresql'

const BINARIES = ['initdb', 'pg_ctl', 'postgres']

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The folder of the Postgres server binaries: the first folder on `path` that has all of them,
 * else Debian's versioned folder under `debianDir` (newest first); null without them.
 */
export function findPgBin({
  path = process.env.PATH ?? '',
  debianDir = '/usr/lib/postgresql',
} = {}) {
  const complete = (dir) =>
    BINARIES.every((name) => isExecutable(join(dir, name)))
  for (const dir of path.split(delimiter)) if (dir && complete(dir)) return dir
  if (!existsSync(debianDir)) return null
  const versions = readdirSync(debianDir).sort(
    (a, b) => Number.parseFloat(b) - Number.parseFloat(a),
  )
  for (const version of versions) {
    const dir = join(debianDir, version, 'bin')
    if (complete(dir)) return dir
  }
  return null
}

/**
 * The folder of the Postgres server binaries. Without them it throws the command that installs
 * them: a suite that needs a Postgres server fails saying so, instead of passing by skipping.
 */
export function requirePgBin(options) {
  const bin = findPgBin(options)
  if (bin) return bin
  throw new Error(
    `No Postgres server binaries (${BINARIES.join(', ')}) were found on the PATH or in Debian’s /usr/lib/postgresql. Install them with:\n\n  ${POSTGRES_INSTALL_COMMAND}\n`,
  )
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
 * a process that exits without calling it stops the server on its way out. Without the binaries
 * (looked for as `findPgBin` does, with `path` and `debianDir`) it rejects with the command that
 * installs them.
 */
export async function startPostgresServer({ name, ...find }) {
  const bin = requirePgBin(find)
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
