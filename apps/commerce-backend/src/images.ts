import { IMAGE_SIZES } from '@shop/ui/image-sizes'
import type { ImageSize } from '@shop/ui/image-sizes'
import { isStoredImageKey } from './modules/catalogue'

// The named sizes come from the design system, which reserves the same boxes in the page.
export { IMAGE_SIZES }
export type { ImageSize }

export function isImageSize(value: unknown): value is ImageSize {
  return typeof value === 'string' && value in IMAGE_SIZES
}

/** Pictograms for the demo catalogue's product families, drawn on a 100 × 100 grid. */
const PICTOGRAMS: Record<string, string> = {
  glove:
    '<path d="M34 86V48l-6-16a4 4 0 0 1 7-3l6 13V20a4 4 0 0 1 8 0v20-24a4 4 0 0 1 8 0v24-20a4 4 0 0 1 8 0v22-14a4 4 0 0 1 8 0v38c0 12-8 20-18 20H34z"/>',
  syringe:
    '<path d="M20 76l8 8 6-6-8-8zM30 66l8 8 34-34-8-8zM62 30l8 8 6-6-8-8zM70 16l14 14-4 4-14-14z"/>',
  needle:
    '<path d="M18 82l42-42 6 6-42 42zM60 34l10-10 6 6-10 10zM70 20l8-8 10 10-8 8z"/>',
  dressing:
    '<rect x="16" y="30" width="68" height="40" rx="10"/><rect x="36" y="38" width="28" height="24" rx="4" fill="#fff" fill-opacity=".55"/>',
  bandage:
    '<circle cx="50" cy="50" r="30"/><circle cx="50" cy="50" r="10" fill="#fff" fill-opacity=".6"/>',
  strip:
    '<rect x="40" y="12" width="20" height="76" rx="4"/><rect x="44" y="20" width="12" height="12" fill="#fff" fill-opacity=".6"/>',
  thermometer:
    '<rect x="44" y="14" width="12" height="54" rx="6"/><circle cx="50" cy="74" r="12"/>',
  mask: '<path d="M18 40c10-6 22-8 32-8s22 2 32 8v16c-6 14-18 22-32 22S24 70 18 56z"/>',
  bottle:
    '<rect x="30" y="34" width="40" height="52" rx="8"/><rect x="40" y="16" width="20" height="18" rx="3"/>',
}

/** Parses an image key `{family}-{hex colour}`; unknown keys fall back to a neutral bottle. */
function parseKey(key: string) {
  const match = /^([a-z]+)-([0-9a-f]{6})$/.exec(key)
  const family = match && match[1] && PICTOGRAMS[match[1]] ? match[1] : 'bottle'
  return { family, color: `#${match?.[2] ?? '5b6b7a'}` }
}

/**
 * Draws a product or content image locally (no downloads): the family's pictogram in the
 * product's colour on a soft background, at the named size's dimensions.
 */
export function renderImageSvg(key: string, size: ImageSize): string {
  const { width, height } = IMAGE_SIZES[size]
  const { family, color } = parseKey(key)
  const side = Math.min(width, height) * 0.8
  const x = (width - side) / 2
  const y = (height - side) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f1f5f8"/>` +
    `<rect width="${width}" height="${height}" fill="${color}" fill-opacity=".08"/>` +
    `<g transform="translate(${x} ${y}) scale(${side / 100})" fill="${color}">${PICTOGRAMS[family]}</g>` +
    `</svg>`
  )
}

/** The public URL of an image in a named size: drawn, or fetched by a catalogue import. */
export function imageUrl(key: string, size: ImageSize): string {
  return isStoredImageKey(key)
    ? `/media/${size}/${key}`
    : `/media/${size}/${key}.svg`
}
