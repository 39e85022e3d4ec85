import { currentRequestId } from '@shop/node-server/log'
import { desc, gte } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { Operator } from './scopes'

export type AuditRow = typeof t.operatorAudit.$inferSelect

/**
 * Writes who changed what. Call it with the transaction of the change (`tx`), so the row and the
 * change commit together or not at all.
 */
export async function recordAudit(
  tx: Executor,
  operator: Operator,
  entry: {
    action: string
    subject: string
    details?: Record<string, unknown>
  },
): Promise<void> {
  await tx.insert(t.operatorAudit).values({
    operatorKeyId: operator.keyId,
    actor: operator.name,
    action: entry.action,
    subject: entry.subject,
    details: entry.details ?? {},
    requestId: currentRequestId() ?? null,
  })
}

/** The newest `limit` entries, newest first, from `since` on. */
export function auditEntries(
  db: Database,
  options: { since?: Date; limit: number },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(t.operatorAudit)
    .where(options.since ? gte(t.operatorAudit.at, options.since) : undefined)
    .orderBy(desc(t.operatorAudit.id))
    .limit(options.limit)
}
