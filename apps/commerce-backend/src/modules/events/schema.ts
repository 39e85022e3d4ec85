import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The events outbox: one row per thing the distributor's systems hear of (an order placed, a
 * customer signed up), written in the transaction of the change by `emitEvent`. Its id is the
 * `webhook-id` of every delivery, so a receiver can drop a repeat.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Numbered as written: one order's events are written under its row lock, so for one ordering
     * key this is the order of the changes, and deliveries follow it.
     */
    seq: serial('seq').notNull().unique(),
    type: text('type').notNull(),
    /** Events with the same key (`order:42`) are delivered one after the other, in `seq` order. */
    orderingKey: text('ordering_key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('events_created_idx').on(t.createdAt)],
)

/** Where events go: an http(s) URL, the event types it wants (empty: all), its signing secret. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** Event types this endpoint receives; an empty list receives every type. */
  eventTypes: text('event_types').array().notNull().default([]),
  /** `whsec_` + base64 of 24 random bytes (Standard Webhooks); shown once, on create and rotate. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

/**
 * One event to one endpoint: written with the event for every enabled endpoint that wants it, then
 * claimed (leased by `locked_until`) and tried by the delivery worker until it is delivered or
 * given up (`failed_at`); a replay sets it pending again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    eventSeq: integer('event_seq').notNull(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's ordering key, kept here so the claim sees what waits before a delivery. */
    orderingKey: text('ordering_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The HTTP status of the last attempt, null when there was no answer (timeout, refused). */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(
      t.eventId,
      t.endpointId,
    ),
    index('webhook_deliveries_pending_idx')
      .on(t.endpointId, t.orderingKey, t.eventSeq)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  ],
)
