import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'
import { compressBuildFiles } from './server/precompressed'

// One id per build: pages carry it, and /build.json tells running pages that a new one is live.
const BUILD_ID = process.env.BUILD_ID ?? Date.now().toString(36)

function buildManifest(): Plugin {
  return {
    name: 'shop-build-manifest',
    apply: 'build',
    generateBundle(options) {
      if (options.dir?.endsWith('client')) {
        this.emitFile({
          type: 'asset',
          fileName: 'build.json',
          source: JSON.stringify({ buildId: BUILD_ID }),
        })
      }
    },
  }
}

/** The client build's files get `.br` and `.gz` twins, which the production server sends. */
function precompress(): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir?.endsWith('client')) return
      const dir = options.dir
      await compressBuildFiles(
        Object.keys(bundle)
          .filter((file) => file.startsWith('assets/'))
          .map((file) => `${dir}/${file}`),
      )
    },
  }
}

// Workspace packages resolve to their TypeScript source, in the browser and in SSR.
const conditions = [
  '@shop/source',
  'module',
  'browser',
  'development|production',
]

const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|@tanstack|use-sync-external-store|zustand)\//

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    react(),
    buildManifest(),
    precompress(),
  ],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  resolve: { conditions },
  ssr: {
    resolve: {
      conditions: ['@shop/source', 'module', 'node', 'development|production'],
    },
    // Bundle workspace packages into the server build: they are TypeScript source.
    noExternal: [/^@shop\//],
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: {
      input: 'src/entry-client.tsx',
      output: {
        // React, the router, React Query and zustand in one chunk: one gzip stream compresses
        // better than the twenty small chunks Rollup would cut, and it is cached across deploys
        // for as long as the libraries do not change (decision 005).
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : undefined),
      },
    },
  },
})
