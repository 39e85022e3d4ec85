import type { z } from 'zod'

/** The groups of the OpenAPI document, as the spec's call table has them. */
export type ApiTag =
  'auth' | 'cart' | 'checkout' | 'account' | 'catalogue' | 'content' | 'payment'

/** A call's key: its method and its path below `/api`, path parameters as `:name`. */
export type CallKey = `${'GET' | 'POST' | 'DELETE'} /${string}`

/** One call of the shop API: what it takes, what it answers, who may call it. */
export interface CallDefinition {
  summary: string
  tag: ApiTag
  /** A caller without a session gets 401 before the inputs are even read. */
  auth: boolean
  /**
   * For answers that are the same for everyone (the catalogue, content): browsers and shared
   * caches may keep them this many seconds. Never for anything that depends on the caller.
   */
  publicSeconds?: number
  query?: z.ZodType
  body?: z.ZodType
  response: z.ZodType
}

/** Keeps each call's exact schema types, so clients and handlers are typed from them. */
export const defineCalls = <const T extends Record<CallKey, CallDefinition>>(
  calls: T,
) => calls
