import type { Preview } from '@storybook/react-vite'
import '@shop/ui/styles.css'

const preview: Preview = {
  // Stories sit on the design system's base text, as they do in an app that uses `ui-base`.
  decorators: [
    (Story) => (
      <div className="ui-base">
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
}
export default preview
