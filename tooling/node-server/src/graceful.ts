import type { Server } from 'node:http'

/**
 * On SIGTERM or SIGINT the server stops accepting connections, finishes every request it has
 * accepted (for the shop, every page it has started), then exits; idle keep-alive connections are
 * closed at once. After `deadlineMs` it exits anyway, so a stuck request cannot hold a deployment.
 */
export function shutDownGracefully(server: Server, deadlineMs = 10_000) {
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(1), deadlineMs).unref()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
