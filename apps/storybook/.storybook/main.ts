import type { StorybookConfig } from '@storybook/react-vite'

// Stories live beside the components in packages/*; this app only hosts them.
const config: StorybookConfig = {
  stories: [
    '../../../packages/*/src/**/*.mdx',
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Workspace packages resolve to their TypeScript source (docs/decisions/001).
    resolve: {
      ...viteConfig.resolve,
      conditions: [
        '@shop/source',
        'module',
        'browser',
        'development|production',
      ],
    },
  }),
}
export default config
