// `npm run bench:pages`: only the server-rendering rows of `npm run bench` (with the CPU each page
// costs per process), on PGlite and on a Postgres server; BENCH_PAGES=cart,checkout picks pages
// by name. For comparing two builds back to back without the whole benchmark. Then the same 50
// buyers' practices are spread over five price lists and their catalogue pages measured again.
import { randomBytes } from 'node:crypto'
import { findPgBin, startPostgresServer } from '../scripts/postgres-server.mjs'
import {
  CONNECTIONS,
  PAGES,
  PRODUCT,
  measurePages,
  pagesTable,
} from './pages.mjs'
import {
  CONTRACT_PAGES,
  PRICE_LISTS,
  assignPriceLists,
} from './price-lists.mjs'
import { signUpCustomers } from './sign-in.mjs'
import { startBenchStack } from './stack.mjs'

const wanted = process.env.BENCH_PAGES?.split(',')
const chosen = (pages) =>
  wanted
    ? pages.filter(([name]) => wanted.some((w) => name.startsWith(w)))
    : pages
const pages = chosen(PAGES)
const contractPages = chosen(CONTRACT_PAGES)

async function run(name, env = {}) {
  const serviceSecret = randomBytes(24).toString('hex')
  const stack = await startBenchStack(`bench-pages-${name}`, {
    COMMERCE_SERVICE_SECRET: serviceSecret,
    ...env,
  })
  try {
    const customers = await signUpCustomers(stack, name, CONNECTIONS)
    const cookies = customers.map((customer) => customer.cookie)
    const rows = pages.length ? await measurePages(stack, cookies, pages) : []
    if (contractPages.length) {
      const prices = await assignPriceLists(stack, serviceSecret, CONNECTIONS)
      // Each buyer's page shows their list's price (the first buyer of each list is asked).
      await new Promise((resolve) => setTimeout(resolve, 5_500))
      for (let list = 0; list < PRICE_LISTS; list++) {
        const html = await (
          await fetch(`${stack.shopUrl}${PRODUCT}`, {
            headers: { cookie: cookies[list] },
          })
        ).text()
        if (!html.includes(`$${prices[list]}`))
          throw new Error(`buyer ${list} is not shown $${prices[list]}`)
      }
      rows.push(...(await measurePages(stack, cookies, contractPages)))
    }
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
