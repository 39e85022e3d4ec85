import { sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { retryDelayMs } from '../mail'

export interface WebhookDeliveryOptions {
  /**
   * The clock that decides when a delivery is due and how long a lease lasts; the real one by
   * default (tests move it instead of waiting an hour). Signatures always carry the real time,
   * which receivers check.
   */
  now?: () => Date
  /** How long an endpoint has to answer; 10 s by default. */
  timeoutMs?: number
  /** Deliveries one round claims at most (and sends side by side); 20 by default. */
  batchSize?: number
  /**
   * Attempts before a delivery is given up; 14 by default: with retries 30 s, 1, 2, 4 … 32 min,
   * then hourly, that is about seven hours, so an hour-long outage loses nothing.
   */
  maxAttempts?: number
}

/** What the worker keeps of an answer's body or an error message: an excerpt, no more. */
const EXCERPT_LENGTH = 200
/** A claimed delivery is this worker's for this long; past it (a crash) another may try it. */
const LEASE_MS = 2 * 60_000

interface Claimed {
  id: number
  attempts: number
  event_id: string
  type: string
  payload: unknown
  event_created_at: string | Date
  url: string
  secret: string
}

/** A moment as a statement parameter, the same on both drivers. */
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > EXCERPT_LENGTH
    ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…`
    : flat
}

/** Reads at most a few hundred bytes of an answer's body, and drops the rest unread. */
async function bodyExcerpt(response: Response) {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < 1024) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.length
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return excerpt(Buffer.concat(chunks).toString('utf8'))
}

/** Why a failed attempt failed, in words an operator can act on. */
function failureText(error: unknown, timeoutMs: number) {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `No answer within ${timeoutMs / 1000} s (timed out).`
  const cause =
    error instanceof Error && error.cause instanceof Error ? error.cause : error
  const code = (cause as { code?: unknown } | null)?.code
  const message = cause instanceof Error ? cause.message : String(cause)
  return excerpt(
    `Could not reach the endpoint: ${typeof code === 'string' ? `${code} ` : ''}${message}`,
  )
}

/** The JSON body of an event's delivery (Standard Webhooks' `type`, `timestamp`, `data`). */
export const eventBody = (event: {
  id: string
  type: string
  createdAt: Date
  payload: unknown
}) =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    data: event.payload,
  })

/**
 * Delivers the events outbox to the webhook endpoints, signed per Standard Webhooks 1.0. Several
 * workers (backend instances on one Postgres server, or two rounds at once) may run: a claim
 * locks the rows it takes, skips those another worker holds, and leases them, so no delivery is
 * sent twice at once. A delivery waits while an earlier event of its ordering key is still
 * pending for that endpoint, so one order's events never overtake each other. At least once: a
 * worker that dies after the endpoint answered but before it recorded that sends it again, with
 * the same `webhook-id`.
 */
export class WebhookDeliveries {
  private readonly now: () => Date
  private readonly timeoutMs: number
  private readonly batchSize: number
  private readonly maxAttempts: number
  private readonly rounds = new Set<Promise<unknown>>()

  constructor(
    private readonly db: Database,
    options: WebhookDeliveryOptions = {},
  ) {
    this.now = options.now ?? (() => new Date())
    this.timeoutMs = options.timeoutMs ?? 10_000
    this.batchSize = options.batchSize ?? 20
    this.maxAttempts = options.maxAttempts ?? 14
  }

  /** One round: claims the due deliveries and tries each. Answers how many were claimed and delivered. */
  runOnce(): Promise<{ claimed: number; delivered: number }> {
    const round = this.round()
    this.rounds.add(round)
    void round.finally(() => this.rounds.delete(round)).catch(() => undefined)
    return round
  }

  /**
   * Rounds until nothing is due (a delivered event lets the next of its key go), at most
   * `maxRounds`: what the job queue's job runs.
   */
  async runUntilIdle(maxRounds = 50) {
    let delivered = 0
    for (let i = 0; i < maxRounds; i++) {
      const round = await this.runOnce()
      delivered += round.delivered
      if (round.claimed === 0) break
    }
    return delivered
  }

  /** Waits for the rounds in flight, so they record their outcomes before the database closes. */
  async stop() {
    await Promise.allSettled([...this.rounds])
  }

  private async round() {
    const claimed = await this.claim()
    const outcomes = await Promise.all(claimed.map((d) => this.deliver(d)))
    return {
      claimed: claimed.length,
      delivered: outcomes.filter(Boolean).length,
    }
  }

  /**
   * Takes up to a batch of due deliveries in one statement: pending, due, not leased to a live
   * worker, to an enabled endpoint, and with no earlier event of the same ordering key still
   * pending for that endpoint.
   */
  private async claim(): Promise<Claimed[]> {
    const now = this.now()
    const d = t.webhookDeliveries
    const result = await this.db.execute(sql`
      with due as (
        select d.id from ${d} d
        join ${t.webhookEndpoints} e on e.id = d.endpoint_id
        where d.delivered_at is null and d.failed_at is null and e.enabled
          and d.next_attempt_at <= ${ts(now)}
          and (d.locked_until is null or d.locked_until < ${ts(now)})
          and not exists (
            select 1 from ${d} p
            where p.endpoint_id = d.endpoint_id and p.ordering_key = d.ordering_key
              and p.event_seq < d.event_seq
              and p.delivered_at is null and p.failed_at is null
          )
        order by d.event_seq
        limit ${this.batchSize}
        for update of d skip locked
      ), claimed as (
        update ${d} set locked_until = ${ts(new Date(now.getTime() + LEASE_MS))},
          attempts = ${d.attempts} + 1
        where ${d.id} in (select id from due)
        returning ${d.id}, ${d.attempts}, ${d.eventId}, ${d.endpointId}
      )
      select c.id, c.attempts, c.event_id, ev.type, ev.payload,
        ev.created_at as event_created_at, e.url, e.secret
      from claimed c
      join ${t.events} ev on ev.id = c.event_id
      join ${t.webhookEndpoints} e on e.id = c.endpoint_id`)
    // Both drivers answer `{ rows }`; Drizzle types the raw result per driver.
    return (result as { rows: Claimed[] }).rows.sort((a, b) => a.id - b.id)
  }

  /** Sends one claimed delivery and records how it went; answers whether it was delivered. */
  private async deliver(delivery: Claimed): Promise<boolean> {
    const body = eventBody({
      id: delivery.event_id,
      type: delivery.type,
      createdAt: new Date(delivery.event_created_at),
      payload: delivery.payload,
    })
    const signedAt = new Date()
    let status: number | null = null
    let error: string | null = null
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ClinicSupply-Webhooks/1.0',
          'webhook-id': delivery.event_id,
          'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
          'webhook-signature': new Webhook(delivery.secret).sign(
            delivery.event_id,
            signedAt,
            body,
          ),
        },
        body,
        // A redirect is not followed: the signed event goes only where the operator said.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      status = response.status
      if (status >= 300 && status < 400) {
        const location = response.headers.get('location')
        await response.body?.cancel().catch(() => undefined)
        error = excerpt(
          `Redirect (HTTP ${status}${location ? ` to ${location}` : ''}) not followed: set the endpoint's URL to where it should deliver.`,
        )
      } else if (status < 200 || status >= 300) {
        const text = await bodyExcerpt(response)
        error = excerpt(`HTTP ${status}${text ? `: ${text}` : ''}`)
      } else {
        await response.body?.cancel().catch(() => undefined)
      }
    } catch (caught) {
      error = failureText(caught, this.timeoutMs)
    }
    await this.record(delivery, status, error)
    return error === null
  }

  private async record(
    delivery: Claimed,
    status: number | null,
    error: string | null,
  ) {
    const d = t.webhookDeliveries
    const now = this.now()
    if (error === null) {
      await this.db.execute(sql`update ${d} set delivered_at = ${ts(now)},
        locked_until = null, last_status = ${status}, last_error = null
        where ${d.id} = ${delivery.id}`)
      return
    }
    const givenUp = delivery.attempts >= this.maxAttempts
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: givenUp ? 'webhook_given_up' : 'webhook_delivery_failed',
        delivery: delivery.id,
        eventId: delivery.event_id,
        type: delivery.type,
        attempt: delivery.attempts,
        status,
        error,
      }),
    )
    const next = new Date(now.getTime() + retryDelayMs(delivery.attempts))
    await this.db.execute(sql`update ${d} set locked_until = null,
      last_status = ${status}, last_error = ${error}, next_attempt_at = ${ts(next)},
      failed_at = ${givenUp ? ts(now) : null}
      where ${d.id} = ${delivery.id}`)
  }
}
