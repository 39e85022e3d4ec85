import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, get } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShopServer } from './app'
import { compressBuildFiles, precompressedAssets } from './precompressed'

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
    const server = createServer(
      createShopServer({
        apiUrl: 'http://127.0.0.1:9',
        mediaUrl: 'http://127.0.0.1:9',
        assets: () => Promise.resolve({ scripts: [], styles: [] }),
        getRender: () =>
          Promise.resolve(() =>
            Promise.resolve(new Response('not found', { status: 404 })),
          ),
        staticMiddleware: [
          precompressedAssets(root, {
            urlPath: '/assets',
            cacheControl: IMMUTABLE,
          }),
          express.static(root, { index: false }),
        ],
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => new Promise((resolve) => server.close(resolve))
  })
  afterAll(async () => {
    await close()
    rmSync(root, { recursive: true, force: true })
  })

  /** A raw GET, so the test sees the bytes on the wire and not what fetch decoded. */
  const request = (path: string, encoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        get(
          `${url}${path}`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            )
          },
        ).on('error', reject)
      },
    )

  it('writes brotli and gzip twins of compressible files of 1 KB or more', () => {
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
