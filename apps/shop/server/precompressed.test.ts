import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressBuildFiles, precompressedAssets } from './precompressed'
import { rawGet, startShopServer } from './test-server'

const script = `export const names = [${Array.from({ length: 400 }, (_, i) => `"glove-${i}"`).join(',')}]\n`
const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('precompressed build files', () => {
  let root: string
  let url: string
  let close: () => Promise<unknown>

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'shop-precompressed-'))
    mkdirSync(join(root, 'assets'))
    writeFileSync(join(root, 'assets/app.js'), script)
    writeFileSync(join(root, 'assets/tiny.js'), 'export const a = 1\n')
    writeFileSync(join(root, 'assets/photo.png'), Buffer.alloc(4096))
    const compressed = await compressBuildFiles(
      ['app.js', 'tiny.js', 'photo.png'].map((f) => join(root, 'assets', f)),
    )
    expect(compressed).toBe(1)
    // Mounted as the production server mounts them: after the compression middleware, before
    // the static files.
    const shop = await startShopServer(
      () => Promise.resolve(new Response('not found', { status: 404 })),
      {
        staticMiddleware: [
          precompressedAssets(root, {
            urlPath: '/assets',
            cacheControl: IMMUTABLE,
          }),
          express.static(root, { index: false }),
        ],
      },
    )
    url = shop.url
    close = shop.close
  })
  afterAll(async () => {
    await close()
    rmSync(root, { recursive: true, force: true })
  })

  const request = (path: string, encoding: string) =>
    rawGet(`${url}${path}`, { 'accept-encoding': encoding })

  it('writes brotli and gzip twins of compressible files of 256 bytes or more', () => {
    expect(existsSync(join(root, 'assets/app.js.br'))).toBe(true)
    expect(existsSync(join(root, 'assets/app.js.gz'))).toBe(true)
    expect(existsSync(join(root, 'assets/tiny.js.br'))).toBe(false)
    expect(existsSync(join(root, 'assets/photo.png.br'))).toBe(false)
  })

  it('sends brotli to a browser that accepts it, though it lists gzip first', async () => {
    const response = await request('/assets/app.js', 'gzip, deflate, br, zstd')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
    expect(response.headers.vary).toMatch(/Accept-Encoding/)
    expect(brotliDecompressSync(response.body).toString()).toBe(script)
  })

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    for (const encoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await request('/assets/app.js', encoding)
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(response.body).toString()).toBe(script)
    }
    const plain = await request('/assets/app.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('leaves files without twins and unknown paths to the handlers after it', async () => {
    const tiny = await request('/assets/tiny.js', 'br, gzip')
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('export const a = 1\n')
    expect((await request('/assets/missing.js', 'br')).status).toBe(404)
    expect(
      (await request('/assets/app.js.br/../app.js', 'br')).status,
    ).not.toBe(500)
  })
})
