import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

/** Every story runs as a test in Debian's Chromium: its play function and an axe check. */
export const storybookProject: TestProjectInlineConfiguration = {
  plugins: [
    storybookTest({
      configDir: fileURLToPath(new URL('.storybook', import.meta.url)),
    }),
  ],
  resolve: {
    conditions: ['@shop/source', 'module', 'browser', 'development|production'],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
}
