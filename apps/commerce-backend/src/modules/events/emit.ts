import { and, eq, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { OrderView } from '../orders'

/** Every event type the backend emits (docs/events.md describes each payload). */
export const EVENT_TYPES = [
  'order.placed',
  'order.approved',
  'order.rejected',
  'order.cancelled',
  'order.confirmed',
  'order.shipped',
  'order.backordered',
  'order.line_cancelled',
  'order.delivered',
  'standing_order.run',
  'return.requested',
  'return.accepted',
  'return.refused',
  'invoice.issued',
  'invoice.paid',
  'customer.signed_up',
  'company.changed',
] as const

export type EventType = (typeof EVENT_TYPES)[number]

export const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value)

/**
 * Records an event in the caller's transaction (the outbox): it exists only if the change
 * commits, and then it is delivered, however soon the process stops. One delivery row per enabled
 * endpoint that wants the type is written with it. Events with the same `orderingKey` reach each
 * endpoint in the order they were emitted; emit them while holding the lock of what they are
 * about (the order row), so that order is the order of the changes.
 */
export async function emitEvent(
  tx: Executor,
  type: EventType,
  payload: Record<string, unknown>,
  { orderingKey }: { orderingKey: string },
) {
  const [event] = await tx
    .insert(t.events)
    .values({ type, orderingKey, payload })
    .returning()
  const row = written(event)
  await tx.execute(sql`
    insert into ${t.webhookDeliveries} (event_id, event_seq, endpoint_id, ordering_key)
    select ${row.id}, ${row.seq}, ${t.webhookEndpoints.id}, ${orderingKey}
    from ${t.webhookEndpoints}
    where ${and(
      eq(t.webhookEndpoints.enabled, true),
      sql`(cardinality(${t.webhookEndpoints.eventTypes}) = 0 or ${type} = any(${t.webhookEndpoints.eventTypes}))`,
    )}`)
  return row
}

/** The ordering key of an order's events: they never overtake each other. */
export const orderKey = (orderId: number) => `order:${orderId}`
/** The ordering key of a company's sign-up and changes. */
export const companyKey = (companyId: number) => `company:${companyId}`

type AddressRow = typeof t.addresses.$inferSelect

/** An address as the distributor ships to it: no ids of the address book. */
const addressPayload = (a: AddressRow | null) =>
  a && {
    salutation: a.salutation,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    number: a.number,
    postcode: a.postcode,
    city: a.city,
    stateCode: a.stateCode,
    country: a.country,
    phoneNumber: a.phoneNumber,
  }

/**
 * An order as the `order.*` events carry it: ids, number, state, totals and prices in cents (net,
 * the order's minor units), the frozen lines and addresses. No token (it opens the order's page).
 */
export function orderPayload(view: OrderView) {
  const { row } = view
  return {
    order: {
      id: row.id,
      number: row.number,
      state: row.state,
      companyId: row.companyId,
      customerId: row.customerId,
      placedAt: row.placedAt?.toISOString() ?? null,
      poReference: row.poReference,
      standingOrderId: row.standingOrderId,
      carrier: view.carrier?.identifier ?? null,
      paymentProvider: view.paymentProvider?.identifier ?? null,
      subtotalNet: view.subtotalNet,
      totalNet: view.totalNet,
      adjustments: view.adjustments.map((a) => ({
        type: a.typeIdentifier,
        label: a.label,
        amountNet: a.amountNet,
      })),
      shippingAddress: addressPayload(view.shippingAddress),
      invoiceAddress: addressPayload(view.invoiceAddress),
      lines: view.items.map((item) => ({
        productId: item.product.id,
        sku: item.product.sku,
        name: item.product.name,
        quantity: item.quantity,
        itemPriceNet: item.itemPriceNet,
        totalNet: item.totalNet,
      })),
      decision: row.decision && {
        decision: row.decision,
        decidedBy: row.decidedBy,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        note: row.decisionNote,
      },
    },
  }
}

/** Emits an `order.*` event for the order in `view`, keyed by the order. */
export const emitOrderEvent = (
  tx: Executor,
  type: Extract<EventType, `order.${string}`>,
  view: OrderView,
) =>
  emitEvent(tx, type, orderPayload(view), {
    orderingKey: orderKey(view.row.id),
  })

type CompanyRow = typeof t.companies.$inferSelect
type CustomerRow = typeof t.customers.$inferSelect

/** A company as events carry it. */
export const companyPayload = (c: CompanyRow) => ({
  id: c.id,
  name: c.name,
  npiNumber: c.npiNumber,
  membersMayAddAddresses: c.membersMayAddAddresses,
})

/** A member as events carry it: who and what they may do, never their password hash. */
export const memberPayload = (m: CustomerRow) => ({
  id: m.id,
  companyId: m.companyId,
  email: m.email,
  salutation: m.salutation,
  firstname: m.firstname,
  lastname: m.lastname,
  roles: m.roles,
  orderLimitNet: m.orderLimitNet,
  monthlyLimitNet: m.monthlyLimitNet,
  active: m.deactivatedAt === null,
})

/** What changed in a `company.changed` event. */
export type CompanyChange =
  | 'settings'
  | 'member.joined'
  | 'member.updated'
  | 'member.deactivated'
  | 'member.activated'

/** Emits `company.changed` with the company as it is now (and the member it was about). */
export async function emitCompanyChanged(
  tx: Executor,
  companyId: number,
  change: CompanyChange,
  member?: CustomerRow,
) {
  const [company] = await tx
    .select()
    .from(t.companies)
    .where(eq(t.companies.id, companyId))
  return emitEvent(
    tx,
    'company.changed',
    {
      change,
      company: companyPayload(written(company)),
      member: member ? memberPayload(member) : null,
    },
    { orderingKey: companyKey(companyId) },
  )
}
