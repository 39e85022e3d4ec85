import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gzipBytes, measureFirstLoad } from '../scripts/first-load.mjs'
import { launchBrowser } from './browser'

// Issue 8: what the browser must load before a category page is usable. Sizes are deterministic,
// so the budget lives in the tests; timings live in the benchmarks.
// 130 KB after issue 17 gave the category page a filter drawer, sorting, pagination, chips and
// breadcrumbs (128.5 KB); issue 18 cut it into fewer, larger chunks and left out code the page
// does not run (122.5 KB in 4 scripts; the browser receives 106.8 KB, brotli). React DOM alone is
// about 60 KB of it and the framework chunk 105 KB, so 110 KB of gzip stays out of reach.
// Every route names its lazy chunks in the entry: issue 22's standing-order pages went 66 B over,
// and route and component chunks are now named by their hash alone (124.7 KB). Issue 31 put the
// distributor's support contact in every page's footer and issue 32 a request id in every API
// call (125.5 KB): one more KB, until the personal-request work of issue 32 trims the entry.
// Issue 33 puts each product's pack and availability on every listing card (126.1 KB): two more KB,
// to be won back by trimming the entry.
const JS_BUDGET_GZIP = 128 * 1024
const CSS_BUDGET_GZIP = 20 * 1024
const CHECKOUT_CHUNK_BUDGET_GZIP = 40 * 1024

describe('performance budgets', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('keeps the JavaScript and CSS of an anonymous category page within budget, with no Stripe script', async () => {
    const load = await measureFirstLoad(
      browser,
      `${inject('shopUrl')}/en/shop/protection/gloves/examination-gloves`,
      // Stripe.js from Stripe or from the e2e Stripe double: neither before the payment step.
      (url) => (url.hostname + url.pathname).includes('stripe'),
    )
    console.log(
      `category page: ${(load.js / 1024).toFixed(1)} KB JS, ${(load.css / 1024).toFixed(1)} KB CSS (gzip) in ${load.chunks.length} scripts; the browser received ${(load.jsReceived / 1024).toFixed(1)} KB of JS`,
    )
    expect(load.refused).toEqual([])
    expect(load.js).toBeLessThanOrEqual(JS_BUDGET_GZIP)
    expect(load.css).toBeLessThanOrEqual(CSS_BUDGET_GZIP)
    // Chromium accepts brotli: every script of 256 bytes or more arrives as the build's
    // precompressed brotli twin, smaller than gzip.
    const compressible = load.chunks.filter((chunk) => chunk.gzip > 256)
    expect(compressible.map((chunk) => chunk.received.encoding)).toEqual(
      compressible.map(() => 'br'),
    )
    expect(load.jsReceived).toBeLessThan(load.js)
  })

  it('keeps the checkout route’s own chunk within 40 KB', () => {
    const manifest = JSON.parse(
      readFileSync(
        new URL(
          '../apps/shop/dist/client/.vite/manifest.json',
          import.meta.url,
        ),
        'utf8',
      ),
    ) as Record<string, { file: string }>
    const checkout = Object.entries(manifest).find(([source]) =>
      source.startsWith('src/routes/en/_layout/shop/checkout/index.tsx'),
    )?.[1]
    expect(checkout).toBeDefined()
    const size = gzipBytes(`/${checkout!.file}`)
    console.log(`checkout chunk: ${(size / 1024).toFixed(1)} KB (gzip)`)
    expect(size).toBeLessThanOrEqual(CHECKOUT_CHUNK_BUDGET_GZIP)
  })
})
