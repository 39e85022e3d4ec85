/**
 * The shop's look for e-mail: the values of the design tokens in `@shop/ui`'s `styles.css`
 * (`--ui-*`). Mail clients ignore CSS custom properties, so a message carries the values
 * themselves; `layout.test.ts` checks they still match the stylesheet.
 */
export const MAIL_THEME = {
  /** `--ui-color-bg` */
  background: '#f6f8fa',
  /** `--ui-color-surface` */
  surface: '#ffffff',
  /** `--ui-color-text` */
  text: '#17212b',
  /** `--ui-color-text-muted` */
  textMuted: '#4a5866',
  /** `--ui-color-border` */
  border: '#d5dde5',
  /** `--ui-color-primary` */
  primary: '#0a6477',
  /** `--ui-color-primary-text` */
  primaryText: '#ffffff',
  /** `--ui-radius-md` */
  radius: '8px',
  /** `--ui-font-family`: system fonts only, so no web font is needed. */
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const
