import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import type { TestProjectInlineConfiguration } from 'vitest/config'

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
          executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
}
