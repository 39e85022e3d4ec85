import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Workspace packages resolve to their TypeScript source, in the browser and in SSR.
const conditions = [
  '@shop/source',
  'module',
  'browser',
  'development|production',
]

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    react(),
  ],
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
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
})
