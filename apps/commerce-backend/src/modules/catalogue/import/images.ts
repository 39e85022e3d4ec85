import { lookup } from 'node:dns'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP } from 'node:net'
import type { LookupFunction } from 'node:net'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { rowsOf } from '../catalogue-shared'
import type { Violation } from './file-kind'
import { urlImageKey } from './row-checks'
import { catalogueImages } from './tables'

// Images named by URL in a catalogue file are fetched once, at import, and served from the
// backend's /media (the shop's pages load images of their own origin only). The fetch is the
// backend calling out on a file's word, so it never reaches a private, loopback or link-local
// address (SSRF), whatever the name resolves to when the connection is made.

export const isStoredImageKey = (key: string) => /^img-[0-9a-f]{32}$/.test(key)

/** A fetched image's bytes, once the import that fetched it committed; null when none. */
export async function storedImage(
  db: Database,
  key: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db
    .select({
      contentType: catalogueImages.contentType,
      data: catalogueImages.data,
    })
    .from(catalogueImages)
    .where(and(eq(catalogueImages.key, key), isNull(catalogueImages.importId)))
  return row
    ? { contentType: row.contentType, data: Buffer.from(row.data) }
    : null
}

const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6')

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export interface ImageFetchOptions {
  /** Whole fetch, in ms. */
  timeoutMs: number
  maxBytes: number
  /** Tests serve images from this machine; never in a deployment. */
  allowPrivate: boolean
}

export const DEFAULT_IMAGE_FETCH: ImageFetchOptions = {
  timeoutMs: 5_000,
  maxBytes: 5 * 1024 * 1024,
  allowPrivate: false,
}

const SIGNATURES: [string, (b: Buffer) => boolean][] = [
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  ],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'image/webp',
    (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
]

export type FetchedImage =
  { contentType: string; data: Buffer } | { error: string }

/**
 * Fetches an image: PNG, JPEG, GIF or WebP by its bytes (never SVG, which could carry script),
 * within the time and size limits, from a public address only, without following redirects.
 */
export function fetchImage(
  url: string,
  options: ImageFetchOptions = DEFAULT_IMAGE_FETCH,
): Promise<FetchedImage> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return Promise.resolve({ error: 'is not a URL' })
  }
  if (parsed.username || parsed.password)
    return Promise.resolve({ error: 'must not carry a user name or password' })
  const guarded: LookupFunction = (hostname, opts, callback) =>
    lookup(hostname, { ...opts, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const list = addresses as { address: string; family: number }[]
      const refused = list.find(
        (a) => !options.allowPrivate && isPrivateAddress(a.address),
      )
      if (refused || list.length === 0)
        return callback(
          Object.assign(new Error('private address'), { code: 'EPRIVATE' }),
          '',
          4,
        )
      if ((opts as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(
          null,
          list,
        )
      const [first] = list as [{ address: string; family: number }]
      callback(null, first.address, first.family)
    })
  return new Promise((resolve) => {
    const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest
    let settled = false
    const done = (answer: FetchedImage) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      req.destroy()
      resolve(answer)
    }
    const host = parsed.hostname.replace(/^\[|\]$/g, '')
    // A literal address is checked here: no lookup happens for it.
    if (isIP(host) && !options.allowPrivate && isPrivateAddress(host))
      return resolve({
        error:
          'points to a private or local address, which the import never fetches',
      })
    const req = send(
      parsed,
      { method: 'GET', lookup: guarded, headers: { accept: 'image/*' } },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400)
          return done({
            error: `answers with a redirect (${status}) to ${res.headers.location ?? 'elsewhere'}: give that address`,
          })
        if (status !== 200)
          return done({ error: `answers ${status}, not the image` })
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes)
            return done({
              error: `is larger than ${options.maxBytes / 1024 / 1024} MB`,
            })
          chunks.push(chunk)
        })
        res.on('error', () => done({ error: 'broke off while loading' }))
        res.on('end', () => {
          const data = Buffer.concat(chunks)
          const kind = SIGNATURES.find(([, test]) => test(data))
          done(
            kind
              ? { contentType: kind[0], data }
              : { error: 'is not a PNG, JPEG, GIF or WebP image' },
          )
        })
      },
    )
    const timer = setTimeout(
      () =>
        done({
          error: `does not answer within ${options.timeoutMs / 1000} s`,
        }),
      options.timeoutMs,
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({
        error:
          error.code === 'EPRIVATE'
            ? 'points to a private or local address, which the import never fetches'
            : `does not answer (${error.code ?? error.message})`,
      }),
    )
    req.end()
  })
}

const IMAGE_FETCHES_AT_ONCE = 4

/** Fetches the images named by URL that are not stored yet, four at a time; stores them pending. */
export async function fetchImages(
  db: Database,
  importId: string,
  urls: Map<string, number>,
  options: ImageFetchOptions,
  violations: { add(violation: Violation): void },
): Promise<number> {
  if (urls.size === 0) return 0
  const stored = new Set(
    rowsOf<{ key: string }>(
      await db.execute(
        sql`select key from catalogue_images where import_id is null and key in ${[...urls.keys()].map(urlImageKey)}`,
      ),
    ).map((r) => r.key),
  )
  const queue = [...urls].filter(([url]) => !stored.has(urlImageKey(url)))
  let fetched = 0
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, line] = next
      const image = await fetchImage(url, options)
      if ('error' in image) {
        violations.add({
          line,
          column: 'image',
          message: `${url} ${image.error}`,
        })
        continue
      }
      await db.execute(sql`
        insert into catalogue_images (key, source_url, content_type, data, import_id)
        values (${urlImageKey(url)}, ${url}, ${image.contentType}, ${image.data}, ${importId})
        on conflict (key) do nothing`)
      fetched++
    }
  }
  await Promise.all(Array.from({ length: IMAGE_FETCHES_AT_ONCE }, worker))
  return fetched
}
