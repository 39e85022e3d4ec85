import type {
  ApiAnswer,
  ApiCart,
  ApiRecallNotice,
  ApiUser,
} from '@shop/commerce-client'
import { hashKey } from '@tanstack/react-query'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
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
const firstAnswers = new WeakMap<QueryClient, FirstAnswer>()

interface FirstAnswer {
  answer: Promise<Personal>
  arrived?: number
  taken: Set<Part>
  /** How often each query (by hash) was written since the request was sent: the buyer's changes. */
  writes: Map<string, number>
}

/**
 * Starts the browser's one personal request: the queries that mount while the page hydrates (the
 * header's name and cart count, the recall banner, the popup sign-in check) take their part of it.
 */
export function startPersonalRequest(queryClient: QueryClient, api: Api) {
  const first: FirstAnswer = {
    answer: api.get('/personal'),
    taken: new Set<Part>(),
    writes: new Map(),
  }
  // A cart an add or a checkout choice answered is newer than the answer asked for before it.
  const stopCounting = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (!event.action.manual) return
    const hash = event.query.queryHash
    first.writes.set(hash, (first.writes.get(hash) ?? 0) + 1)
  })
  const settle = (arrived: number) => {
    first.arrived = arrived
    setTimeout(stopCounting, FIRST_ANSWER_MS)
  }
  first.answer.then(
    () => settle(Date.now()),
    () => settle(0),
  )
  firstAnswers.set(queryClient, first)
}

/**
 * A query's part of the first personal answer while it is fresh and not taken yet, else (or when
 * the answer lacks it: signed out) the query's own call. A query written since the answer was
 * asked for (the buyer changed the cart) makes its own call: the answer would undo the change.
 */
export function personalPart<T>(
  { client, queryKey }: { client: QueryClient; queryKey: QueryKey },
  part: Part,
  pick: (personal: Personal) => T | undefined,
  alone: () => Promise<T>,
): Promise<T> {
  const first = firstAnswers.get(client)
  const stale =
    first?.arrived !== undefined && Date.now() - first.arrived > FIRST_ANSWER_MS
  if (!first || stale || first.taken.has(part)) return alone()
  const hash = hashKey(queryKey)
  const writes = () => first.writes.get(hash) ?? 0
  if (writes() > 0) return alone()
  first.taken.add(part)
  return first.answer.then(
    (personal) => (writes() > 0 ? alone() : (pick(personal) ?? alone())),
    () => alone(),
  )
}
