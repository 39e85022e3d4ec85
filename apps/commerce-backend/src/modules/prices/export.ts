import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { PRICE_FILE } from './price-file'

/** Whether a price list of that name exists. */
export async function priceListExists(db: Executor, name: string) {
  const [row] = await db
    .select({ id: t.priceLists.id })
    .from(t.priceLists)
    .where(eq(t.priceLists.name, name))
  return row !== undefined
}

/**
 * Writes one price list as a price file (`prices:export`): importing it again changes nothing.
 * Only the operator API answers it: a practice never reads a list, its own or another's.
 */
export async function exportPriceList(
  db: Executor,
  name: string,
  out: Writable,
) {
  const csv = stringify({
    header: true,
    columns: [...PRICE_FILE.columns],
  })
  csv.pipe(out)
  const rows = await db
    .select({
      sku: t.products.sku,
      minQuantity: t.priceListLines.minQuantity,
      price: t.priceListLines.unitPriceNet,
      validFrom: t.priceLists.validFrom,
      validTo: t.priceLists.validTo,
    })
    .from(t.priceListLines)
    .innerJoin(t.priceLists, eq(t.priceLists.id, t.priceListLines.listId))
    .innerJoin(t.products, eq(t.products.id, t.priceListLines.productId))
    .where(and(eq(t.priceLists.name, name), isNotNull(t.priceListLines.listId)))
    .orderBy(asc(t.products.sku), asc(t.priceListLines.minQuantity))
  for (const r of rows)
    if (
      !csv.write([
        name,
        r.sku,
        r.minQuantity,
        (r.price / 100).toFixed(2),
        r.validFrom ?? '',
        r.validTo ?? '',
      ])
    )
      await once(csv, 'drain')
  csv.end()
  await once(out, 'finish')
}
