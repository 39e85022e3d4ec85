// What the browser must load before a page is usable: the JavaScript and CSS it fetched until the
// network was idle after hydration, measured two ways: gzip at level 9 of the built files (the
// budget test's measure, the same on every machine) and the bytes the browser received (the
// production server sends precompressed brotli to browsers that accept it). The budget test
// enforces limits on it; the benchmark reports it against the 110 KB target.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const CLIENT_DIST = fileURLToPath(
  new URL('../apps/shop/dist/client', import.meta.url),
)

/** Gzip size of a built client file, by its URL path (`/assets/…`). */
export const gzipBytes = (path) =>
  gzipSync(readFileSync(`${CLIENT_DIST}${path}`), { level: 9 }).length

/**
 * Opens `url` in a new page of `browser` (playwright-core) and measures its first load.
 * `forbidden` is called with every requested URL, so a caller can refuse some (Stripe.js).
 */
export async function measureFirstLoad(browser, url, forbidden = () => false) {
  const page = await browser.newPage()
  const scripts = new Set()
  const styles = new Set()
  const refused = []
  /** Encoded body bytes and content encoding of each script the browser received. */
  const received = new Map()
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname
    if (!path.endsWith('.js')) return
    received.set(
      path,
      Promise.all([request.sizes(), request.response()]).then(
        ([sizes, response]) => ({
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        }),
      ),
    )
  })
  page.on('request', (request) => {
    const requested = new URL(request.url())
    if (forbidden(requested)) refused.push(requested.href)
    if (requested.pathname.endsWith('.js')) scripts.add(requested.pathname)
    if (requested.pathname.endsWith('.css')) styles.add(requested.pathname)
  })
  try {
    await page.goto(url)
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true',
    )
    await page.waitForLoadState('networkidle')
    // The entry stylesheet is inlined into the page; it counts as CSS all the same.
    const inlined = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('style[data-entry]'),
        (style) => style.textContent ?? '',
      ).join(''),
    )
    const chunks = await Promise.all(
      [...scripts].map(async (path) => ({
        path,
        gzip: gzipBytes(path),
        received: (await received.get(path)) ?? { bytes: 0, encoding: '' },
      })),
    )
    chunks.sort((a, b) => b.gzip - a.gzip)
    return {
      chunks,
      js: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
      jsReceived: chunks.reduce((sum, chunk) => sum + chunk.received.bytes, 0),
      css:
        [...styles].reduce((sum, path) => sum + gzipBytes(path), 0) +
        gzipSync(inlined, { level: 9 }).length,
      refused,
    }
  } finally {
    await page.close()
  }
}
