import { defineConfig } from 'vitest/config'

// End-to-end tests: the real apps from their production builds, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    // Polls wait on real navigations and API answers: a busy CI machine needs more than the
    // default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
})
