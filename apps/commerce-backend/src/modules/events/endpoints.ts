import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid, notFound } from '../../shared/results'
import { checkEndpoint, endpointView, newSecret } from './endpoint-input'
import type { EndpointInput, EndpointRow } from './endpoint-input'

/** Which deliveries a listing shows. */
export type DeliveryState = 'failed' | 'pending' | 'delivered'
export const DELIVERY_STATES: readonly DeliveryState[] = [
  'failed',
  'pending',
  'delivered',
]

const d = t.webhookDeliveries

const stateOf = (state: DeliveryState) =>
  state === 'failed'
    ? isNotNull(d.failedAt)
    : state === 'delivered'
      ? isNotNull(d.deliveredAt)
      : and(isNull(d.deliveredAt), isNull(d.failedAt))

/**
 * The operator's side of webhooks: endpoints with their secrets, and the deliveries, which a
 * replay sets pending again. Every change runs in a transaction the caller may audit in.
 */
export class WebhookService {
  constructor(
    private readonly db: Database,
    /** Called after a commit that made deliveries due: the job queue sends them now. */
    private readonly queued: () => void,
  ) {}

  /** Creates an endpoint; the answer carries its secret, the only time it is shown. */
  async create(
    input: EndpointInput,
    audit?: (tx: Executor, endpoint: EndpointRow) => Promise<void>,
  ) {
    const values = checkEndpoint(input, true)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.webhookEndpoints)
        .values({ url: values.url ?? '', ...values, secret: newSecret() })
        .returning()
      if (!row) throw new Error('The database answered no row.')
      await audit?.(tx, row)
      return { endpoint: endpointView(row), secret: row.secret }
    })
  }

  async list() {
    const rows = await this.db
      .select({
        endpoint: t.webhookEndpoints,
        pending: sql<number>`count(${d.id}) filter (where ${d.deliveredAt} is null and ${d.failedAt} is null)`,
        failed: sql<number>`count(${d.id}) filter (where ${d.failedAt} is not null)`,
      })
      .from(t.webhookEndpoints)
      .leftJoin(d, eq(d.endpointId, t.webhookEndpoints.id))
      .groupBy(t.webhookEndpoints.id)
      .orderBy(asc(t.webhookEndpoints.id))
    return rows.map((row) => ({
      ...endpointView(row.endpoint),
      pending: Number(row.pending),
      failed: Number(row.failed),
    }))
  }

  async update(
    id: number,
    input: EndpointInput,
    audit?: (tx: Executor, endpoint: EndpointRow) => Promise<void>,
  ) {
    const values = checkEndpoint(input, false)
    if (Object.keys(values).length === 0)
      throw new ResultError(
        invalid(
          [],
          'Give at least one of url, description, eventTypes and enabled.',
        ),
      )
    const row = await this.change(id, async (tx) => {
      const [row] = await tx
        .update(t.webhookEndpoints)
        .set(values)
        .where(eq(t.webhookEndpoints.id, id))
        .returning()
      if (row) await audit?.(tx, row)
      return row
    })
    // Enabled again: what waited goes now.
    this.queued()
    return endpointView(row)
  }

  /** Removes an endpoint and its deliveries (events stay). */
  async remove(
    id: number,
    audit?: (tx: Executor, endpoint: EndpointRow) => Promise<void>,
  ) {
    const row = await this.change(id, async (tx) => {
      const [row] = await tx
        .delete(t.webhookEndpoints)
        .where(eq(t.webhookEndpoints.id, id))
        .returning()
      if (row) await audit?.(tx, row)
      return row
    })
    return endpointView(row)
  }

  /** A new secret for the endpoint, answered once; deliveries from now on are signed with it. */
  async rotate(
    id: number,
    audit?: (tx: Executor, endpoint: EndpointRow) => Promise<void>,
  ) {
    const row = await this.change(id, async (tx) => {
      const [row] = await tx
        .update(t.webhookEndpoints)
        .set({ secret: newSecret() })
        .where(eq(t.webhookEndpoints.id, id))
        .returning()
      if (row) await audit?.(tx, row)
      return row
    })
    return { endpoint: endpointView(row), secret: row.secret }
  }

  /** Deliveries, failed first, then the newest; of one state if given. */
  async deliveries(options: {
    state?: DeliveryState
    endpointId?: number
    limit?: number
  }) {
    const rows = await this.db
      .select({
        id: d.id,
        eventId: d.eventId,
        type: t.events.type,
        orderingKey: d.orderingKey,
        endpointId: d.endpointId,
        url: t.webhookEndpoints.url,
        attempts: d.attempts,
        nextAttemptAt: d.nextAttemptAt,
        lastStatus: d.lastStatus,
        lastError: d.lastError,
        deliveredAt: d.deliveredAt,
        failedAt: d.failedAt,
        createdAt: d.createdAt,
      })
      .from(d)
      .innerJoin(t.events, eq(t.events.id, d.eventId))
      .innerJoin(t.webhookEndpoints, eq(t.webhookEndpoints.id, d.endpointId))
      .where(
        and(
          options.state ? stateOf(options.state) : undefined,
          options.endpointId !== undefined
            ? eq(d.endpointId, options.endpointId)
            : undefined,
        ),
      )
      .orderBy(sql`${d.failedAt} is null`, desc(d.id))
      .limit(Math.min(options.limit ?? 100, 500))
    return rows.map((row) => ({
      ...row,
      state: (row.failedAt
        ? 'failed'
        : row.deliveredAt
          ? 'delivered'
          : 'pending') satisfies DeliveryState,
    }))
  }

  /**
   * Sends given-up deliveries again: one (`id`) or every failed one. Each starts a fresh round of
   * attempts with the same `webhook-id`; ordering keys wait for them as for any pending one.
   */
  async replay(
    target: { id: number } | 'failed',
    audit?: (tx: Executor, count: number) => Promise<void>,
  ) {
    const count = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(d)
        .set({
          failedAt: null,
          deliveredAt: null,
          attempts: 0,
          nextAttemptAt: sql`now()`,
          lockedUntil: null,
        })
        .where(
          target === 'failed'
            ? isNotNull(d.failedAt)
            : and(eq(d.id, target.id), isNotNull(d.failedAt)),
        )
        .returning({ id: d.id })
      if (target !== 'failed' && rows.length === 0) {
        const [exists] = await tx
          .select({ id: d.id, deliveredAt: d.deliveredAt })
          .from(d)
          .where(eq(d.id, target.id))
        if (!exists) throw notFound('The delivery')
        throw new ResultError(
          invalid(
            [
              {
                propertyPath: 'id',
                message: exists.deliveredAt
                  ? 'This delivery was delivered; only a failed one is replayed.'
                  : 'This delivery is still being tried; only a failed one is replayed.',
              },
            ],
            'Only a failed delivery can be replayed.',
          ),
        )
      }
      await audit?.(tx, rows.length)
      return rows.length
    })
    this.queued()
    return { replayed: count }
  }

  private async change(
    id: number,
    apply: (tx: Executor) => Promise<EndpointRow | undefined>,
  ): Promise<EndpointRow> {
    const row = await this.db.transaction(apply)
    if (!row) throw notFound('The webhook endpoint')
    return row
  }
}
