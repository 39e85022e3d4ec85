// Lighthouse (mobile settings, its defaults) with Debian's Chromium on the shop's pages; the
// median of RUNS runs per page. Used by `npm run bench`; `npm run bench:lighthouse` runs it alone.
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

const RUNS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Scores (0–100) per category and the failing audits, for each `[name, path, headers]` page.
 * Every run gets a fresh browser, so no cache carries over between runs.
 */
export async function lighthouseScores(shopUrl, pages) {
  const results = []
  for (const [name, path, headers = {}] of pages) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_FLAGS,
      })
      try {
        const { lhr } = await lighthouse(`${shopUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: headers,
        })
        runs.push(lhr)
      } finally {
        await chrome.kill()
      }
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        median(runs.map((lhr) => lhr.categories[category].score * 100)),
      ]),
    )
    const metric = (id) =>
      median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0))
    // Audits that cost points in the median run, so the next step is visible in the report.
    const middle = runs.find(
      (lhr) => lhr.categories.performance.score * 100 === scores.performance,
    )
    const failing = Object.values(middle.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit.id)
    results.push({
      name,
      path,
      scores,
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      failing,
    })
  }
  return results
}

/** Markdown for bench/results.md. */
export function lighthouseTable(results) {
  return [
    `## Lighthouse (mobile, median of ${RUNS} runs, Debian's Chromium)`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | audits below 90 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      ({ name, scores, lcp, tbt, cls, failing }) =>
        `| ${name} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${lcp.toFixed(0)} | ${tbt.toFixed(0)} | ${cls.toFixed(3)} | ${failing.join(', ') || 'none'} |`,
    ),
    '',
    'Goal: performance 95 or more; accessibility, best practices and SEO 100.',
    '',
  ]
}

/**
 * Home, a category, a product, the cart, the checkout and the quick order. Product pages and
 * everything personal are for signed-in buyers only (spec section 4), so those are measured
 * signed in; the buyer's cart must hold something for the checkout to show (`fillCart`).
 */
export function lighthousePages(cookie) {
  const signedIn = { Cookie: cookie }
  return [
    ['home', '/en'],
    ['category', '/en/shop/protection/gloves/examination-gloves'],
    [
      'product (signed in)',
      '/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100',
      signedIn,
    ],
    ['cart (signed in)', '/en/shop/cart', signedIn],
    ['checkout (signed in)', '/en/shop/checkout', signedIn],
    ['quick order (signed in)', '/en/shop/quick-order', signedIn],
  ]
}
