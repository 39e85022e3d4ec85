import express from 'express'
import type { ServerConfig } from './env.server'

/** The shop's own API (`/api/*`). Stateless: sessions live in cookies and the commerce backend. */
export function createApp(config: ServerConfig) {
  const app = express()
  app.disable('x-powered-by')
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  app.get('/readyz', async (_req, res) => {
    const ready = await fetch(config.commerceUrl, { method: 'OPTIONS' })
      .then(() => true)
      .catch(() => false)
    res.status(ready ? 200 : 503).json({ ready })
  })
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' })
  })
  return app
}
