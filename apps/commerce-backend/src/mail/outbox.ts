import { randomUUID } from 'node:crypto'
import type { Executor } from '../db/client'
import * as t from '../db/schema'

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
