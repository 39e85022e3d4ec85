import type { ApiAnswer, ApiCallKey, ApiCalls } from './contract.js'

// The typed client of the shop API. It imports the contract's types only: a browser bundle gets
// these few lines, not the schemas.

/** A failed API call, with the server's message and field violations (spec section 8). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    /** The HTTP status; 0 when the API could not be reached. */
    readonly status: number,
    message: string,
    readonly violations: { propertyPath: string; message: string }[] = [],
  ) {
    super(message)
  }
}

export type ApiMethod = 'GET' | 'POST' | 'DELETE'

/**
 * Sends one request and answers the parsed JSON of a success; throws {@link ApiError} otherwise.
 * `path` is below `/api` and carries the query string.
 */
export interface ApiTransport {
  request(method: ApiMethod, path: string, body?: unknown): Promise<unknown>
}

/** The calls that answer a file (`produces`), not JSON: links, not client calls. */
type FileCallKey = {
  [K in ApiCallKey]: ApiCalls[K] extends { produces: string } ? K : never
}[ApiCallKey]

/** The paths of one method, as `'/shop/categories/:id'`: the calls that answer JSON. */
export type ApiPath<M extends ApiMethod> =
  Exclude<ApiCallKey, FileCallKey> extends infer K
    ? K extends `${M} ${infer P}`
      ? P
      : never
    : never

/** The paths of the calls that answer a file, as `'/account/orders/:token/invoice.pdf'`. */
export type ApiFilePath = FileCallKey extends infer K
  ? K extends `GET ${infer P}`
    ? P
    : never
  : never

// A name ends at a dot too: `:number.pdf` names `number`.
type NameOf<S extends string> = S extends `${infer Name}.${string}` ? Name : S
type ParamNames<P extends string> =
  P extends `${string}:${infer Name}/${infer Rest}`
    ? NameOf<Name> | ParamNames<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? NameOf<Name>
      : never

type PathOf<K extends ApiCallKey> = K extends `${string} ${infer P}` ? P : never

/** Optional when every field is. */
type Part<Name extends string, T> = [T] extends [never]
  ? unknown
  : object extends T
    ? { [N in Name]?: T }
    : { [N in Name]: T }

/** What one call takes: its path parameters, its query and its body, each where it has them. */
export type ApiInput<K extends ApiCallKey> = Part<
  'params',
  [ParamNames<PathOf<K>>] extends [never]
    ? never
    : Record<ParamNames<PathOf<K>>, string>
> &
  Part<'query', ApiCalls[K] extends { query: infer Q } ? InputOf<Q> : never> &
  Part<'body', ApiCalls[K] extends { body: infer B } ? InputOf<B> : never>

/** A zod schema's input type, read structurally so this file needs no zod at run time. */
type InputOf<S> = S extends { _zod: { input: infer I } } ? I : never

type Args<K extends ApiCallKey> =
  object extends ApiInput<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>]

/**
 * The shop API, typed from its contract: a path that is not a call, a missing parameter or a
 * field of the wrong type fails to compile, and every answer has its call's type.
 *
 * @example
 * const { cart } = await api.get('/shop/cart/current')
 * await api.post('/shop/cart/add', { body: { token: cart.token, productId: 12 } })
 * await api.get('/shop/categories/:id', { params: { id: 'gloves' }, query: { locale: 'en_US' } })
 */
export interface ApiClient {
  get<P extends ApiPath<'GET'>>(
    path: P,
    ...input: Args<`GET ${P}`>
  ): Promise<ApiAnswer<`GET ${P}`>>
  post<P extends ApiPath<'POST'>>(
    path: P,
    ...input: Args<`POST ${P}`>
  ): Promise<ApiAnswer<`POST ${P}`>>
  delete<P extends ApiPath<'DELETE'>>(
    path: P,
    ...input: Args<`DELETE ${P}`>
  ): Promise<ApiAnswer<`DELETE ${P}`>>
}

interface LooseInput {
  params?: Record<string, string>
  query?: Record<string, unknown>
  body?: unknown
}

/** Fills a call's path parameters and appends its query; undefined values are left out. */
function callPath(path: string, input: LooseInput = {}): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(input.params?.[name] ?? ''),
  )
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== null)
      query.append(
        name,
        typeof value === 'string' ? value : JSON.stringify(value),
      )
  const search = query.toString()
  return search ? `${filled}?${search}` : filled
}

/**
 * The address of a file call (an invoice PDF) for a plain link. The typed client does not offer
 * these calls: the browser fetches the file itself, with the session cookie, and saves it.
 *
 * @example
 * <a href={apiFileHref('/account/orders/:token/invoice.pdf', { token })} download>Invoice</a>
 * // → '/api/account/orders/3f9c…/invoice.pdf'
 * apiFileHref('/account/statement.pdf', {}, { month: '2026-10' })
 * // → '/api/account/statement.pdf?month=2026-10'
 */
export function apiFileHref<P extends ApiFilePath>(
  path: P,
  params: Record<ParamNames<P>, string>,
  query?: Record<string, string>,
): string {
  return `/api${callPath(path, { params, query })}`
}

/** The typed client over a transport (the shop's fetch with cookies, a test double, …). */
export function createApiClient(transport: ApiTransport): ApiClient {
  const send = (method: ApiMethod) => (path: string, input?: LooseInput) =>
    transport.request(
      method,
      callPath(path, input),
      method === 'GET' ? undefined : (input?.body ?? {}),
    )
  return {
    get: send('GET'),
    post: send('POST'),
    delete: send('DELETE'),
  } as ApiClient
}
