// `npm run bench -w @shop/commerce-backend`: the catalogue's reads on the demo catalogue and on a
// large one, on a Postgres server (500,000 products) and on PGlite (50,000), one table each. The
// goal: the large catalogue's p50 at most 1.5 times the demo's for the listing, the product and
// the partial-word searches.
import { performance } from 'node:perf_hooks'
import {
  CategoryDocument,
  CategoryProductsDocument,
  ProductDocument,
  SearchProductsDocument,
  createCommerceClient,
} from '@shop/commerce-client'
import pg from 'pg'
import {
  findPgBin,
  startPostgresServer,
} from '../../../scripts/postgres-server.mjs'
import { createCommerceBackend } from '../src/app'
import { DEFAULT_POOL_SIZE } from '../src/db/client'
import { seedScaleCatalogue } from '../src/seed/scale'

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200)
// The demo and the large catalogue take turns in rounds, so that whatever else the machine does
// meanwhile weighs on both columns alike.
const ROUNDS = 10
/** A search every generated product matches: its cost grows with its matches. */
const BROAD_SEARCH = 'pro'

interface Timing {
  p50: number
  p99: number
}

function percentile(sorted: number[], p: number) {
  return (
    sorted[
      Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
    ] ?? 0
  )
}

function timing(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

async function time(run: () => Promise<unknown>) {
  const start = performance.now()
  await run()
  return performance.now() - start
}

/** A backend with the demo data, grown to `products` when given, on PGlite or the given server. */
async function catalogue(databaseUrl: string | undefined, products?: number) {
  const backend = await createCommerceBackend({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl,
    tokenSecret: 'bench',
    serviceSecret: 'bench',
    production: true,
    seed: true,
    cardPayments: false,
  })
  const seedStart = performance.now()
  if (products) await seedScaleCatalogue(backend.database.db, products)
  const seedMs = performance.now() - seedStart
  const client = createCommerceClient({
    endpoint: `${await backend.listen()}/graphql/commerce`,
  })
  const { category } = await client.request(CategoryDocument, {
    identifier: 'examination-gloves',
  })
  if (!category) throw new Error('The demo data has no examination gloves.')
  const search = (query: string) =>
    client.request(SearchProductsDocument, { query, pageSize: 24 })
  return { client, category, search, seedMs, close: () => backend.close() }
}

type Catalogue = Awaited<ReturnType<typeof catalogue>>

/** One row: a request on a catalogue, made this many times on each. */
interface Case {
  name: string
  requests: number
  request: (c: Catalogue) => () => Promise<unknown>
}

const CASES: Case[] = [
  {
    // Pages the demo catalogue fills too: an empty page costs less and would flatter it.
    name: 'category listing (examination gloves, one filter, pages 1–2 in turn)',
    requests: ITERATIONS,
    request: ({ client, category }) => {
      const material = category.allowedAttributeGroups[0]!.attributes[0]!.id
      let page = 0
      return () =>
        client.request(CategoryProductsDocument, {
          categoryId: category.id,
          attributeIds: [material],
          page: (page++ % 2) + 1,
          pageSize: 24,
        })
    },
  },
  {
    name: 'category (examination gloves: children, filters, lowest prices)',
    requests: ITERATIONS,
    request:
      ({ client }) =>
      () =>
        client.request(CategoryDocument, { identifier: 'examination-gloves' }),
  },
  {
    name: 'product by SKU',
    requests: ITERATIONS,
    request:
      ({ client }) =>
      () =>
        client.request(ProductDocument, {
          sku: 'GLV-NIT-E-NITRILE-M-BLUE-P100',
        }),
  },
  {
    name: 'search by name, partial words ("nitrile exam glo")',
    requests: ITERATIONS,
    request:
      ({ search }) =>
      () =>
        search('nitrile exam glo'),
  },
  {
    name: 'search by SKU, partial ("GLV-NIT-E")',
    requests: ITERATIONS,
    request:
      ({ search }) =>
      () =>
        search('GLV-NIT-E'),
  },
  {
    name: `search, one short prefix ("${BROAD_SEARCH}"; not in the goal)`,
    requests: ITERATIONS / 10,
    request:
      ({ search }) =>
      () =>
        search(BROAD_SEARCH),
  },
]

/** The first request of a selection: page 1 with filters not asked for before, one each. */
async function firstRequests({ client, category }: Catalogue) {
  const attributes = category.allowedAttributeGroups
    .flatMap((g) => g.attributes)
    .slice(1, 6)
  const times: number[] = []
  for (const attribute of attributes)
    times.push(
      await time(() =>
        client.request(CategoryProductsDocument, {
          categoryId: category.id,
          attributeIds: [attribute.id],
          page: 1,
          pageSize: 24,
        }),
      ),
    )
  return timing(times)
}

/** Measures a case on both catalogues, taking turns; the first requests warm up. */
async function measure(demo: Catalogue, large: Catalogue, c: Case) {
  const runs = [c.request(demo), c.request(large)]
  const times: number[][] = [[], []]
  for (const run of runs) for (let n = 0; n < 5; n++) await run()
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, run] of runs.entries())
      for (let n = 0; n < c.requests / ROUNDS; n++)
        times[i]!.push(await time(run))
  return times.map(timing) as [Timing, Timing]
}

