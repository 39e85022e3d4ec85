// Test support for the shop server's tests: the server on a free port with a stand-in render.
import { createServer, get } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type express from 'express'
import { silentLogger } from '@shop/node-server/log'
import type { Logger } from '@shop/node-server/log'
import { createShopServer } from './app'
import type { PageAssets } from '../src/router'
import type { RenderFn } from './app'
import { readShopConfig } from './config'

/** Serves `createShopServer` with `render` as its page renderer; `prepare` may add handlers. */
export async function startShopServer(
  render: RenderFn,
  {
    staticMiddleware,
    prepare,
    // Nothing listens on port 9: unless a test brings its own API, none reaches one.
    apiUrl = 'http://127.0.0.1:9',
    trustProxy = false,
    logger,
    shopServerSecret,
    assets = { scripts: [], styles: [] },
  }: {
    /** The page assets, as the built shop reads them from its manifest. */
    assets?: PageAssets
    staticMiddleware?: express.RequestHandler[]
    prepare?: (app: express.Express) => void
    apiUrl?: string
    trustProxy?: string | boolean
    logger?: Logger
    shopServerSecret?: string
  } = {},
) {
  const { publicBaseUrl, allowedHosts } = readShopConfig({
    PUBLIC_BASE_URL: 'https://shop.example',
  })
  const app = createShopServer({
    apiUrl,
    // No test reaches the image CDN.
    mediaUrl: 'http://127.0.0.1:9',
    publicBaseUrl,
    allowedHosts,
    trustProxy,
    shopServerSecret,
    logger: logger ?? silentLogger,
    assets: () => Promise.resolve(assets),
    getRender: () => Promise.resolve(render),
    staticMiddleware,
  })
  prepare?.(app)
  const server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * A raw GET, so a test sees the bytes on the wire and not what fetch decoded; the path goes out
 * as written (`/en/./dev` is not resolved first), from `localAddress` when given.
 */
export const rawGet = (
  url: string,
  headers: Record<string, string>,
  { localAddress }: { localAddress?: string } = {},
) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const [, host, port, path] = /^http:\/\/([^/:]+):(\d+)(.*)$/.exec(url)!
      get({ host, port, path: path || '/', headers, localAddress }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      }).on('error', reject)
    },
  )

/** A render that answers `html` as a 200 page. */
export const htmlPage = (html: string) => () =>
  Promise.resolve(
    new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }),
  )
