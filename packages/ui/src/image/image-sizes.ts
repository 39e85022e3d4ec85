/**
 * The named image sizes of the shop (spec section 3) with their pixel dimensions. Also the
 * `@shop/ui/image-sizes` subpath (no React), so a server that draws the images uses the same
 * numbers as the components that reserve their space.
 */
export const IMAGE_SIZES = {
  'cart-item': { width: 96, height: 96 },
  'product-overview': { width: 400, height: 400 },
  'product-stage': { width: 800, height: 800 },
  'configure-hero': { width: 1200, height: 480 },
  'auth-overlay': { width: 800, height: 1000 },
  'lot-number-preview': { width: 160, height: 160 },
} as const

export type ImageSize = keyof typeof IMAGE_SIZES
