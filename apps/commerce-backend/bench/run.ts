// `npm run bench -w @shop/commerce-backend`: the category listing and the product query on the demo
// catalogue and on 50,000 products, in one run. The goal: the ratio stays under 1.5.
import { performance } from 'node:perf_hooks'
import {
  CategoryDocument,
  CategoryProductsDocument,
  ProductDocument,
  createCommerceClient,
} from '@shop/commerce-client'
import { createCommerceBackend } from '../src/app'
import { seedScaleCatalogue } from '../src/seed/scale'

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200)

function percentile(sorted: number[], p: number) {
  return (
    sorted[
      Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
    ] ?? 0
  )
}

async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run()
  const times: number[] = []
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

async function catalogue(scale: boolean) {
  const backend = await createCommerceBackend({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    tokenSecret: 'bench',
    serviceSecret: 'bench',
    production: true,
    seed: true,
    cardPayments: false,
  })
  if (scale) await seedScaleCatalogue(backend.database.db, 50_000)
  const client = createCommerceClient({
    endpoint: `${await backend.listen()}/graphql/commerce`,
  })
  const { category } = await client.request(CategoryDocument, {
    identifier: 'examination-gloves',
  })
  const material = category!.allowedAttributeGroups[0]!.attributes[0]!.id
  const listPage = (page: number) =>
    client.request(CategoryProductsDocument, {
      categoryId: category!.id,
      attributeIds: [material],
      page,
      pageSize: 24,
    })
  // The first request computes the category's selection; later pages and shoppers share it.
  const coldStart = performance.now()
  await listPage(1)
  const cold = performance.now() - coldStart
  let page = 0
  const listing = await measure(() => listPage((page++ % 5) + 1))
  const product = await measure(() =>
    client.request(ProductDocument, { sku: 'GLV-NIT-E-NITRILE-M-BLUE-P100' }),
  )
  await backend.close()
  return { listing, cold: { p50: cold, p99: cold }, product }
}

const demo = await catalogue(false)
const scale = await catalogue(true)
const row = (
  name: string,
  a: { p50: number; p99: number },
  b: { p50: number; p99: number },
) =>
  `| ${name} | ${a.p50.toFixed(2)} / ${a.p99.toFixed(2)} | ${b.p50.toFixed(2)} / ${b.p99.toFixed(2)} | ${(b.p50 / a.p50).toFixed(2)} |`
console.log(
  [
    `Commerce backend on PGlite, ${ITERATIONS} sequential requests each, ms (p50 / p99)`,
    '',
    '| query | demo catalogue (336) | 50,000 products | ratio p50 |',
    '| --- | --- | --- | --- |',
    row(
      'category listing (examination gloves, one filter)',
      demo.listing,
      scale.listing,
    ),
    row(
      'the same, first request (selection not yet shared; one sample)',
      demo.cold,
      scale.cold,
    ),
    row('product by SKU', demo.product, scale.product),
  ].join('\n'),
)
