import express from 'express'
import type { Router } from 'express'
import { requestIdHeaders } from '@shop/node-server/request-id'
import { MESSAGES_PATH } from './messages-asset'
import type { createMessagesAsset } from './messages-asset'

/** The files beside the pages: `robots.txt`, `sitemap.xml` and the message catalogue. */
export function siteFiles({
  apiUrl,
  siteUrl,
  messages,
}: {
  apiUrl: string
  /** The configured public address, never the request's Host (see `createShopServer`). */
  siteUrl: string
  messages: ReturnType<typeof createMessagesAsset>
}): Router {
  const app = express.Router()
  // Pages that need a sign-in have no rule here: a crawler asking for one is redirected to the
  // sign-in page, which is `noindex` (decision 010).
  // Absolute URLs come from the configured public address: a forged Host header must not write
  // them into an answer that shared caches keep.
  app.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(`User-agent: *\nDisallow: /api/\nSitemap: ${siteUrl}/sitemap.xml\n`)
  })
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'public, max-age=3600')
      res.type('application/xml').send(await sitemap(apiUrl, siteUrl))
    } catch (error) {
      next(error)
    }
  })
  // The messages of the version a page names are kept for a year; an older version's address
  // gets today's messages, briefly cached.
  app.get(`${MESSAGES_PATH}/:file`, async (req, res, next) => {
    try {
      if (!/^en\.[\w-]+\.json$/.test(req.params.file))
        return void res.status(404).type('text/plain').send('Not found')
      const asset = await messages.get()
      res.setHeader(
        'Cache-Control',
        req.params.file === `en.${asset.version}.json`
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=60',
      )
      res.setHeader('Vary', 'Accept-Encoding')
      res.type('application/json')
      const gzip = req.acceptsEncodings('gzip') === 'gzip'
      if (gzip) res.setHeader('Content-Encoding', 'gzip')
      res.send(gzip ? asset.gzipped : asset.body)
    } catch (error) {
      next(error)
    }
  })
  return app
}

async function sitemap(apiUrl: string, origin: string): Promise<string> {
  // The categories answer is public and the same for every visitor; no cookie goes with it.
  type Node = { identifier: string; categories?: Node[] }
  const { categories } = (await fetch(`${apiUrl}/api/shop/categories`, {
    headers: requestIdHeaders(),
  }).then((r) => r.json())) as { categories: Node[] }
  const paths = ['/en', '/en/shop']
  const walk = (nodes: Node[], prefix: string) => {
    for (const node of nodes) {
      const path = `${prefix}/${node.identifier}`
      paths.push(path)
      walk(node.categories ?? [], path)
    }
  }
  walk(categories, '/en/shop')
  const urls = paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`
}
