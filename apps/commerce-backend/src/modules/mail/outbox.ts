import { randomUUID } from 'node:crypto'
import { desc } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'

/** A message as the outbox table keeps it, with its sending state. */
export type OutboxRow = typeof t.outboxMessages.$inferSelect

/** A rendered message: both parts are complete, ready to send as they are. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

export interface OutgoingMessage extends MailContent {
  /** What the message is about, e.g. `password-reset`; shown in the local outbox. */
  kind: string
  to: string
}

/**
 * Records a message for the mail worker. Call it with the transaction that makes the change the
 * message tells of: if that change rolls back, no message goes out; if it commits, the message
 * is sent, however soon the process stops afterwards.
 */
export async function enqueueMail(
  db: Executor,
  message: OutgoingMessage,
): Promise<void> {
  await db.insert(t.outboxMessages).values({
    kind: message.kind,
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${randomUUID()}@outbox.clinic-supply>`,
  })
}

/** The most messages one listing of the local outbox answers. */
export const MAX_OUTBOX_LISTING = 200

/** Reads the outbox for the local outbox page (development only: the resolver checks that). */
export class OutboxService {
  constructor(private readonly db: Database) {}

  /** The newest messages first, sent or not. */
  recent(limit: number): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(t.outboxMessages)
      .orderBy(desc(t.outboxMessages.createdAt), desc(t.outboxMessages.id))
      .limit(Math.min(limit, MAX_OUTBOX_LISTING))
  }
}
