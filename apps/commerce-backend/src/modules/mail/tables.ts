import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/**
 * The transactional outbox: a message is written in the same transaction as the change that
 * causes it (a sign-up, an order) and sent afterwards by the mail worker, which claims due rows
 * (`send_after`), leases them (`locked_until`) so several backend instances never send one twice
 * at once, and on failure keeps the error and tries again later with a growing delay.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** What the message is about, e.g. `password-reset` or `order-confirmation`. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The Message-ID header: the same on every attempt, so a receiver can drop a repeat. */
    messageId: text('message_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    sendAfter: timestamp('send_after', { withTimezone: true })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the worker gave up after its last attempt. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
)
