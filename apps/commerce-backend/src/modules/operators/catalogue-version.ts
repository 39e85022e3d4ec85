import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'

/** How long an instance trusts the version it read: the most a change waits to be seen here. */
export const CATALOGUE_VERSION_MAX_AGE_MS = 1_000

/**
 * The catalogue's version: the newest operator audit entry. Every operator change (an import, a
 * price, a stock level, a recall) writes one in its transaction, so the number moves exactly when
 * such a change commits, on every backend instance alike. Caches of catalogue answers key by it
 * (this backend's listings, the API's shared answers) and so drop everything older within
 * {@link CATALOGUE_VERSION_MAX_AGE_MS} instead of waiting for their own lifetime. One indexed
 * read a second at most.
 */
export class CatalogueVersion {
  private last: { at: number; value: Promise<number> } | null = null

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<number> {
    const now = this.now()
    if (this.last && now - this.last.at < CATALOGUE_VERSION_MAX_AGE_MS)
      return this.last.value
    const value = this.db
      .select({ id: sql<number>`coalesce(max(${t.operatorAudit.id}), 0)` })
      .from(t.operatorAudit)
      .then(([row]) => Number(row?.id ?? 0))
    const entry = { at: now, value }
    this.last = entry
    // A failed read is not kept.
    value.catch(() => {
      if (this.last === entry) this.last = null
    })
    return value
  }
}
