import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/** Content of the content endpoint (app configuration, home page) and translations, as JSON. */
export const contentEntries = pgTable('content_entries', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})
