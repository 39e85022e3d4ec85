import {
  PRICING_CONTEXT_HEADER,
  ApiError,
  applySetCookies,
  carriesSession,
  createApiClient,
} from '@shop/commerce-client'
import type { ApiClient, ApiMethod } from '@shop/commerce-client'

export { ApiError }

/**
 * Whether a failed query is worth asking again (once): the API was unreachable or failed. An
 * answer about the request itself (400, 401, 404, 409, 429) will not change on a second try, and
 * retrying it made every "not found" page wait a second.
 */
export const retryTransient = (failureCount: number, error: unknown) =>
  failureCount < 1 &&
  error instanceof ApiError &&
  (error.status === 0 || error.status >= 500)

/**
 * The shop's client for its own `/api`, typed by the API's contract: same origin in the browser,
 * direct on the server.
 */
export type Api = ApiClient

export interface ApiOptions {
  /** `/api` in the browser; the API server's address during server rendering. */
  baseUrl: string
  /**
   * The customer's cookies, forwarded during server rendering. Cookies the API sets (a refreshed
   * session) replace them for every later call of the same render.
   */
  cookie?: string | null
  /** Receives cookies the API sets during server rendering, to send them on with the page. */
  onSetCookie?: (cookies: string[]) => void
  /**
   * The visitor's address during server rendering, sent as `X-Forwarded-For` (the API believes
   * it from the shop server only, by its `TRUST_PROXY`).
   */
  clientAddress?: string
  /** The id of the request being rendered, sent as `X-Request-Id` (the API trusts it as above). */
  requestId?: string
  /** More headers for every call of a server render (a shared render's pricing context). */
  headers?: Record<string, string>
  /** Told the pricing context each priced answer says it was priced by (server rendering). */
  onPricedBy?: (context: string) => void
  fetch?: typeof fetch
  /** Gives up after this long (server rendering must not hang on a slow API); none by default. */
  timeoutMs?: number
}

export function createApi({
  baseUrl,
  cookie: initialCookie,
  onSetCookie,
  clientAddress,
  requestId,
  headers: extraHeaders,
  onPricedBy,
  fetch: fetchFn = globalThis.fetch,
  timeoutMs,
}: ApiOptions): Api {
  let cookie = initialCookie
  // With a session, the first call goes alone: if its access token had expired, the API refreshes
  // the session once and every later call sends the new cookies instead of refreshing again.
  // Only server rendering forwards cookies: the browser sends its own and never sees the API's
  // `Set-Cookie`, so its bundle leaves this code out.
  let first: Promise<unknown> | undefined
  const gated = import.meta.env.SSR && carriesSession(initialCookie)

  async function request(
    method: ApiMethod,
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    if (!gated) return send(method, path, body)
    if (first) {
      await first.catch(() => undefined)
      return send(method, path, body)
    }
    const call = send(method, path, body)
    first = call
    return call
  }

  async function send(
    method: ApiMethod,
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    let response: Response
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
          ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
          ...(requestId ? { 'x-request-id': requestId } : {}),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      })
    } catch (error) {
      throw new ApiError(
        0,
        (error as Error).name === 'TimeoutError'
          ? 'Network request timed out'
          : 'Network request failed',
      )
    }
    if (import.meta.env.SSR) {
      const setCookies = response.headers.getSetCookie?.() ?? []
      if (setCookies.length) {
        cookie = applySetCookies(cookie, setCookies)
        onSetCookie?.(setCookies)
      }
      const pricedBy = response.headers.get(PRICING_CONTEXT_HEADER)
      if (pricedBy !== null) onPricedBy?.(pricedBy)
    }
    const data = (await response.json().catch(() => ({}))) as {
      message?: string
      violations?: ApiError['violations']
    }
    if (!response.ok)
      throw new ApiError(
        response.status,
        data.message ?? 'Something went wrong. Please try again.',
        data.violations,
      )
    return data
  }
  return createApiClient({ request })
}
