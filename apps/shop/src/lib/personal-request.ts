import type {
  ApiAnswer,
  ApiCart,
  ApiRecallNotice,
  ApiUser,
} from '@shop/commerce-client'
import type { QueryClient } from '@tanstack/react-query'
import type { Api } from './api'

/** What a signed-in page shows of the buyer, from one call (decision 028); {} signed out. */
export interface Personal {
  user?: ApiUser
  cart?: ApiCart
  recalls?: ApiRecallNotice[]
  /** Asked for by a checkout's server render only (decision 047). */
  checkout?: ApiAnswer<'GET /personal'>['checkout']
}

type Part = 'session' | 'cart' | 'recalls'

/** How long after it arrived the first personal answer still stands in for a query's own call. */
const FIRST_ANSWER_MS = 5_000

/**
 * The page's first personal answer, which the session, cart and open-recalls queries each take
 * once instead of calling on their own. Kept per QueryClient: one per browser page; the server
 * never starts one, so no render reads another's.
 */
const firstAnswers = new WeakMap<
  QueryClient,
  { answer: Promise<Personal>; arrived?: number; taken: Set<Part> }
>()

/**
 * Starts the browser's one personal request: the queries that mount while the page hydrates (the
 * header's name and cart count, the recall banner, the popup sign-in check) take their part of it.
 */
export function startPersonalRequest(queryClient: QueryClient, api: Api) {
  const first = {
    answer: api.get('/personal'),
    arrived: undefined as number | undefined,
    taken: new Set<Part>(),
  }
  first.answer.then(
    () => (first.arrived = Date.now()),
    () => (first.arrived = 0),
  )
  firstAnswers.set(queryClient, first)
}

/**
 * A query's part of the first personal answer while it is fresh and not taken yet, else (or when
 * the answer lacks it: signed out) the query's own call.
 */
export function personalPart<T>(
  queryClient: QueryClient,
  part: Part,
  pick: (personal: Personal) => T | undefined,
  alone: () => Promise<T>,
): Promise<T> {
  const first = firstAnswers.get(queryClient)
  const stale =
    first?.arrived !== undefined && Date.now() - first.arrived > FIRST_ANSWER_MS
  if (!first || stale || first.taken.has(part)) return alone()
  first.taken.add(part)
  return first.answer.then(
    (personal) => pick(personal) ?? alone(),
    () => alone(),
  )
}
