import { PRICING_CONTEXT_HEADER } from '@shop/commerce-client'

/**
 * A `fetch` for server rendering that keeps the API's public answers (`Cache-Control: public,
 * max-age=N`: catalogue, content, translations) for N seconds and shares them between every
 * render in this process; once an address has answered publicly, concurrent renders wait for one
 * request instead of sending their own. Personal answers (no `public`, or a `Set-Cookie`) always
 * come from the API, and so does an answer that varies by cookie (`Vary: Cookie`: the priced
 * catalogue calls, decision 033) for a render that sends a buyer's cookie: the stored one is the
 * list-price answer, and that buyer's practice may have prices of its own.
 *
 * A shared render of one pricing context (decision 039) asks with the context's header: its
 * answers are kept apart, under the context, and replayed to renders of that context only. Its
 * priced answers are `private` toward browsers and proxies, yet kept here when the API says they
 * were priced by the very context asked for: they are that context's, not a person's.
 */
export function publicResponseCache(
  fetchFn: typeof fetch = globalThis.fetch,
  { maxEntries = 500, now = Date.now } = {},
): typeof fetch {
  interface Entry {
    expires: number
    snapshot: Promise<Snapshot | null>
  }
  const entries = new Map<string, Entry>()

  const remember = (url: string, entry: Entry) => {
    entries.delete(url)
    entries.set(url, entry)
    // A Map iterates in insertion order: the first key is the least recently stored.
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  const forget = (url: string, entry: Entry | undefined) => {
    if (entry && entries.get(url) === entry) entries.delete(url)
  }

  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase()
    if (method !== 'GET') return fetchFn(input, init)
    const headers = new Headers(init?.headers)
    const context = headers.get(PRICING_CONTEXT_HEADER)
    const url = `${context ?? '-'} ${String(input instanceof Request ? input.url : input)}`
    const withCookie = headers.has('cookie')
    const hit = entries.get(url)
    // Set when a buyer's render passes by a stored answer that is still good for the others.
    let passedBy = false
    if (hit && hit.expires > now()) {
      const snapshot = await hit.snapshot
      if (snapshot && !(withCookie && snapshot.varyCookie))
        return replay(snapshot)
      passedBy = snapshot !== null
    }
    const pending = fetchFn(input, init).then((response) =>
      toSnapshot(response, context),
    )
    // An address known to be public: renders asking while it refreshes wait for this request.
    const refreshing: Entry | undefined =
      hit && !passedBy
        ? {
            expires: Number.POSITIVE_INFINITY,
            snapshot: pending.then(
              (r) => r.snapshot,
              () => null,
            ),
          }
        : undefined
    if (refreshing) remember(url, refreshing)
    const result = await pending.catch((error: unknown) => {
      forget(url, refreshing)
      throw error
    })
    if (!result.snapshot) {
      forget(url, refreshing)
      return result.response
    }
    remember(url, {
      expires: now() + result.maxAge * 1000,
      snapshot: Promise.resolve(result.snapshot),
    })
    return replay(result.snapshot)
  }
}

interface Snapshot {
  status: number
  contentType: string | null
  body: string
  /** The answer differs by the caller's cookie (`Vary: Cookie`). */
  varyCookie: boolean
  /** The pricing context the API priced the answer by, for a priced call. */
  pricedBy: string | null
}

const replay = (snapshot: Snapshot) =>
  new Response(snapshot.body, {
    status: snapshot.status,
    headers: {
      ...(snapshot.contentType ? { 'content-type': snapshot.contentType } : {}),
      ...(snapshot.pricedBy === null
        ? {}
        : { [PRICING_CONTEXT_HEADER]: snapshot.pricedBy }),
    },
  })

/** Reads a public answer into a snapshot; a personal one is handed back untouched. */
async function toSnapshot(
  response: Response,
  context: string | null,
): Promise<
  | { snapshot: Snapshot; maxAge: number; response?: undefined }
  | { snapshot: null; maxAge?: undefined; response: Response }
> {
  const pricedBy = response.headers.get(PRICING_CONTEXT_HEADER)
  const maxAge = sharedMaxAge(
    response,
    context !== null && pricedBy === context,
  )
  if (maxAge === null) return { snapshot: null, response }
  return {
    snapshot: {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.text(),
      varyCookie: /(^|,)\s*(cookie|\*)\s*(,|$)/i.test(
        response.headers.get('vary') ?? '',
      ),
      pricedBy,
    },
    maxAge,
  }
}

/**
 * Seconds an answer may be shared, or null when it is personal, failed or not cacheable. A
 * pricing context's own answer (`ofContext`) may be `private`: it is shared by that context only.
 */
function sharedMaxAge(response: Response, ofContext: boolean): number | null {
  if (response.status !== 200 || response.headers.has('set-cookie')) return null
  const cacheControl = response.headers.get('cache-control') ?? ''
  if (!ofContext && !/(^|,)\s*public\s*(,|$)/i.test(cacheControl)) return null
  const maxAge = /(^|,)\s*max-age=(\d+)/i.exec(cacheControl)
  return maxAge && Number(maxAge[2]) > 0 ? Number(maxAge[2]) : null
}
