/**
 * Layering values of the spec (section 9): modals and tooltips above overlays and menus.
 * The same values are the CSS custom properties `--ui-z-*` in `styles.css`.
 *
 * @example
 * <div style={{ zIndex: Z_INDEX.modal }} />
 */
export const Z_INDEX = {
  modal: 1100,
  overlay: 1000,
  menu: 1000,
  tooltip: 1100,
} as const
