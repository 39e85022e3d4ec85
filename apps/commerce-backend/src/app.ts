import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CommerceBackendConfig {
  port: number
  host: string
}

/**
 * The embedded commerce backend's HTTP server. This shell answers health checks; the GraphQL
 * endpoints `/graphql/commerce` and `/graphql/content` arrive with the commerce issue (#3).
 */
export function createCommerceBackend(config: CommerceBackendConfig) {
  const server: Server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ ok: true }))
    }
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ message: 'Not found' }))
  })
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(config.port, config.host, () => {
          const { port } = server.address() as AddressInfo
          resolve(`http://${config.host}:${port}`)
        }),
      ),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((e) => (e ? reject(e) : resolve())),
      ),
  }
}
