import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { unitPriceFor } from '@shop/forms'
import type { PriceListLine } from '@shop/forms'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'

// Which price lists apply to a practice, their lines, and the key of that set. The rule itself
// (the lowest price a quantity reaches) is `unitPriceFor` of @shop/forms, shared with the shop.

/**
 * The lists assigned to the practice (by NPI, or a subquery answering it) or to a purchasing
 * group it belongs to.
 */
const listsOf = (npi: string | SQL) =>
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
export function practiceLines(
  db: Executor,
  npi: string | null,
  productIds: readonly number[],
): Promise<Map<number, PriceListLine[]>> {
  return npi === null
    ? Promise.resolve(new Map<number, PriceListLine[]>())
    : linesOf(db, listsOf(npi), productIds)
}

/**
 * The same for the practice of `companyId`, its NPI read in the same statement: a cart's view
 * needs no query of its own for it (decision 048).
 */
export function companyLines(
  db: Executor,
  companyId: number,
  productIds: readonly number[],
): Promise<Map<number, PriceListLine[]>> {
  return linesOf(
    db,
    listsOf(
      sql`(select ${t.companies.npiNumber} from ${t.companies} where ${t.companies.id} = ${companyId})`,
    ),
    productIds,
  )
}

/** The same for the lists a verified pricing context names (a shared render, decision 039). */
export function contextLines(
  db: Executor,
  listIds: readonly number[],
  productIds: readonly number[],
): Promise<Map<number, PriceListLine[]>> {
  return linesOf(
    db,
    inArray(t.priceListAssignments.listId, [...listIds]),
    productIds,
  )
}

async function linesOf(
  db: Executor,
  lists: SQL | undefined,
  productIds: readonly number[],
): Promise<Map<number, PriceListLine[]>> {
  const byProduct = new Map<number, PriceListLine[]>()
  if (productIds.length === 0) return byProduct
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
      and(inArray(t.priceListLines.productId, [...new Set(productIds)]), lists),
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

/** Lists valid on `day` (an ISO date). */
const validOn = (day: string) =>
  and(
    sql`(${t.priceLists.validFrom} is null or ${t.priceLists.validFrom} <= ${day})`,
    sql`(${t.priceLists.validTo} is null or ${t.priceLists.validTo} >= ${day})`,
  )

const dayOf = (now: Date) => now.toISOString().slice(0, 10)

const signatureOf = (secret: string, day: string, ids: string) =>
  createHmac('sha256', secret)
    .update(`pricing-context:${day}:${ids}`)
    .digest('base64url')
    .slice(0, 22)

/**
 * The pricing context of a practice: the set of price lists valid today for it, as
 * `<day>.<sorted list ids>.<HMAC>` under the backend's secret (decision 039). Practices on the
 * same lists share it; it names lists, never a practice, and a visitor can neither forge it nor
 * widen it. Null when only list prices apply.
 */
export async function pricingContext(
  db: Executor,
  npi: string,
  secret: string,
  now: Date = new Date(),
): Promise<string | null> {
  const day = dayOf(now)
  const rows = await db
    .selectDistinct({ id: t.priceLists.id })
    .from(t.priceLists)
    .innerJoin(
      t.priceListAssignments,
      eq(t.priceListAssignments.listId, t.priceLists.id),
    )
    .where(and(listsOf(npi), validOn(day)))
  if (!rows.length) return null
  const ids = rows
    .map((r) => r.id)
    .sort((a, b) => a - b)
    .join('-')
  return `${day}.${ids}.${signatureOf(secret, day, ids)}`
}

/**
 * The lists a pricing context names, when the backend signed it for today and every one of them
 * is still valid and assigned; null otherwise (the caller then pays list prices). A context of
 * yesterday, or for a list since withdrawn, prices nothing.
 */
export async function listsOfContext(
  db: Executor,
  context: string,
  secret: string,
  now: Date = new Date(),
): Promise<number[] | null> {
  const parts =
    /^(\d{4}-\d{2}-\d{2})\.(\d{1,9}(?:-\d{1,9}){0,99})\.([\w-]{22})$/.exec(
      context,
    )
  if (!parts) return null
  const [, day = '', ids = '', signature = ''] = parts
  const expected = Buffer.from(signatureOf(secret, day, ids))
  if (day !== dayOf(now) || !timingSafeEqual(Buffer.from(signature), expected))
    return null
  const listIds = ids.split('-').map(Number)
  const rows = await db
    .selectDistinct({ id: t.priceLists.id })
    .from(t.priceLists)
    .innerJoin(
      t.priceListAssignments,
      eq(t.priceListAssignments.listId, t.priceLists.id),
    )
    .where(and(inArray(t.priceLists.id, listIds), validOn(day)))
  return rows.length === new Set(listIds).size ? listIds : null
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

  /** The lists of a pricing context the shop server sent, if it still holds (decision 039). */
  listsOfContext(context: string) {
    return listsOfContext(this.db, context, this.secret)
  }

  contextLines(listIds: readonly number[], productIds: readonly number[]) {
    return contextLines(this.db, listIds, productIds)
  }
}
