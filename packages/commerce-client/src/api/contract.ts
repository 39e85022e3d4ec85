import type { z } from 'zod'
import { accountCalls } from './calls/account.js'
import { authCalls } from './calls/auth.js'
import { cartCalls } from './calls/cart.js'
import { catalogueCalls } from './calls/catalogue.js'
import { companyCalls } from './calls/company.js'
import { devCalls } from './calls/dev.js'
import { listCalls } from './calls/lists.js'
import { standingOrderCalls } from './calls/standing-orders.js'
import { paymentCalls } from './calls/payment.js'

/**
 * Every call of the shop API (`/api`), keyed by method and path: the one definition the API
 * server mounts and validates with, the OpenAPI document describes, and the typed client is
 * derived from.
 */
export const apiCalls = {
  ...authCalls,
  ...cartCalls,
  ...accountCalls,
  ...companyCalls,
  ...listCalls,
  ...standingOrderCalls,
  ...catalogueCalls,
  ...paymentCalls,
  ...devCalls,
}

export type ApiCalls = typeof apiCalls
/** `'GET /shop/cart/current'`, `'POST /shop/cart/add'`, … */
export type ApiCallKey = keyof ApiCalls

/** What a call answers (its response schema's output); `never` for a file call (`produces`). */
export type ApiAnswer<K extends ApiCallKey> = ApiCalls[K] extends {
  response: infer R extends z.ZodType
}
  ? z.output<R>
  : never
/** What a caller sends as the query string (before the API's coercion and defaults). */
export type ApiQuery<K extends ApiCallKey> = ApiCalls[K] extends {
  query: infer Q extends z.ZodType
}
  ? z.input<Q>
  : never
/** What a caller sends as the JSON body. */
export type ApiBody<K extends ApiCallKey> = ApiCalls[K] extends {
  body: infer B extends z.ZodType
}
  ? z.input<B>
  : never
