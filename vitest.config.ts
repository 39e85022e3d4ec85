import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { storybookProject } from './apps/storybook/vitest.project.ts'
import { SHARED_MODULES } from './tooling/vitest/shared-modules.ts'

const DOM_SETUP = fileURLToPath(
  new URL('tooling/vitest/dom-setup.ts', import.meta.url),
)

// Global setups of a workspace's Node project: the server's API tests share their worker's backend.
const GLOBAL_SETUP: Record<string, string[]> = {
  'apps/server': [
    fileURLToPath(new URL('apps/server/test/api-backends.ts', import.meta.url)),
  ],
}

// Workspace code resolves to TypeScript source through this export condition,
// so tests never depend on a stale `dist`.
const SOURCE_CONDITIONS = [
  '@shop/source',
  'module',
  'browser',
  'development|production',
]

// How every project resolves workspace packages: to their source.
const RESOLVE_SOURCE = {
  resolve: { conditions: SOURCE_CONDITIONS },
  // Node-side code (and Node-project tests) must get packages' Node builds, not their browser ones.
  ssr: {
    resolve: {
      conditions: ['@shop/source', 'module', 'node', 'development|production'],
    },
  },
}

// A test's own time limit. CI runs the suite on Node 20 and Node 24 at once (one worker each on two
// cores), so a test that takes 2 s alone can take 6; speed is measured in `npm run bench`, not here.
const TEST_TIMEOUT = 20_000
const HOOK_TIMEOUT = 30_000

/** A Node project for a workspace's pure code and a jsdom project for its `.test.tsx` files. */
function workspaceProjects(dir: string): TestProjectInlineConfiguration[] {
  const name = dir.split('/').pop() as string
  const shared = { root: dir, ...RESOLVE_SOURCE }
  const node = {
    environment: 'node',
    testTimeout: TEST_TIMEOUT,
    hookTimeout: HOOK_TIMEOUT,
    globalSetup: GLOBAL_SETUP[dir] ?? [],
  } as const
  const sharing = SHARED_MODULES[dir]
  return [
    {
      ...shared,
      test: {
        ...node,
        name,
        include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
        ...(sharing && {
          isolate: false,
          exclude: [...configDefaults.exclude, ...sharing.isolated],
        }),
      },
    },
    ...(sharing
      ? [
          {
            ...shared,
            test: {
              ...node,
              name: `${name}:isolated`,
              include: sharing.isolated,
            },
          },
        ]
      : []),
    {
      ...shared,
      test: {
        name: `${name}:dom`,
        environment: 'jsdom',
        include: ['src/**/*.test.tsx'],
        testTimeout: TEST_TIMEOUT,
        hookTimeout: HOOK_TIMEOUT,
        setupFiles: [DOM_SETUP],
      },
    },
  ]
}

export default defineConfig({
  test: {
    projects: [
      'packages/forms',
      'packages/i18n',
      'packages/ui',
      'packages/commerce-client',
      'packages/checkout',
      'packages/account',
      'apps/shop',
      'apps/server',
      'apps/commerce-backend',
    ]
      .flatMap(workspaceProjects)
      .concat(storybookProject)
      .concat({
        // The documents' tests import packages' source (the API contract, the entries).
        ...RESOLVE_SOURCE,
        test: {
          name: 'tooling',
          root: 'tooling',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: TEST_TIMEOUT,
          hookTimeout: HOOK_TIMEOUT,
        },
      }),
    passWithNoTests: false,
  },
})
