import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { DUMMY_HASH, verifyPassword } from '../../auth/passwords'
import {
  REFRESH_TOKEN_GRACE_S,
  REFRESH_TOKEN_TTL_S,
  hashToken,
  randomToken,
  signAccessToken,
  successorToken,
} from '../../auth/tokens'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { CustomerRow } from './customer-shared'
import {
  ResultError,
  forbidden,
  problem,
  tooManyAttempts,
} from '../../shared/results'
import { OWNER_TRIES, signInRules } from './sign-in-rules'
import { AuthThrottle } from './throttle'

/**
 * How long this process trusts a live session and its customer row without asking the database
 * (decision 011). A sign-out or a change to the customer through this process takes effect at
 * once; through another backend process sharing the database, within this time.
 */
export const SESSION_CACHE_MS = 5_000
/** Sessions kept at most; the oldest go first. */
const SESSION_CACHE_ENTRIES = 10_000

/** What a deactivated member learns, once their password proved who they are. */
export const ACCESS_ENDED =
  'Your access to your practice’s account was ended. Ask your practice’s administrator to give it back if you still need it.'

const SESSION_EXPIRED = 'The session has expired. Please sign in again.'

/** Sign-in, its tokens and sessions, and the live sessions this process remembers. */
export class SessionService {
  private readonly throttle: AuthThrottle

  /** Live sessions by session id: every signed-in request checks one. */
  private readonly liveSessions = new Map<
    string,
    { customer: CustomerRow; until: number }
  >()
  /** Counts sign-outs and customer changes, so a read that raced one is not kept. */
  private changes = 0

  constructor(
    private readonly db: Database,
    private readonly tokenSecret: string,
  ) {
    this.throttle = new AuthThrottle(db)
  }

  /**
   * A new sign-in: a session, its refresh token and an access token bound to the session. Sign-up
   * signs the new account in through it too.
   */
  async issueTokens(customerId: number) {
    const refreshToken = randomToken()
    const sessionId = randomToken(16)
    await this.db.insert(t.refreshTokens).values({
      customerId,
      sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
    })
    return {
      token: signAccessToken(customerId, sessionId, this.tokenSecret),
      refreshToken,
      customerId,
    }
  }