async function table(
  title: string,
  demo: Catalogue,
  large: Catalogue,
  products: number,
) {
  const size = products.toLocaleString('en-US')
  const cold = [await firstRequests(demo), await firstRequests(large)]
  const rows: [string, Timing[]][] = []
  for (const c of CASES) rows.push([c.name, await measure(demo, large, c)])
  rows.splice(1, 0, [
    'the same, first request of a selection (5 other filters, one request each)',
    cold,
  ])
  const f = ({ p50, p99 }: Timing) => `${p50.toFixed(2)} / ${p99.toFixed(2)}`
  const found = async (query: string) =>
    `"${query}" ${(await demo.search(query)).searchProducts.total} / ${(await large.search(query)).searchProducts.total}`
  return [
    `${title}: ${ITERATIONS} sequential requests a row (the two catalogues taking turns), ms (p50 / p99); ${size} products seeded in ${(large.seedMs / 1000).toFixed(1)} s`,
    '',
    `| query | demo catalogue (336) | ${size} products | ratio p50 |`,
    '| --- | --- | --- | --- |',
    ...rows.map(
      ([name, [a, b]]) =>
        `| ${name} | ${f(a!)} | ${f(b!)} | ${(b!.p50 / a!.p50).toFixed(2)} |`,
    ),
    '',
    `Products found (demo / large): ${await found('nitrile exam glo')}, ${await found('GLV-NIT-E')}, ${await found(BROAD_SEARCH)}. A search ranks and counts every product it finds, so the short prefix, which every generated product matches, grows with them (${ITERATIONS / 10} requests).`,
  ].join('\n')
}

const out: string[] = []

if (findPgBin()) {
  const server = await startPostgresServer({ name: 'backend-bench' })
  try {
    // The demo catalogue in the server's own database, the large one in a second.
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    await admin.query('create database large')
    const { rows } = await admin.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    )
    await admin.end()
    const demo = await catalogue(server.url)
    const large = await catalogue(
      server.url.replace(/\/postgres$/, '/large'),
      500_000,
    )
    out.push(
      await table(
        `Commerce backend on a Postgres ${rows[0]!.version.split(' ')[0]} server on the same machine (a pool of ${DEFAULT_POOL_SIZE} connections)`,
        demo,
        large,
        500_000,
      ),
    )
    await demo.close()
    await large.close()
  } finally {
    await server.stop()
  }
} else {
  out.push(
    'Commerce backend on a Postgres server: skipped, this machine has no Postgres server binaries (initdb, pg_ctl); Debian’s postgresql package brings them.',
  )
}

const demo = await catalogue(undefined)
const large = await catalogue(undefined, 50_000)
out.push(
  await table('Commerce backend on PGlite (in-process)', demo, large, 50_000),
)
await demo.close()
await large.close()

console.log(out.join('\n\n'))
