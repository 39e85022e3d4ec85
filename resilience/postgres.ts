import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { requirePgBin } from '../scripts/postgres-server.mjs'

/** A throw-away Postgres server on `port`, run as the postgres user when we are root. */
export function startPostgres(port: number) {
  const bin = requirePgBin()
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
