import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { recordAudit } from './audit'
import { isOperatorScope } from './scopes'
import type { Operator, OperatorScope } from './scopes'

export type OperatorKeyRow = typeof t.operatorKeys.$inferSelect

/** Characters of a key kept in the clear to name it: `op_` and 8 of the random part. */
const PREFIX_LENGTH = 11
const KEY = /^op_[A-Za-z0-9_-]{32}$/

const hashOf = (key: string) => createHash('sha256').update(key).digest()

/** A new key: `op_` and 24 random bytes (192 bits) in base64url. */
function newKey(): string {
  return `op_${randomBytes(24).toString('base64url')}`
}

/** A key as lists show it: never the key or its hash. */
export function keyView(row: OperatorKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

export const KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/

/** Operator keys: created (shown once), found by their hash, revoked. */
export class OperatorKeys {
  constructor(private readonly db: Database) {}

  /**
   * The operator a key belongs to, or why not: `unknown` (never issued, or malformed) or
   * `revoked`. The row is found by the key's prefix and its hash compared in constant time.
   */
  async authenticate(
    key: string,
  ): Promise<Operator | { error: 'unknown' | 'revoked' }> {
    if (!KEY.test(key)) return { error: 'unknown' }
    const hash = hashOf(key)
    const rows = await this.db
      .select()
      .from(t.operatorKeys)
      .where(eq(t.operatorKeys.prefix, key.slice(0, PREFIX_LENGTH)))
    const row = rows.find((r) =>
      timingSafeEqual(Buffer.from(r.keyHash, 'hex'), hash),
    )
    if (!row) return { error: 'unknown' }
    if (row.revokedAt) return { error: 'revoked' }
    // Last use to the minute: one write a minute per key, not one per request.
    const now = new Date()
    await this.db
      .update(t.operatorKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(t.operatorKeys.id, row.id),
          or(
            isNull(t.operatorKeys.lastUsedAt),
            lt(t.operatorKeys.lastUsedAt, new Date(now.getTime() - 60_000)),
          ),
        ),
      )
    return {
      keyId: row.id,
      name: row.name,
      scopes: row.scopes.filter(isOperatorScope),
    }
  }

  /** Every key, live and revoked, oldest first. */
  list(): Promise<OperatorKeyRow[]> {
    return this.db.select().from(t.operatorKeys).orderBy(asc(t.operatorKeys.id))
  }

  /**
   * Creates a key and audits it in one transaction. The answer holds the only copy of the key;
   * null when a live key has the name already.
   */
  async create(
    by: Operator,
    input: { name: string; scopes: OperatorScope[] },
  ): Promise<{ key: string; row: OperatorKeyRow } | null> {
    const key = newKey()
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.operatorKeys)
        .values({
          name: input.name,
          prefix: key.slice(0, PREFIX_LENGTH),
          keyHash: hashOf(key).toString('hex'),
          scopes: input.scopes,
        })
        .onConflictDoNothing()
        .returning()
      if (!row) return null
      await recordAudit(tx, by, {
        action: 'keys.create',
        subject: row.name,
        details: { prefix: row.prefix, scopes: row.scopes },
      })
      return { key, row: written(row) }
    })
  }

  /** Revokes the live key with this name or prefix, audited; null when there is none. */
  async revoke(by: Operator, ref: string): Promise<OperatorKeyRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.operatorKeys)
        .set({ revokedAt: new Date() })
        .where(
          and(
            isNull(t.operatorKeys.revokedAt),
            ref.startsWith('op_')
              ? eq(t.operatorKeys.prefix, ref)
              : eq(t.operatorKeys.name, ref),
          ),
        )
        .returning()
      if (!row) return null
      await recordAudit(tx, by, {
        action: 'keys.revoke',
        subject: row.name,
        details: { prefix: row.prefix },
      })
      return row
    })
  }
}
