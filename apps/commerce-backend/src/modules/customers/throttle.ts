import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'

/** One counter: at most `limit` attempts per `windowMs` under `key`. */
export interface ThrottleRule {
  key: string
  limit: number
  windowMs: number
}

/** The unit the rules' windows are written in. */
export const MINUTE = 60_000

/**
 * Fixed-window attempt counters in the database, so every backend instance (and every API
 * instance in front of them) counts the same attempts. An attempt is taken before the costly
 * work (a password hash), so parallel attempts cannot slip past the limit, and given back when
 * it should not count (a successful sign-in).
 */
export class AuthThrottle {
  constructor(private readonly db: Database) {}

  /**
   * Counts one attempt under each rule in order. Returns 0 when all are within their limit,
   * otherwise the seconds until the refusing window ends. A refused attempt is not counted under
   * the rules after the one that refused it, so whoever a rule stops cannot fill the next one
   * (one client guessing cannot push an account over its ceiling).
   */
  async take(rules: ThrottleRule[]): Promise<number> {
    const now = Date.now()
    for (const rule of rules) {
      const resetAt = new Date(now + rule.windowMs)
      const [row] = await this.db
        .insert(t.authThrottle)
        .values({ key: rule.key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: t.authThrottle.key,
          // A window that has ended starts again at 1.
          set: {
            count: sql`case when ${t.authThrottle.resetAt} <= ${new Date(now)} then 1 else ${t.authThrottle.count} + 1 end`,
            resetAt: sql`case when ${t.authThrottle.resetAt} <= ${new Date(now)} then ${resetAt} else ${t.authThrottle.resetAt} end`,
          },
        })
        .returning()
      if (row && row.count > rule.limit)
        return Math.max(1, Math.ceil((row.resetAt.getTime() - now) / 1000))
    }
    if (Math.random() < 0.01) await this.sweep(now)
    return 0
  }

  /** The attempts counted under `rule` in its present window. */
  async counted(rule: ThrottleRule): Promise<number> {
    const [row] = await this.db
      .select({ count: t.authThrottle.count })
      .from(t.authThrottle)
      .where(
        sql`${t.authThrottle.key} = ${rule.key} and ${t.authThrottle.resetAt} > ${new Date()}`,
      )
    return row?.count ?? 0
  }

  /** Gives back the attempt `take` counted, for attempts that should not count. */
  async giveBack(rules: ThrottleRule[]): Promise<void> {
    for (const rule of rules)
      await this.db
        .update(t.authThrottle)
        .set({ count: sql`greatest(${t.authThrottle.count} - 1, 0)` })
        .where(sql`${t.authThrottle.key} = ${rule.key}`)
  }

  // Keep the table small: windows that ended are forgotten now and then.
  private async sweep(now: number) {
    await this.db
      .delete(t.authThrottle)
      .where(sql`${t.authThrottle.resetAt} <= ${new Date(now)}`)
  }
}
