import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  backend,
  cartOf,
  checkout,
  count,
  newBuyer,
  newProduct,
  url,
} from '../../test-shop'

// What the fulfilment tests share (issue 35): the operator API and the buyer's GraphQL written
// out, a placed order of new products, and counts of what a change records, emits and mails.
// Each test file starts its own backend with `useTestShop()`.

export interface Violation {
  propertyPath: string
  message: string
}
export interface OperatorOrder {
  number: string
  fulfilmentState: string
  distributorOrderNumber: string | null
  lines: {
    orderItemId: number
    sku: string
    quantity: number
    shippedQuantity: number
    cancelledQuantity: number
    cancelReason: string | null
    backorderedUntil: string | null
  }[]
  shipments: {
    carrier: string
    trackingNumber: string
    trackingUrl: string | null
    deliveredAt: string | null
    lines: { lotNumber: string; lotExpiry: string; quantity: number }[]
  }[]
  returns: { id: number; state: string; rmaNumber: string | null }[]
}
export interface Answer {
  message: string
  violations: Violation[]
  order: OperatorOrder
  orders: OperatorOrder[]
  returns: { id: number; orderNumber: string; state: string }[]
}

export async function op(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}/operator/v1${path}`, {
    method,
    headers: {
      'x-service-secret': TEST_SERVICE_SECRET,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Answer,
  }
}

/** A GraphQL request of the buyer's, written out (the shop's operations are order-timeline's). */
export async function gql<T>(token: string, query: string, variables = {}) {
  const response = await fetch(`${url}/graphql/commerce`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  })
  const json = (await response.json()) as { data: T; errors?: unknown }
  expect(json.errors).toBeUndefined()
  return json.data
}

/** A new practice's placed invoice order of `quantities` of new products. */
export async function placed(
  name: string,
  quantities: number[],
  stock?: number,
) {
  const buyer = await newBuyer(name)
  const products = []
  for (const [i, quantity] of quantities.entries()) {
    const product = await newProduct(`TEST-${name.toUpperCase()}-${i}`, 1000)
    if (stock !== undefined)
      await backend.database.db
        .update(t.products)
        .set({ stock })
        .where(eq(t.products.id, product.id))
    products.push(product)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, quantity))
  }
  const order = cartOf(
    await checkout(buyer.token, buyer.cart.token, buyer.address.id),
  )
  return { buyer, products, order, number: order.number ?? '' }
}

export const stockOf = async (productId: number) => {
  const [row] = await backend.database.db
    .select({ stock: t.products.stock })
    .from(t.products)
    .where(eq(t.products.id, productId))
  return written(row).stock
}
export const mails = (to: string, kind: string) =>
  count(
    sql`select count(*)::int as n from ${t.outboxMessages} where ${t.outboxMessages.recipient} = ${to} and ${t.outboxMessages.kind} = ${kind}`,
  )
export const events = (type: string, number: string) =>
  count(
    sql`select count(*)::int as n from ${t.events} where ${t.events.type} = ${type} and ${t.events.payload}->'order'->>'number' = ${number}`,
  )
export const audits = (action: string, subject: string) =>
  count(
    sql`select count(*)::int as n from ${t.operatorAudit} where ${t.operatorAudit.action} = ${action} and ${t.operatorAudit.subject} = ${subject}`,
  )
