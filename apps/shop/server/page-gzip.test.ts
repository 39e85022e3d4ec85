import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageGzip } from './page-gzip'

/** A stylesheet the size of the shop's (58 KB), varied enough to compress like one. */
const STYLES = Array.from(
  { length: 1500 },
  (_, i) =>
    `.c${i.toString(36)}{margin:${i % 17}px;color:#${(i * 7919).toString(16).slice(-6)}}`,
).join('')

async function gzipOf(chunks: Buffer[], make = pageGzip(STYLES)) {
  const stream = make()
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => stream.on('end', resolve))
  for (const chunk of chunks) stream.write(chunk)
  stream.end()
  await ended
  return Buffer.concat(out)
}

describe('pageGzip', () => {
  const page = Buffer.from(
    `<!DOCTYPE html><html><head><style data-entry="">${STYLES}</style></head><body>${'<p>Your cart: 3 boxes of gloves</p>'.repeat(300)}</body></html>`,
  )

  it('inflates to exactly the page, however it was cut into chunks', async () => {
    const at = page.indexOf('</style>')
    for (const cuts of [
      [],
      [30],
      [at + 20],
      [30, at + 20, at + 4000, page.length - 10],
      // The stylesheet split between two chunks is compressed with them.
      [30, 20_000],
    ]) {
      const ends = [...cuts, page.length]
      const chunks = ends.map((end, i) => page.subarray(ends[i - 1] ?? 0, end))
      expect(gunzipSync(await gzipOf(chunks)).equals(page), cuts.join()).toBe(
        true,
      )
    }
  })

  it('is a whole gzip stream for an empty page and for pages without the stylesheet', async () => {
    expect(gunzipSync(await gzipOf([])).length).toBe(0)
    const other = Buffer.from('<p>Not found</p>'.repeat(100))
    expect(gunzipSync(await gzipOf([other])).equals(other)).toBe(true)
    expect(
      gunzipSync(await gzipOf([other], pageGzip(undefined))).equals(other),
    ).toBe(true)
  })
})
