// `npm run bench:import -w @shop/commerce-backend`: the catalogue import at scale. A file of
// 500,000 new products and a stock-only file of the same 500,000 SKUs on a Postgres server (the
// goals: at most 90 s and 30 s), and 50,000 on PGlite, each streamed from disk on a backend
// with the demo data. Prints a Markdown table with the times and the process's peak memory.
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { once } from 'node:events'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  findPgBin,
  startPostgresServer,
} from '../../../scripts/postgres-server.mjs'
import { sql } from 'drizzle-orm'
import { createCommerceBackend } from '../src/app'
import { query } from '../src/modules/catalogue/import/checks'
import { importCatalogue } from '../src/modules/catalogue/import/import'

const LEAVES = [
  [
    'protection/gloves/examination-gloves',
    'Material: Nitrile | Size: M | Color: Blue',
  ],
  [
    'injection/syringes/luer-lock-syringes',
    'Volume: 5 ml | Pack size: 100 pieces',
  ],
  ['wound-care/bandages/gauze', 'Dressing size: 4" × 4"'],
  ['hygiene/disinfectants/hand-disinfectants', 'Container: 1 l bottle'],
] as const

const dir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'))

/** Writes a file of `count` products (or only their stock), streamed to disk. */
async function writeFile(count: number, stockOnly: boolean) {
  const path = join(dir, `${stockOnly ? 'stock' : 'full'}-${count}.csv`)
  const out = createWriteStream(path)
  const write = (text: string) =>
    out.write(text) ? undefined : once(out, 'drain')
  await write(
    stockOnly
      ? 'sku,stock\n'
      : 'sku,name,description,category_path,attributes,price,unit,pack_size,stock,gtin\n',
  )
  for (let n = 1; n <= count; n++) {
    const sku = `IMP-${String(n).padStart(7, '0')}`
    const [path, attributes] = LEAVES[n % LEAVES.length]!
    await write(
      stockOnly
        ? `${sku},${(n * 7) % 1000}\n`
        : `${sku},"Imported product ${n}, box",Bench product from a distributor's file.,${path},"${attributes.replace(/"/g, '""')}",${(100 + (n % 9000)) / 100},box,100,${n % 500},\n`,
    )
  }
  out.end()
  await once(out, 'finish')
  return path
}

async function backendOn(databaseUrl?: string) {
  const backend = await createCommerceBackend({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl,
    tokenSecret: 'bench',
    serviceSecret: 'bench',
    production: true,
    seed: true,
  })
  // The server process that started the backends: a backend's parent.
  let postmaster: number | null = null
  if (databaseUrl) {
    const [row] = await query<{ pid: number }>(
      backend.database.db,
      sql`select pg_backend_pid() as pid`,
    )
    postmaster = statTicks(row!.pid)?.ppid ?? null
  }
  return Object.assign(backend, { postmaster })
}

/** CPU seconds of the main thread so far (Linux: its task's utime + stime, in clock ticks). */
function mainThreadCpu() {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** utime + stime of a /proc stat line (clock ticks), and its children's that were waited for. */
function statTicks(pid: number | string) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return {
      ppid: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
    }
  } catch {
    return null // gone since listed
  }
}

/**
 * CPU seconds of the Postgres server so far: its postmaster, every live process it started
 * (the import's backends, the writers) and those that exited. The load moves this far less than
 * wall time: it is the database's own work. Zero on PGlite (no server).
 */
function serverCpu(postmaster: number | null) {
  if (postmaster === null) return 0
  const main = statTicks(postmaster)
  let ticks = main ? main.own + main.children : 0
  for (const pid of readdirSync('/proc'))
    if (/^\d+$/.test(pid)) {
      const child = statTicks(pid)
      if (child?.ppid === postmaster) ticks += child.own
    }
  return ticks / 100
}

/** Where each file's time went: its phases in order, as the import reported them. */
const phases: string[] = []

