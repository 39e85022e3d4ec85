import { ProductsBySkuDocument } from '@shop/commerce-client'
import type { ApiContext } from '../context'
import { badRequest } from '../http/errors'

/**
 * Lines by SKU (quick order, a CSV) as lines by product id: an unknown SKU is a 400 naming its
 * line (`items.<n>.sku`), and nothing is done. Quick order and order lists read SKUs alike.
 */
export async function linesBySku(
  ctx: ApiContext,
  lines: readonly { sku: string; quantity: number }[],
) {
  const { productsBySku } = await ctx.session.anonymous(ProductsBySkuDocument, {
    skus: lines.map((line) => line.sku),
  })
  const bySku = new Map(productsBySku.map((p) => [p.sku, p.id]))
  const items: { productId: string; quantity: number }[] = []
  const violations = lines.flatMap((line, i) => {
    const productId = bySku.get(line.sku)
    if (productId === undefined)
      return [
        {
          propertyPath: `items.${i}.sku`,
          message: `There is no product with SKU ${line.sku}.`,
        },
      ]
    items.push({ productId, quantity: line.quantity })
    return []
  })
  if (violations.length)
    throw badRequest('Some lines could not be read.', violations)
  return items
}
