// `npm run bench:pages`: only the server-rendering rows of `npm run bench` (with the CPU each page
// costs per process), on PGlite and on a Postgres server; BENCH_PAGES=cart,checkout picks pages
// by name. For comparing two builds back to back without the whole benchmark.
import { randomBytes } from 'node:crypto'
import { findPgBin, startPostgresServer } from '../scripts/postgres-server.mjs'
import { CONNECTIONS, PAGES, measurePages, pagesTable } from './pages.mjs'
import { signUpCustomers } from './sign-in.mjs'
import { startBenchStack } from './stack.mjs'

const wanted = process.env.BENCH_PAGES?.split(',')
const pages = wanted
  ? PAGES.filter(([name]) => wanted.some((w) => name.startsWith(w)))
  : PAGES

async function run(name, env = {}) {
  const stack = await startBenchStack(`bench-pages-${name}`, env)
  try {
    const customers = await signUpCustomers(stack, name, CONNECTIONS)
    const rows = await measurePages(
      stack,
      customers.map((customer) => customer.cookie),
      pages,
    )
    console.log(`\n### ${name}\n\n${pagesTable(rows).join('\n')}`)
  } finally {
    await stack.stop()
  }
}

await run('pglite')
if (findPgBin() && process.env.BENCH_POSTGRES !== 'off') {
  const postgres = await startPostgresServer({ name: 'bench-pages' })
  try {
    await run('postgres', {
      DATABASE_URL: postgres.url,
      // A backend on a database server refuses to start with a secret it made itself.
      COMMERCE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    })
  } finally {
    await postgres.stop()
  }
}
