// `npm run bench:personal`: the CPU a signed-in cart and checkout page costs the shop, the API and
// the backend, at a load the machine can serve without timeouts (decisions 047 and 048): 20
// buyers at 10 connections, 40 pages to warm up, then two runs of 150 pages each, on PGlite and on
// a Postgres server (`BENCH_POSTGRES=off` skips it). For comparing two builds back to back.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { findPgBin, startPostgresServer } from '../scripts/postgres-server.mjs'
import { signUpCustomers } from './sign-in.mjs'
import { startBenchStack } from './stack.mjs'

const BUYERS = 20
const CONNECTIONS = 10
const PAGES = 150

/** CPU time (user + system) a process has used so far, ms (100 ticks a second). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function measure(name, env) {
  const stack = await startBenchStack(`personal-${name}`, env)
  try {
    const cookies = (await signUpCustomers(stack, name, BUYERS)).map(
      (customer) => customer.cookie,
    )
    const processes = stack.children.slice().reverse() // shop, API, backend
    const rows = []
    for (const path of ['/en/shop/cart', '/en/shop/checkout']) {
      const run = async (amount) => {
        let next = 0
        const headers = { 'accept-encoding': 'gzip, deflate, br' }
        const before = processes.map((child) => cpuMs(child.pid))
        const result = await autocannon({
          url: `${stack.shopUrl}${path}`,
          connections: CONNECTIONS,
          amount,
          headers,
          setupClient: (client) =>
            client.setHeaders({
              ...headers,
              cookie: cookies[next++ % cookies.length],
            }),
        })
        const cpu = processes.map(
          (child, i) => (cpuMs(child.pid) - before[i]) / result.requests.total,
        )
        const total = cpu.reduce((sum, ms) => sum + ms, 0)
        return `${cpu.map((ms) => ms.toFixed(1)).join(' / ')} = ${total.toFixed(1)} (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx})`
      }
      await run(40)
      rows.push(`| ${path} | ${await run(PAGES)} | ${await run(PAGES)} |`)
    }
    return rows
  } finally {
    await stack.stop()
  }
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ', 3).join(' ')
console.log(`load average before: ${load()}`)
console.log('\n### pglite\n')
console.log('| page | CPU ms per page: shop / API / backend = total | again |')
console.log('| --- | --- | --- |')
console.log((await measure('pglite', {})).join('\n'))
if (findPgBin() && process.env.BENCH_POSTGRES !== 'off') {
  const postgres = await startPostgresServer({ name: 'bench-personal' })
  try {
    const rows = await measure('postgres', {
      DATABASE_URL: postgres.url,
      // A backend on a database server refuses to start with a secret it made itself.
      COMMERCE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    })
    console.log('\n### postgres\n')
    console.log(
      '| page | CPU ms per page: shop / API / backend = total | again |',
    )
    console.log('| --- | --- | --- |')
    console.log(rows.join('\n'))
  } finally {
    await postgres.stop()
  }
}
console.log(`\nload average after: ${load()}`)
