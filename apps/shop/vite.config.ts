import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
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

/** A file of the shop (optionally a virtual module of it, `?tsr-split=…`) as a module id. */
const inShop = (file: string) => {
  const [path, query] = file.split('?')
  return (
    fileURLToPath(new URL(path!, import.meta.url)) + (query ? `?${query}` : '')
  )
}

// React, React DOM, the router, React Query and zustand: the libraries every page runs.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store|zustand)[\\/]/
// React Query's mutations: a category page changes nothing, so they load with the pages that do.
const MUTATIONS =
  /[\\/]node_modules[\\/]@tanstack[\\/](query-core[\\/].*[\\/]mutationObserver|react-query[\\/].*[\\/]useMutation)\.js$/

/**
 * The entry and what most shop pages show (the layout's header, footer and login modal, the API
 * client and queries, product cards, breadcrumbs, buttons, form fields), each with everything it
 * imports: one chunk, the entry's, instead of a dozen small ones.
 */
const SHELL = [
  'src/entry-client.tsx',
  'src/routes/en/_layout.tsx?tsr-split=component',
  'src/lib/api.ts',
  'src/lib/queries.ts',
  'src/routes/-components/shop-layout.tsx',
  'src/features/catalogue/product-card.tsx',
  'src/features/catalogue/catalogue-breadcrumbs.tsx',
  '../../packages/ui/src/button/button.tsx',
  '../../packages/ui/src/empty-state/empty-state.tsx',
  // Shared by the category's sorting and filters and by the sign-in and address forms.
  '../../packages/ui/src/text-field/text-field.tsx',
  '../../packages/ui/src/select/select.tsx',
].map(inShop)

/** The quantity rules, which adding to the cart shares with the forms (they load with MUTATIONS). */
const QUANTITY_RULES = inShop('../../packages/forms/src/quantity.ts')

/** A category's listing (filters, sorting, pagination), which the search results share. */
const LISTING = [
  'src/routes/en/_layout/shop/$.tsx?tsr-split=component',
  'src/features/catalogue/listing-controls.tsx',
].map(inShop)

/**
 * What a signed-in buyer's pages add: the header's account and cart buttons, the recall banner,
 * adding to the cart, and the product page, which only signed-in buyers see.
 */
const SIGNED_IN = [
  'src/routes/-components/signed-in-actions.tsx',
  'src/features/inventory-and-recalls/recall-banner.tsx',
  'src/features/catalogue/add-to-cart.tsx',
  'src/routes/en/_layout/shop/products/$.tsx?tsr-split=component',
].map(inShop)

/** The chunks every page has loaded before it imports anything lazily, and the inlined stylesheet. */
/** The chunks that keep their names in file names: the groups below and Rolldown's runtime. */
const NAMED_CHUNKS = new Set([
  'framework',
  'shell',
  'mutations',
  'listing',
  'signed-in',
  'rolldown-runtime',
])

const ALWAYS_LOADED =
  /^assets\/(entry-client|framework|rolldown-runtime)-[\w-]+\.(js|css)$/

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
  resolve: {
    conditions,
    alias: [
      // The router's store (@tanstack/react-store) imports the shim of `useSyncExternalStore`
      // made for React 17 and older; on React 18 and later the shim hands over to React's own,
      // which the package's non-shim entry calls directly, without the shim's code.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
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
    modulePreload: {
      // A lazy chunk's dependencies are preloaded alongside it, but not the ones every page has
      // already loaded (nor the entry's stylesheet, which the server inlines: preloading it
      // fetched it a second time): the lists, kept in the entry, are shorter.
      resolveDependencies: (_, deps) =>
        deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      input: 'src/entry-client.tsx',
      output: {
        // The entry names every lazy chunk a route needs: a page's or component's chunk goes by
        // its hash alone, so each route costs the first-load script fewer bytes. The groups below
        // keep their names (the preload filter above and people reading a trace know them).
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/c-[hash].js',
        // One gzip stream compresses better than a dozen small ones, each with its own import
        // header (decision 005): a page loads the framework, the entry (with the shell) and at
        // most a chunk or two of its own. A group takes the modules it names with everything they
        // import that a group of higher priority has not taken.
        codeSplitting: {
          groups: [
            // Cached across deployments for as long as the libraries do not change (005).
            {
              name: 'framework',
              test: (id) => FRAMEWORK.test(id) && !MUTATIONS.test(id),
              priority: 5,
            },
            { name: 'shell', test: (id) => SHELL.includes(id), priority: 4 },
            // What changing anything needs: the forms, adding to the cart, the cart.
            {
              name: 'mutations',
              test: (id) => MUTATIONS.test(id) || id === QUANTITY_RULES,
              priority: 3,
            },
            {
              name: 'listing',
              test: (id) => LISTING.includes(id),
              priority: 2,
            },
            {
              name: 'signed-in',
              test: (id) => SIGNED_IN.includes(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
