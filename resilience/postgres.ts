import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Postgres server binaries: on the PATH, or Debian's versioned folder (`.ci/run` installs them). */
function findPgBin(): string {
  for (const dir of ['/usr/local/bin', '/usr/bin'])
    if (existsSync(join(dir, 'initdb'))) return dir
  const debian = '/usr/lib/postgresql'
  const version = existsSync(debian) ? readdirSync(debian).sort().pop() : null
  if (version && existsSync(join(debian, version, 'bin', 'initdb')))
    return join(debian, version, 'bin')
  throw new Error('No Postgres server binaries: apt-get install postgresql')
}

/** A throw-away Postgres server on `port`, run as the postgres user when we are root. */
export function startPostgres(port: number) {
  const bin = findPgBin()
  const dir = mkdtempSync(join(tmpdir(), 'shop-load-pg-'))
  const asPostgres = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const [file, argv] = asPostgres
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args]
    execFileSync(file, argv, { stdio: 'pipe' })
  }
  if (asPostgres) execFileSync('chown', ['postgres', dir])
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
