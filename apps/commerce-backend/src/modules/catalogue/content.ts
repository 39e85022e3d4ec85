import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'

/** The content endpoint's entries (app configuration, pages) and the translations, as JSON. */
export class ContentService {
  constructor(private readonly db: Database) {}

  async entry(key: string): Promise<unknown> {
    const [row] = await this.db
      .select()
      .from(t.contentEntries)
      .where(and(eq(t.contentEntries.key, key)))
    return row?.value ?? null
  }
}
