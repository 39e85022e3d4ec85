import { createServer as createViteServer } from 'vite'
import { createShopServer } from './app'
import type { RenderFn } from './app'
import { readShopConfig } from './config'

const config = readShopConfig()

const vite = await createViteServer({
  server: { middlewareMode: true },
  appType: 'custom',
})

// Vite's client and React's refresh preamble must be on the page, or dev pages never hydrate.
const preamble = [
  'import RefreshRuntime from "/@react-refresh"',
  'RefreshRuntime.injectIntoGlobalHook(window)',
  'window.$RefreshReg$ = () => {}',
  'window.$RefreshSig$ = () => (type) => type',
  'window.__vite_plugin_react_preamble_installed__ = true',
].join('\n')

const app = createShopServer({
  ...config,
  dev: true,
  getRender: async () => {
    const mod = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
      render: RenderFn
    }
    return mod.render
  },
  assets: () =>
    Promise.resolve({
      scripts: ['/@vite/client', '/src/entry-client.tsx'],
      styles: [],
      preamble,
    }),
  staticMiddleware: [vite.middlewares],
})

app.listen(config.port, () => {
  console.log(`Shop (dev) on http://localhost:${config.port}`)
})
