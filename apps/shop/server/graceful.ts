import type { Server } from 'node:http'

/**
 * On SIGTERM or SIGINT the shop stops accepting connections, finishes every page it has started,
 * then exits; idle keep-alive connections close at once, and after `deadlineMs` it exits anyway.
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
