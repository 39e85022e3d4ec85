import { defineConfig } from 'vitest/config'

// `npm run test:resilience`: faults, load and fuzzing against the built apps (issue 9). Slower than
// `npm test`, so it runs on its own (and in CI after it).
export default defineConfig({
  test: {
    name: 'resilience',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
