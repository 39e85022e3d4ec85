import { GraphQLRequestError, NetworkError } from './errors.js'
import type { GraphQLErrorEntry } from './errors.js'
import type { TokenStore } from './token-cookie.js'

/**
 * A GraphQL document that carries its result and variable types, as graphql-codegen generates
 * them (`documentMode: 'string'`): its `toString()` is the query text.
 */
export interface TypedDocument<TResult, TVariables> {
  toString(): string
  /** Phantom fields: never set at run time, they only carry the types. */
  readonly __apiType?: (variables: TVariables) => TResult
}

export interface GraphQLClientOptions {
  /** The endpoint; `/graphql` by default. */
  endpoint?: string
  /** A name for the client; also the cookie name when the token lives in a cookie. */
  name?: string
  fetch?: typeof fetch
  /** Where the bearer token is kept; no token, no Authorization header. */
  tokenStore?: TokenStore
  /** Send queries as GET requests (cacheable); mutations always POST. */
  useGetForQueries?: boolean
  timeoutMs?: number
  headers?: Record<string, string>
}

export interface RequestOptions {
  signal?: AbortSignal
  /** A token for this call only, overriding the store (e.g. a server acting for a customer). */
  token?: string
  headers?: Record<string, string>
}

/**
 * What follows the document in {@link GraphQLClient.request}: the variables, then the options.
 * An operation without required variables may leave them out (`request(CartDocument)`); one with
 * required variables must pass them.
 */
export type RequestArgs<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions]

/** Sends typed operations to one GraphQL endpoint. */
export interface GraphQLClient {
  readonly name: string
  readonly endpoint: string
  request<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    ...args: RequestArgs<TVariables>
  ): Promise<TResult>
}

const OPERATION = /\b(query|mutation|subscription)\s+(\w+)/

/** The operation's kind and name, read from its text. */
export function operationOf(query: string): {
  kind: string
  name: string | undefined
} {
  const match = OPERATION.exec(query)
  return { kind: match?.[1] ?? 'query', name: match?.[2] }
}

/**
 * Creates a GraphQL client. It posts `{ operationName, variables, query }` as JSON (or uses GET for
 * queries when configured), sends `Authorization: Bearer <token>` when a token exists, and turns
 * transport failures into {@link NetworkError}s (`Network request failed`, `Network request timed
 * out`, `Aborted`) and GraphQL errors into {@link GraphQLRequestError}s.
 *
 * @example
 * const commerce = createGraphQLClient({ endpoint: 'http://localhost:4000/graphql/commerce' })
 * const { product } = await commerce.request(ProductDocument, { id: '12' })
 * const { categories } = await commerce.request(CategoriesDocument)
 */
export function createGraphQLClient(
  options: GraphQLClientOptions = {},
): GraphQLClient {
  const endpoint = options.endpoint ?? '/graphql'
  const fetchFn = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? 15_000
  return {
    name: options.name ?? 'graphql',
    endpoint,
    async request(document, ...[variables, requestOptions = {}]) {
      const query = document.toString()
      const { kind, name } = operationOf(query)
      const token = requestOptions.token ?? options.tokenStore?.get()
      const headers: Record<string, string> = {
        accept: 'application/graphql-response+json, application/json',
        ...options.headers,
        ...requestOptions.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      }
      const timeout = AbortSignal.timeout(timeoutMs)
      const signal = requestOptions.signal
        ? AbortSignal.any([requestOptions.signal, timeout])
        : timeout
      let response: Response
      try {
        if (kind === 'query' && options.useGetForQueries) {
          const url = new URL(endpoint, 'http://relative.invalid')
          url.searchParams.set('query', query)
          if (name) url.searchParams.set('operationName', name)
          url.searchParams.set('variables', JSON.stringify(variables ?? {}))
          const href = endpoint.startsWith('http')
            ? url.href
            : `${url.pathname}${url.search}`
          response = await fetchFn(href, { method: 'GET', headers, signal })
        } else {
          response = await fetchFn(endpoint, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              operationName: name,
              variables: variables ?? {},
              query,
            }),
            signal,
          })
        }
      } catch (error) {
        if (requestOptions.signal?.aborted)
          throw new NetworkError('aborted', { cause: error })
        if (timeout.aborted)
          throw new NetworkError('timedOut', { cause: error })
        throw new NetworkError('failed', { cause: error })
      }
      let body: { data?: unknown; errors?: GraphQLErrorEntry[] }
      try {
        body = (await response.json()) as typeof body
      } catch (error) {
        if (timeout.aborted)
          throw new NetworkError('timedOut', { cause: error })
        throw new GraphQLRequestError(
          `The endpoint answered ${response.status} without JSON.`,
          response.status,
        )
      }
      if (body.errors?.length) {
        throw new GraphQLRequestError(
          body.errors.map((e) => e.message).join('; '),
          response.status,
          body.errors,
        )
      }
      if (!response.ok || body.data === undefined || body.data === null) {
        throw new GraphQLRequestError(
          `The endpoint answered ${response.status}.`,
          response.status,
        )
      }
      return body.data as never
    },
  }
}