  /**
   * The customer of a live sign-in (not signed out, its refresh token not expired), read in the
   * same query that checks the session; null when the session is over. A live session is
   * remembered for `SESSION_CACHE_MS`, so a buyer's next requests cost no query for it.
   */
  async sessionCustomer(
    sessionId: string,
    customerId: number,
  ): Promise<CustomerRow | null> {
    const known = this.liveSessions.get(sessionId)
    if (known && known.until > Date.now() && known.customer.id === customerId)
      return known.customer
    this.liveSessions.delete(sessionId)
    const changesBefore = this.changes
    const [row] = await this.db
      .select({
        customer: t.customers,
        expiresAt: t.refreshTokens.expiresAt,
      })
      .from(t.refreshTokens)
      .innerJoin(t.customers, eq(t.customers.id, t.refreshTokens.customerId))
      .where(
        and(
          eq(t.refreshTokens.sessionId, sessionId),
          eq(t.refreshTokens.customerId, customerId),
          isNull(t.refreshTokens.revokedAt),
          gt(t.refreshTokens.expiresAt, new Date()),
          // A deactivated member's sessions end at once, whatever tokens they hold.
          isNull(t.customers.deactivatedAt),
        ),
      )
      .limit(1)
    if (!row) return null
    if (changesBefore !== this.changes) return row.customer
    this.liveSessions.set(sessionId, {
      customer: row.customer,
      until: Math.min(Date.now() + SESSION_CACHE_MS, row.expiresAt.getTime()),
    })
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.liveSessions.size > SESSION_CACHE_ENTRIES)
      for (const oldest of this.liveSessions.keys()) {
        this.liveSessions.delete(oldest)
        break
      }
    return row.customer
  }

  /** The customer's row changed: its sessions read it again on their next request. */
  customerChanged(customerId: number) {
    this.changes++
    for (const [sessionId, { customer }] of this.liveSessions)
      if (customer.id === customerId) this.liveSessions.delete(sessionId)
  }

  /**
   * Signs in. An unknown user and a wrong password take as long and answer the same; a
   * deactivated member is told their access ended only after the right password. The attempt is
   * counted before the password is checked (`client` is the caller's address) and given back when
   * the password is right, so only failures add up.
   */
  async authorize(username: string, password: string, client: string) {
    const account = username.trim().toLowerCase()
    const { pair, perClient, perAccount } = signInRules(account, client)
    const wait = await this.throttle.take(perClient)
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    const accountWait = await this.throttle.take([perAccount])
    if (accountWait > 0 && (await this.throttle.counted(pair)) > OWNER_TRIES)
      throw new ResultError(tooManyAttempts(accountWait))
    const [customer] = await this.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.email, account))
    const ok = await verifyPassword(
      password,
      customer?.passwordHash ?? DUMMY_HASH,
    )
    if (!customer || !ok)
      throw new ResultError(
        problem('The email address or password is not correct.'),
      )
    await this.throttle.giveBack([...perClient, perAccount])
    if (customer.deactivatedAt) throw new ResultError(forbidden(ACCESS_ENDED))
    return this.issueTokens(customer.id)
  }

  /**
   * Rotates a refresh token: it stops working and its successor is issued with a new access
   * token. The successor is derived from the token (`successorToken`), so the same token
   * presented again within `REFRESH_TOKEN_GRACE_S` (parallel calls of one page, several API
   * instances) gets the same successor instead of signing the buyer out. Presented later, the
   * token was stolen or replayed: the whole session ends.
   */
  async refresh(refreshToken: string) {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.refreshTokens)
        .where(eq(t.refreshTokens.tokenHash, hashToken(refreshToken)))
        .for('update')
      const now = Date.now()
      if (!row || row.expiresAt.getTime() <= now || !row.sessionId)
        return { expired: true as const }
      const next = successorToken(refreshToken, this.tokenSecret)
      const issued = {
        token: signAccessToken(row.customerId, row.sessionId, this.tokenSecret),
        refreshToken: next,
        customerId: row.customerId,
      }
      if (!row.revokedAt) {
        await tx
          .update(t.refreshTokens)
          .set({ revokedAt: new Date(now), rotatedAt: new Date(now) })
          .where(eq(t.refreshTokens.id, row.id))
        await tx.insert(t.refreshTokens).values({
          customerId: row.customerId,
          sessionId: row.sessionId,
          tokenHash: hashToken(next),
          expiresAt: new Date(now + REFRESH_TOKEN_TTL_S * 1000),
        })
        return { issued }
      }
      // Revoked by a sign-out: nothing more to do.
      if (!row.rotatedAt) return { expired: true as const }
      if (now - row.rotatedAt.getTime() <= REFRESH_TOKEN_GRACE_S * 1000) {
        // Within the grace period: the same successor, if the session still lives.
        const [successor] = await tx
          .select({ id: t.refreshTokens.id })
          .from(t.refreshTokens)
          .where(
            and(
              eq(t.refreshTokens.tokenHash, hashToken(next)),
              isNull(t.refreshTokens.revokedAt),
            ),
          )
        return successor ? { issued } : { expired: true as const }
      }
      // A rotated token presented after its grace period: end the session for everyone.
      await tx
        .update(t.refreshTokens)
        .set({ revokedAt: new Date(now) })
        .where(
          and(
            eq(t.refreshTokens.sessionId, row.sessionId),
            isNull(t.refreshTokens.revokedAt),
          ),
        )
      return { reused: row.sessionId }
    })
    if (outcome.reused) this.forgetSession(outcome.reused)
    if (!outcome.issued) throw new ResultError(problem(SESSION_EXPIRED))
    return outcome.issued
  }

  /** Ends one session: its refresh tokens stop working and so do its access tokens. */
  async endSession(sessionId: string) {
    await this.db
      .update(t.refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(t.refreshTokens.sessionId, sessionId),
          isNull(t.refreshTokens.revokedAt),
        ),
      )
    this.forgetSession(sessionId)
    return true
  }

  private forgetSession(sessionId: string) {
    this.changes++
    this.liveSessions.delete(sessionId)
  }

  /** Signs out: ends the refresh token's session, so its access tokens stop working too. */
  async revoke(refreshToken: string) {
    const [row] = await this.db
      .update(t.refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(t.refreshTokens.tokenHash, hashToken(refreshToken)))
      .returning()
    if (row?.sessionId) await this.endSession(row.sessionId)
    return true
  }
}

/**
 * Ends the account's sessions in the database, but for `keep` (the caller's own). Call
 * `SessionService.customerChanged` after the commit, so this process forgets them at once too.
 */
export async function endSessions(
  tx: Executor,
  customerId: number,
  keep: string | null = null,
) {
  await tx
    .update(t.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(t.refreshTokens.customerId, customerId),
        isNull(t.refreshTokens.revokedAt),
        keep === null
          ? sql`true`
          : sql`${t.refreshTokens.sessionId} is distinct from ${keep}`,
      ),
    )
}
