import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { OutboxRow } from './outbox'
import type { MailTransport } from './transport'

export interface MailWorkerOptions {
  /** How often a running worker looks for due messages; 1 s by default. */
  pollMs?: number
  /** Messages one round claims at most (and sends side by side); 10 by default. */
  batchSize?: number
  /**
   * How long a claimed message is left to this worker; 2 minutes by default. A worker that dies
   * mid-send leaves a lease that runs out, and then the message is tried again.
   */
  leaseMs?: number
  /** Attempts before a message is given up (`failed_at`); 8 by default. */
  maxAttempts?: number
}

const o = t.outboxMessages

/** The first retry waits this long; each further one twice as long as the one before. */
const FIRST_RETRY_MS = 30_000
/** No retry waits longer than this. */
const LONGEST_RETRY_MS = 60 * 60_000
/** What `last_error` keeps of an error message at most. */
const MAX_ERROR_LENGTH = 1_000

/**
 * How long to wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, …
 * up to an hour, shortened by up to a tenth at random, so the messages an outage held back are
 * not all retried in the same instant.
 */
export function retryDelayMs(attempts: number, random = Math.random()) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20)
  const delay = Math.min(FIRST_RETRY_MS * 2 ** exponent, LONGEST_RETRY_MS)
  return Math.round(delay * (1 - random / 10))
}

function errorText(error: unknown) {
  const text = (error instanceof Error ? error.message : String(error)).trim()
  return text.length > MAX_ERROR_LENGTH
    ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…`
    : text || 'Unknown error'
}

/** An interval of `ms` milliseconds from the database's clock, which every instance shares. */
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`

/**
 * Sends the outbox: claims due messages, hands them to the transport and records the outcome.
 * Several workers (backend instances on one Postgres server) may run at once: a claim locks the
 * rows it takes and skips the ones another worker holds, and leases them, so no message is sent
 * twice at once. Delivery is at least once: a worker that dies after the SMTP server took a
 * message but before it recorded that sends it again; the Message-ID stays the same.
 */
export class MailWorker {
  private readonly pollMs: number
  private readonly batchSize: number
  private readonly leaseMs: number
  private readonly maxAttempts: number
  private running = false
  private timer: ReturnType<typeof setTimeout> | null = null
  /** The poll loop's round in flight, if any. */
  private polling: Promise<unknown> | null = null
  /** `wake()` came during a poll round: run another straight after it. */
  private woken = false
  /** Every round in flight, the loop's and `runOnce`'s, so `stop()` can wait for them. */
  private readonly rounds = new Set<Promise<unknown>>()

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    options: MailWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000
    this.batchSize = options.batchSize ?? 10
    this.leaseMs = options.leaseMs ?? 2 * 60_000
    this.maxAttempts = options.maxAttempts ?? 8
  }

  /** Starts polling, with a first round at once for whatever waited while the process was down. */
  start() {
    if (this.running) return
    this.running = true
    this.schedule(0)
  }

  /** Stops polling and waits for the rounds in flight to record their outcomes. */
  async stop() {
    this.running = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await Promise.allSettled([...this.rounds])
  }

  /** A message was committed: look now instead of at the next poll. */
  wake() {
    if (!this.running) return
    if (this.polling) this.woken = true
    else this.schedule(0)
  }

  /** One round: claims due messages and tries each. Answers how many were sent. */
  runOnce(): Promise<number> {
    const round = this.round()
    this.rounds.add(round)
    void round.finally(() => this.rounds.delete(round)).catch(() => undefined)
    return round.then((r) => r.sent)
  }

  private schedule(ms: number) {
    if (!this.running) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.poll(), ms)
  }

  private async poll() {
    this.timer = null
    this.woken = false
    let full = false
    const round = this.round()
    this.polling = round
    this.rounds.add(round)
    try {
      full = (await round).claimed === this.batchSize
    } catch (error) {
      // The database may be away for a moment; the next poll tries again.
      console.warn(
        JSON.stringify({
          level: 'warn',
          event: 'mail_round_failed',
          error: errorText(error),
        }),
      )
    } finally {
      this.rounds.delete(round)
      this.polling = null
    }
    // A full batch or a wake-up during the round: more may be due already.
    this.schedule(full || this.woken ? 0 : this.pollMs)
  }

  private async round() {
    const claimed = await this.claim()
    // Side by side, so every send of the batch ends (or is cut off) within half the lease; all
    // settle before the round does, so `stop()` never leaves a write behind.
    const outcomes = await Promise.allSettled(
      claimed.map((message) => this.deliver(message)),
    )
    let sent = 0
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') throw outcome.reason
      if (outcome.value) sent++
    }
    return { claimed: claimed.length, sent }
  }

  /**
   * Takes up to a batch of due messages in one statement: not sent, not given up, due, and not
   * leased to a live worker. `for update skip locked` passes over rows another worker is claiming
   * at this moment; the lease then keeps them from it until it has recorded the outcome.
   */
  private async claim(): Promise<OutboxRow[]> {
    const due = this.db.$with('due').as(
      this.db
        .select({ id: o.id })
        .from(o)
        .where(
          and(
            isNull(o.sentAt),
            isNull(o.failedAt),
            lte(o.sendAfter, sql`now()`),
            or(isNull(o.lockedUntil), lt(o.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(o.id))
        .limit(this.batchSize)
        .for('update', { skipLocked: true }),
    )
    const rows = await this.db
      .with(due)
      .update(o)
      .set({
        lockedUntil: fromNow(this.leaseMs),
        attempts: sql`${o.attempts} + 1`,
      })
      .where(inArray(o.id, this.db.select({ id: due.id }).from(due)))
      .returning()
    return rows.sort((a, b) => a.id - b.id)
  }

  /** Sends one claimed message and records how it went; answers whether it was sent. */
  private async deliver(message: OutboxRow): Promise<boolean> {
    try {
      await this.transport.send(message, AbortSignal.timeout(this.leaseMs / 2))
    } catch (error) {
      await this.recordFailure(message, error)
      return false
    }
    await this.db
      .update(o)
      .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(o.id, message.id))
    return true
  }

  private async recordFailure(message: OutboxRow, error: unknown) {
    const lastError = errorText(error)
    const givenUp = message.attempts >= this.maxAttempts
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: givenUp ? 'mail_given_up' : 'mail_send_failed',
        id: message.id,
        kind: message.kind,
        attempt: message.attempts,
        error: lastError,
      }),
    )
    await this.db
      .update(o)
      .set({
        lastError,
        lockedUntil: null,
        sendAfter: fromNow(retryDelayMs(message.attempts)),
        failedAt: givenUp ? sql`now()` : null,
      })
      .where(eq(o.id, message.id))
  }
}
