import type { Preview } from '@storybook/react-vite'
import '@shop/ui/styles.css'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
}
export default preview
