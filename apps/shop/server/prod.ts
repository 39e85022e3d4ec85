import './production-mode'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import express from 'express'
import { shutDownGracefully } from '@shop/node-server/graceful'
import type { PageAssets } from '../src/router'
import { createShopServer } from './app'
import type { RenderFn } from './app'
import { readShopConfig } from './config'
import { precompressedAssets } from './precompressed'

const dist = fileURLToPath(new URL('.', import.meta.url))
const config = readShopConfig()

interface ManifestChunk {
  file: string
  css?: string[]
  isEntry?: boolean
  imports?: string[]
}
const manifest = JSON.parse(
  readFileSync(`${dist}/client/.vite/manifest.json`, 'utf8'),
) as Record<string, ManifestChunk>
const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
if (!entry)
  throw new Error(
    'The client build has no entry; run `npm run build -w @shop/shop`.',
  )
const styles = (entry.css ?? []).map((file) => `/${file}`)

/** The chunks a chunk imports statically, transitively: the browser needs them before it can run. */
function staticImports(chunk: ManifestChunk, seen = new Set<string>()) {
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key]
    if (!imported || seen.has(imported.file)) continue
    seen.add(imported.file)
    staticImports(imported, seen)
  }
  return seen
}

const assets: PageAssets = {
  scripts: [`/${entry.file}`],
  modulePreloads: [entry.file, ...staticImports(entry)].map(
    (file) => `/${file}`,
  ),
  styles,
  inlineStyles: styles
    .map((file) => readFileSync(`${dist}/client${file}`, 'utf8'))
    .join('\n'),
}

/** Runs `handler` only for a request whose path `matches`; others go on. */
function onlyFor(
  matches: (path: string) => boolean,
  handler: express.RequestHandler,
): express.RequestHandler {
  return (req, res, next) =>
    matches(req.path) ? handler(req, res, next) : next()
}

/** The build's files: its hashed assets and the few files at its root. */
const rootFiles = new Set(
  readdirSync(`${dist}/client`).map((name) => `/${name}`),
)
const isBuildFile = (path: string) =>
  path.startsWith('/assets/') || rootFiles.has(path)

const IMMUTABLE = 'public, max-age=31536000, immutable'

const { render } = (await import(`${dist}/server/entry-server.js`)) as {
  render: RenderFn
}

const app = createShopServer({
  ...config,
  getRender: () => Promise.resolve(render),
  assets: () => Promise.resolve(assets),
  staticMiddleware: [
    precompressedAssets(`${dist}/client`, {
      urlPath: '/assets',
      cacheControl: IMMUTABLE,
    }),
    // Only the build's own files are looked up on disk; a page's path is never stat()ed first.
    onlyFor(
      isBuildFile,
      express.static(`${dist}/client`, {
        index: false,
        setHeaders(res, path) {
          // Hashed build files never change; everything else is revalidated.
          if (path.includes('/assets/'))
            res.setHeader('Cache-Control', IMMUTABLE)
          else if (path.endsWith('build.json'))
            res.setHeader('Cache-Control', 'no-cache')
          else res.setHeader('Cache-Control', 'public, max-age=3600')
        },
      }),
    ),
  ],
})

const server = app.listen(config.port, config.host, () => {
  console.log(`Shop ready on http://localhost:${config.port}`)
})
shutDownGracefully(server)