async function timed(
  backend: Awaited<ReturnType<typeof backendOn>>,
  file: string,
  label: string,
) {
  const spent: string[] = []
  let serverAt = serverCpu(backend.postmaster)
  const start = performance.now()
  // CPU time is less sensitive to the shared machine's load than wall time: the process's (every
  // thread, the reader's worker included) and its main thread's, which serves the shop.
  const cpuStart = process.cpuUsage()
  const mainStart = mainThreadCpu()
  const result = await importCatalogue(
    backend.database.db,
    createReadStream(file),
    {
      format: 'csv',
      onPhase: (phase, ms) => {
        // The server's CPU in the phase in brackets (a Postgres server only); "(of which …)" is
        // part of the phase told next, which gets the server's time.
        const part = phase.startsWith('(')
        const server = serverCpu(backend.postmaster)
        const text = `${phase} ${(ms / 1000).toFixed(1)} s${backend.postmaster && !part ? ` (server ${(server - serverAt).toFixed(1)} s)` : ''}`
        if (!part) serverAt = server
        spent.push(text)
        // As it goes too (stderr), for a run that is stopped early.
        console.error(`  ${label}: ${text}`)
      },
    },
  )
  const seconds = (performance.now() - start) / 1000
  const cpu = process.cpuUsage(cpuStart)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const mainSeconds = mainThreadCpu() - mainStart
  // The machine's load beside each figure: on shared cores a figure means little without it.
  const load = loadavg()[0]!.toFixed(1)
  if (!result.ok)
    throw new Error(
      `The bench file was refused: ${JSON.stringify(result.violations.slice(0, 3))}`,
    )
  phases.push(`- ${label}: ${spent.join(' · ')}`)
  return { seconds, load, cpuSeconds, mainSeconds, summary: result.summary }
}

const rows: string[] = []
const peaks: string[] = []
const mb = () => Math.round(process.resourceUsage().maxRSS / 1024)

async function measure(
  name: string,
  databaseUrl: string | undefined,
  count: number,
  goals?: [number, number],
) {
  const full = await writeFile(count, false)
  const stock = await writeFile(count, true)
  const backend = await backendOn(databaseUrl)
  try {
    const size = count.toLocaleString('en-US')
    const a = await timed(backend, full, `${name}, ${size} new`)
    const b = await timed(backend, stock, `${name}, stock of ${size}`)
    rows.push(
      `| ${name} | ${size} new products | ${a.seconds.toFixed(1)} s${goals ? ` (goal ≤ ${goals[0]} s)` : ''} | ${a.cpuSeconds.toFixed(1)} s | ${a.mainSeconds.toFixed(1)} s | ${a.load} | ${a.summary.new.toLocaleString('en-US')} new |`,
      `| ${name} | stock of the ${size} | ${b.seconds.toFixed(1)} s${goals ? ` (goal ≤ ${goals[1]} s)` : ''} | ${b.cpuSeconds.toFixed(1)} s | ${b.mainSeconds.toFixed(1)} s | ${b.load} | ${b.summary.changed.toLocaleString('en-US')} changed, ${b.summary.unchanged.toLocaleString('en-US')} unchanged |`,
    )
    // maxRSS only grows: read after each database, before the next adds its own (PGlite's heap).
    peaks.push(`${name} ${mb()} MB`)
  } finally {
    await backend.close()
  }
}

try {
  const only = process.env.BENCH_IMPORT_ONLY
  if (only !== 'pglite') {
    if (findPgBin()) {
      const server = await startPostgresServer({ name: 'import-bench' })
      try {
        await measure(
          'Postgres server',
          server.url,
          Number(process.env.BENCH_IMPORT_PRODUCTS ?? 500_000),
          [90, 30],
        )
      } finally {
        await server.stop()
      }
    } else
      rows.push(
        '| Postgres server | skipped: no Postgres server binaries | | | | | |',
      )
  }
  if (only !== 'postgres') await measure('PGlite', undefined, 50_000)
} finally {
  rmSync(dir, { recursive: true, force: true })
}

console.log(
  [
    `Catalogue import (streamed from a CSV file on disk, a backend with the demo data; peak memory of the process after each database: ${peaks.join(', ')})`,
    '',
    '| database | file | time | CPU time of the process | of its main thread | load average (1 min) | outcome |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Where the time went (phases of decision 043; "read and stage" is the reader in its worker thread (decision 046) while the database takes the rows, the time the main thread waited for the database in brackets):',
    '',
    ...phases,
  ].join('\n'),
)
