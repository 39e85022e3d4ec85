import type { Formatters } from './format.js'
import type { MessageKey } from './messages-en.js'
import type { Translate } from './translate.js'

/** What {@link packLine} and {@link unitQuantity} read of a product. */
export interface PackedProduct {
  /** Lower case: each, box, case, pack, bottle … */
  unit: string
  packSize: number
}

// English nouns of the seller's free-text units; an unknown one still reads ("3 sleeves").
const plural = (unit: string) =>
  /(s|x|z|ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s`

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The unit and pack of a product in words, with the price of one piece when a unit holds more
 * than one: `Box of 100 · $0.09 per piece`, `Case of 6`, `Each`.
 *
 * @example
 * packLine(t, formatMoney, { unit: 'box', packSize: 100 }, 899) // 'Box of 100 · $0.09 per piece'
 */
export function packLine(
  t: Translate<MessageKey>,
  formatMoney: Formatters['formatMoney'],
  product: PackedProduct,
  unitPriceNet?: number,
): string {
  const { unit, packSize } = product
  if (packSize <= 1) return unit === 'each' ? t('units.each') : capital(unit)
  const pack = t('units.packOf', {
    unit: capital(unit === 'each' ? 'pack' : unit),
    count: packSize,
  })
  return unitPriceNet === undefined
    ? pack
    : `${pack} · ${t('units.perPiece', { price: formatMoney(unitPriceNet / packSize) })}`
}

/**
 * A quantity in the product's units: `3 boxes`, `1 case`, `20 packs`; `5 pieces` for `each`.
 *
 * @example
 * unitQuantity(t, { unit: 'box', packSize: 100 }, 3) // '3 boxes'
 */
export function unitQuantity(
  t: Translate<MessageKey>,
  product: PackedProduct,
  quantity: number,
): string {
  const unit = product.unit === 'each' ? 'piece' : product.unit
  return t('units.quantity', {
    count: quantity,
    one: unit,
    other: plural(unit),
  })
}
