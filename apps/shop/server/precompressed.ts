import { readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import type { RequestHandler } from 'express'

// Build files are compressed once, as hard as the formats allow, when they are built: a browser
// that accepts brotli gets about 13 % fewer bytes than gzip, and no request spends CPU on it.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/
/** Below this the compression middleware sends files as they are; so does the build. */
const MIN_BYTES = 256

const ENCODINGS = [
  {
    encoding: 'br',
    suffix: '.br',
    compress: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    encoding: 'gzip',
    suffix: '.gz',
    compress: (data: Buffer) =>
      promisify(gzip)(data, { level: zlib.Z_BEST_COMPRESSION }),
  },
] as const

/**
 * Writes a `.br` and a `.gz` twin beside every compressible file of at least 256 bytes (a twin
 * that would not be smaller is left out): the category page loads a dozen small route and
 * component chunks, which arrived uncompressed below the earlier 1 KB threshold. Answers how many files got twins.
 */
export async function compressBuildFiles(files: string[]): Promise<number> {
  const worth = files.filter((file) => COMPRESSIBLE.test(file))
  const done = await Promise.all(
    worth.map(async (file) => {
      const data = await readFile(file)
      if (data.length < MIN_BYTES) return false
      await Promise.all(
        ENCODINGS.map(async ({ suffix, compress }) => {
          const compressed = await compress(data)
          if (compressed.length < data.length)
            await writeFile(file + suffix, compressed)
        }),
      )
      return true
    }),
  )
  return done.filter(Boolean).length
}

/**
 * Serves the precompressed twin of a file under `root` + `urlPath` (the build's hashed files) to
 * a browser that accepts its encoding (brotli first, then gzip); anything else falls through to
 * the next handler (the static files). The folder is read once: a build does not change under a
 * running server.
 */
export function precompressedAssets(
  root: string,
  { urlPath, cacheControl }: { urlPath: string; cacheControl: string },
): RequestHandler {
  const twins = new Map<string, Set<string>>()
  for (const file of listFiles(join(root, urlPath), urlPath)) {
    const twin = ENCODINGS.find(({ suffix }) => file.endsWith(suffix))
    if (!twin) continue
    const original = file.slice(0, -twin.suffix.length)
    const encodings = twins.get(original) ?? new Set()
    encodings.add(twin.encoding)
    twins.set(original, encodings)
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const available = twins.get(req.path)
    if (!available) return next()
    res.vary('Accept-Encoding')
    // Asked one by one: browsers list gzip before br, and the first match would be gzip.
    const chosen = ENCODINGS.find(
      ({ encoding }) =>
        available.has(encoding) && req.acceptsEncodings(encoding) === encoding,
    )
    if (!chosen) return next()
    res.setHeader('Content-Encoding', chosen.encoding)
    res.setHeader('Cache-Control', cacheControl)
    res.type(extname(req.path))
    res.sendFile(join(root, req.path + chosen.suffix), {
      acceptRanges: false,
      dotfiles: 'deny',
    })
  }
}

/** Every file under `dir`, as a URL path from `dir` (`/assets/x.js`). */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory()
      ? listFiles(path, `${prefix}/${name}`)
      : [`${prefix}/${name}`]
  })
}
