import { randomUUID } from 'node:crypto'
import express from 'express'
import type { ServerConfig } from './env.server'
import { errorHandler } from './http/error-handler'
import { notFound } from './http/errors'
import { createJsonLogger } from './http/logger'
import type { Logger } from './http/logger'
import { crossSiteGuard, securityHeaders } from './http/security'

export interface AppDependencies {
  logger?: Logger
}

/** The shop's own API (`/api/*`). Stateless: sessions live in cookies and the commerce backend. */
export function createApp(config: ServerConfig, deps: AppDependencies = {}) {
  const logger = deps.logger ?? createJsonLogger()
  const app = express()
  app.disable('x-powered-by')
  // The client address comes from the socket, never from spoofable forwarding headers.
  app.set('trust proxy', false)
  app.use((req, res, next) => {
    const incoming = req.get('x-request-id')
    res.setHeader(
      'x-request-id',
      incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID(),
    )
    next()
  })
  app.use(securityHeaders)

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  // Ready only when the commerce backend answers.
  app.get('/readyz', async (_req, res) => {
    const ready = await fetch(config.commerceUrl, {
      method: 'OPTIONS',
      signal: AbortSignal.timeout(config.backendTimeoutMs),
    })
      .then(() => true)
      .catch(() => false)
    res.status(ready ? 200 : 503).json({ ready })
  })

  app.use('/api', crossSiteGuard([config.publicBaseUrl]))
  app.use('/api', express.json({ limit: '100kb' }))
  app.use('/api', (_req, res, next) => {
    // Every API answer is personal or changes state: no shared cache may keep it.
    res.setHeader('Cache-Control', 'private, no-store')
    next()
  })
  app.use('/api', (_req, _res, next) => next(notFound('This API call')))
  app.use(errorHandler(logger))
  return app
}
