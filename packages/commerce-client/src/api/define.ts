import { z } from 'zod'

/** The groups of the OpenAPI document, as the spec's call table has them. */
export type ApiTag =
  | 'auth'
  | 'cart'
  | 'checkout'
  | 'company'
  | 'lists'
  | 'standing-orders'
  | 'account'
  | 'catalogue'
  | 'content'
  | 'payment'
  /** Development tools (the e-mail outbox); the API answers them with 404 in production. */
  | 'dev'

/** A call's key: its method and its path below `/api`, path parameters as `:name`. */
export type CallKey = `${'GET' | 'POST' | 'DELETE'} /${string}`

interface CallBase {
  summary: string
  tag: ApiTag
  /** A caller without a session gets 401 before the inputs are even read. */
  auth: boolean
  query?: z.ZodType
  body?: z.ZodType
}

/** A call that answers JSON, described (and, outside production, checked) by `response`. */
interface JsonCallDefinition extends CallBase {
  /**
   * For answers that are the same for everyone (the catalogue, content): browsers and shared
   * caches may keep them this many seconds. Never for anything that depends on the caller.
   */
  publicSeconds?: number
  /**
   * With `publicSeconds`: the answer carries prices, which differ by the caller's pricing context
   * (their practice's set of price lists, decision 033). It is shared per context, never across
   * contexts, and only an answer at list prices is public.
   */
  priced?: boolean
  produces?: undefined
  response: z.ZodType
}

/**
 * A call that answers a file for the browser to save (an invoice PDF), not JSON. It has no answer
 * schema, and the typed client does not offer it: a page links to it (`apiFileHref`), so the
 * browser sends the session cookie, shows its own download and saves the file, which a JSON
 * client would only get in the way of. Its failures are JSON like every other call's.
 */
interface FileCallDefinition extends CallBase {
  /** The file's media type (the only one so far: add others as calls need them). */
  produces: 'application/pdf'
  publicSeconds?: undefined
  priced?: undefined
  response?: undefined
}

/** One call of the shop API: what it takes, what it answers, who may call it. */
export type CallDefinition = JsonCallDefinition | FileCallDefinition

/** Keeps each call's exact schema types, so clients and handlers are typed from them. */
export const defineCalls = <const T extends Record<CallKey, CallDefinition>>(
  calls: T,
) => calls

type Arm = z.ZodObject<{ __typename: z.ZodLiteral<string> }>
type ArmNamed<U extends z.ZodUnion, N extends string> = Extract<
  U['options'][number],
  { shape: { __typename: z.ZodLiteral<N> } }
>

/**
 * The success arm of a generated result union (`CartSuccess` of `CartResult`) without its
 * `__typename`: what a handler answers after `unwrap(result, 'CartSuccess')`. Typed from the
 * generated schema, so the answer follows the operation's selection (decision 025).
 */
export function successOf<
  U extends z.ZodUnion<readonly Arm[]>,
  N extends ArmNamed<U, string>['shape']['__typename']['value'],
>(union: U, typename: N) {
  const arm = union.options.find((option) =>
    option.shape.__typename.values.has(typename),
  )
  if (!arm) throw new Error(`The result has no ${typename} arm.`)
  const { __typename: _typename, ...shape } = (arm as ArmNamed<U, N>).shape
  return z.strictObject(shape as Omit<ArmNamed<U, N>['shape'], '__typename'>)
}
