import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The distributor's API keys (decision 030). Only a SHA-256 hash of a key is kept: the key is
 * shown once, when it is created. `prefix` (the key's first characters) names it in lists and
 * finds its row; the hash decides.
 */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull().unique(),
    /** What the key may do: `catalogue`, `prices`, `orders`, … (OPERATOR_SCOPES). */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('operator_keys_prefix_idx').on(table.prefix),
    // A name means one live key; a revoked key's name may be given again.
    uniqueIndex('operator_keys_live_name_idx')
      .on(table.name)
      .where(sql`${table.revokedAt} is null`),
  ],
)

/**
 * Every operator change: who (the key, or the service secret), when, what. Written in the
 * transaction of the change, so a change that fails leaves no row and none is made without one.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The key that made the change; null for the service secret. */
    operatorKeyId: integer('operator_key_id').references(() => operatorKeys.id),
    /** The key's name when the change was made, or `service secret`. */
    actor: text('actor').notNull(),
    /** What was done, e.g. `keys.create`, `recalls.record`, `catalogue.import`. */
    action: text('action').notNull(),
    /** What it was done to: a key's name, a lot number, an import's id. */
    subject: text('subject').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    requestId: text('request_id'),
  },
  (table) => [index('operator_audit_at_idx').on(table.at)],
)

/**
 * Answers of operator changes by their `Idempotency-Key` (issue 35): the same key with the same
 * request answers the stored answer and changes nothing again; the same key with another request
 * is refused (409).
 */
export const operatorIdempotency = pgTable(
  'operator_idempotency',
  {
    id: serial('id').primaryKey(),
    /** The key that sent it; null for the service secret. */
    operatorKeyId: integer('operator_key_id').references(() => operatorKeys.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hex SHA-256 of the method, path and body. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    // The service secret (no key) has one space of keys too.
    unique('operator_idempotency_key_unique')
      .on(table.operatorKeyId, table.idempotencyKey)
      .nullsNotDistinct(),
  ],
)
