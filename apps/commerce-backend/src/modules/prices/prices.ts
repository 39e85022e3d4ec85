import { createHmac } from 'node:crypto'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { unitPriceFor } from '@shop/forms'
import type { PriceListLine } from '@shop/forms'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'

// Which price lists apply to a practice, their lines, and the key of that set. The rule itself
// (the lowest price a quantity reaches) is `unitPriceFor` of @shop/forms, shared with the shop.

/** The lists assigned to the practice (by NPI) or to a purchasing group it belongs to. */
const listsOf = (npi: string) =>
  or(
    eq(t.priceListAssignments.npi, npi),
    inArray(
      t.priceListAssignments.groupIdentifier,
      sql`(select ${t.purchasingGroupMembers.groupIdentifier} from ${t.purchasingGroupMembers} where ${t.purchasingGroupMembers.npi} = ${npi})`,
    ),
  )

/**
 * The lines of the practice's price lists for these products, by product id, with their lists'
 * validity (the rule skips lines of lists not valid today). Nothing for no practice (anonymous).
 */
export async function practiceLines(
  db: Executor,
  npi: string | null,
  productIds: readonly number[],
): Promise<Map<number, PriceListLine[]>> {
  const byProduct = new Map<number, PriceListLine[]>()
  if (npi === null || productIds.length === 0) return byProduct
  const rows = await db
    .selectDistinct({
      listId: t.priceListLines.listId,
      productId: t.priceListLines.productId,
      minQuantity: t.priceListLines.minQuantity,
      unitPrice: t.priceListLines.unitPriceNet,
      validFrom: t.priceLists.validFrom,
      validTo: t.priceLists.validTo,
    })
    .from(t.priceListLines)
    .innerJoin(t.priceLists, eq(t.priceLists.id, t.priceListLines.listId))
    .innerJoin(
      t.priceListAssignments,
      eq(t.priceListAssignments.listId, t.priceLists.id),
    )
    .where(
      and(
        inArray(t.priceListLines.productId, [...new Set(productIds)]),
        listsOf(npi),
      ),
    )
  for (const { productId, listId: _, ...line } of rows) {
    const lines = byProduct.get(productId) ?? []
    lines.push(line)
    byProduct.set(productId, lines)
  }
  return byProduct
}

/** What one piece of each product costs the practice for a quantity (the list price without lines). */
export async function practiceUnitPrices(
  db: Executor,
  npi: string | null,
  lines: readonly { productId: number; quantity: number; listPrice: number }[],
  now: Date = new Date(),
): Promise<Map<number, number>> {
  const contract = await practiceLines(
    db,
    npi,
    lines.map((l) => l.productId),
  )
  return new Map(
    lines.map((l) => [
      l.productId,
      unitPriceFor(
        l.quantity,
        l.listPrice,
        contract.get(l.productId) ?? [],
        now,
      ),
    ]),
  )
}

/**
 * The key of the set of price lists valid today for the practice: an HMAC of their sorted ids, so
 * practices on the same lists share it and it tells nothing of who they are. Null when none applies.
 */
export async function pricingContext(
  db: Executor,
  npi: string,
  secret: string,
  now: Date = new Date(),
): Promise<string | null> {
  const day = now.toISOString().slice(0, 10)
  const rows = await db
    .selectDistinct({ id: t.priceLists.id })
    .from(t.priceLists)
    .innerJoin(
      t.priceListAssignments,
      eq(t.priceListAssignments.listId, t.priceLists.id),
    )
    .where(
      and(
        listsOf(npi),
        sql`(${t.priceLists.validFrom} is null or ${t.priceLists.validFrom} <= ${day})`,
        sql`(${t.priceLists.validTo} is null or ${t.priceLists.validTo} >= ${day})`,
      ),
    )
  if (!rows.length) return null
  const ids = rows.map((r) => r.id).sort((a, b) => a - b)
  return createHmac('sha256', secret)
    .update(`pricing-context:${ids.join(',')}`)
    .digest('base64url')
    .slice(0, 22)
}

/** The NPI of a practice, which price lists are assigned by. */
export async function npiOfCompany(
  db: Executor,
  companyId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ npi: t.companies.npiNumber })
    .from(t.companies)
    .where(eq(t.companies.id, companyId))
  return row?.npi ?? null
}

/** Contract prices for the resolvers: a practice's lines and the key of its set of lists. */
export class PriceService {
  constructor(
    private readonly db: Executor,
    private readonly secret: string,
  ) {}

  npiOf(companyId: number) {
    return npiOfCompany(this.db, companyId)
  }

  lines(npi: string | null, productIds: readonly number[]) {
    return practiceLines(this.db, npi, productIds)
  }

  context(npi: string) {
    return pricingContext(this.db, npi, this.secret)
  }
}
