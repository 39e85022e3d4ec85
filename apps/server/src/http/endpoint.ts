import type { NextFunction, Request, Response, Router } from 'express'
import {
  PRICING_CONTEXT_HEADER,
  SHOP_SERVER_SECRET_HEADER,
  SharedCache,
} from '@shop/commerce-client'
import type { CallDefinition, CallKey } from '@shop/commerce-client/api'
import type { z } from 'zod'
import { HttpError, fromZodIssues } from './errors'

type Calls = Record<CallKey, CallDefinition>
type OutputOf<S> = S extends z.ZodType ? z.output<S> : Record<string, never>

/** What the handler of a file call (`produces`) answers: the bytes and the name to save them as. */
export interface FileAnswer {
  filename: string
  content: Buffer
}

/** A JSON call's answer as its schema takes it; a file call's {@link FileAnswer}. */
type AnswerOf<TCall extends CallDefinition> = TCall extends {
  response: infer R extends z.ZodType
}
  ? z.input<R>
  : FileAnswer

/** What a handler gets: the parsed query and body of its call, and the per-request context. */
export interface HandlerArgs<TContext, TCall extends CallDefinition> {
  req: Request
  res: Response
  query: OutputOf<TCall['query']>
  body: OutputOf<TCall['body']>
  ctx: TContext
}

/**
 * Answers one call. Its result must fit the call's response schema: a handler that answers
 * another shape fails to compile, and outside production fails its request too.
 */
export type Handler<TContext, TCall extends CallDefinition> = (
  args: HandlerArgs<TContext, TCall>,
) => AnswerOf<TCall> | Promise<AnswerOf<TCall>>

/** A handler for every call of a contract (a missing one fails to compile). */
export type Handlers<TContext, TCalls extends Calls> = {
  [K in keyof TCalls]: TCalls[K] extends CallDefinition
    ? Handler<TContext, TCalls[K]>
    : never
}

export interface MountOptions<TContext> {
  /**
   * What the shared answers are keyed by besides their address: the backend's catalogue version,
   * so a change is not waited out (README, "Caches").
   */
  sharedVersion?: () => Promise<string>
  /**
   * The caller's pricing context (decision 033), for `priced` calls: their answers are shared per
   * context; null (list prices) shares the public answer.
   */
  pricingContext?: (ctx: TContext) => Promise<string | null>
  /** Checks every answer against its call's response schema (tests and development). */
  checkAnswers: boolean
  /**
   * Where a browser that opens a protected file call without a session is sent instead of a 401
   * (303 See Other), given the path it asked for: a link to an invoice in an e-mail leads to the
   * sign-in page and back. Calls made by code (no `text/html` in `Accept`) still get the 401.
   */
  signInUrl?: (returnPath: string) => string
}

/**
 * Mounts a contract's calls on a router, each with its handler. `createContext` runs once per
 * request, before the inputs are read: it refuses a caller without a session on an `auth` call,
 * so an anonymous caller learns nothing about a protected call's input rules.
 */
export function mountEndpoints<TContext, TCalls extends Calls>(
  router: Router,
  calls: TCalls,
  handlers: Handlers<TContext, TCalls>,
  createContext: (
    req: Request,
    res: Response,
    auth: boolean,
  ) => TContext | Promise<TContext>,
  options: MountOptions<TContext>,
) {
  for (const key of Object.keys(calls) as (keyof TCalls & CallKey)[]) {
    const call = calls[key]
    const handler = handlers[key] as Handler<TContext, CallDefinition>
    const [method, path] = splitKey(key)
    const shared = call.publicSeconds
      ? new SharedCache<unknown>(1_000, call.publicSeconds * 1000)
      : null
    const answer = async (req: Request, res: Response, ctx?: TContext) => {
      const result = await run(call, handler, req, res, (...args) =>
        ctx === undefined ? createContext(...args) : ctx,
      )
      if (options.checkAnswers) checkAnswer(key, call, result)
      return result
    }
    router[method](
      path,
      async (req: Request, res: Response, next: NextFunction) => {
        try {
          if (shared && call.publicSeconds) {
            // A priced answer is shared only among callers of one pricing context (decision 033),
            // never by a person: one practice's prices never reach another or a proxy.
            const ctx =
              call.priced && options.pricingContext
                ? await createContext(req, res, call.auth)
                : undefined
            const pricing =
              ctx === undefined
                ? null
                : await (
                    options.pricingContext as NonNullable<
                      typeof options.pricingContext
                    >
                  )(ctx)
            // Copies nobody can tell of a change (browsers, proxies, the shop's renders) are kept
            // briefly and never served stale; this process keeps its own longer, per version.
            res.setHeader(
              'Cache-Control',
              `${pricing === null ? 'public' : 'private'}, max-age=${Math.min(call.publicSeconds, PUBLIC_COPY_SECONDS)}`,
            )
            if (call.priced) {
              // Which context the answer is priced by: the shop shares a render under a context
              // only when every priced answer in it says that context (decision 039).
              res.setHeader(PRICING_CONTEXT_HEADER, pricing ?? 'none')
              res.setHeader(
                'Vary',
                `Cookie, ${PRICING_CONTEXT_HEADER}, ${SHOP_SERVER_SECRET_HEADER}`,
              )
            }
            const version = (await options.sharedVersion?.()) ?? ''
            // One answer per address, catalogue version and pricing context, shared by every
            // caller of that context until it expires.
            res.json(
              await shared.get(
                `${version} ${pricing ?? '-'} ${req.originalUrl}`,
                () => answer(req, res, ctx),
              ),
            )
            return
          }
          const result = await answer(req, res)
          if (res.headersSent) return
          if (call.produces) sendFile(res, call.produces, result as FileAnswer)
          else res.json(result)
        } catch (error) {
          if (
            call.produces &&
            options.signInUrl &&
            error instanceof HttpError &&
            error.status === 401 &&
            navigates(req)
          ) {
            res.redirect(303, options.signInUrl(req.originalUrl))
            return
          }
          next(error)
        }
      },
    )
  }
}

/**
 * How long a browser, a proxy or the shop's renders may keep a public answer: they cannot hear of
 * a catalogue change, so this is their share of the one-minute promise (README, "Caches").
 */
export const PUBLIC_COPY_SECONDS = 10

/** `'GET /shop/categories/:id'` → Express's method and path. */
export function splitKey(key: CallKey) {
  const space = key.indexOf(' ')
  return [
    key.slice(0, space).toLowerCase() as 'get' | 'post' | 'delete',
    key.slice(space + 1),
  ] as const
}

/** An answer that does not fit its schema is the API's own bug: a 500 that names the call. */
function checkAnswer(key: string, call: CallDefinition, result: unknown) {
  if (call.produces) {
    const file = result as Partial<FileAnswer> | null
    if (!Buffer.isBuffer(file?.content) || !file.filename)
      throw new Error(`${key} answered no file.`)
    return
  }
  const checked = call.response.safeParse(result)
  if (!checked.success)
    throw new Error(
      `${key} answered a shape its contract does not describe: ${checked.error.message}`,
    )
}

/**
 * A file to save, never to show in place. The name is always quoted (Express leaves a plain one
 * bare) and kept to characters every browser saves as they are.
 */
function sendFile(res: Response, type: string, file: FileAnswer) {
  const filename = file.filename.replace(/[^\w.-]/g, '_')
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`)
  res.type(type)
  res.send(file.content)
}

/** A browser opening the address (a link, a redirect), not code calling the API. */
const navigates = (req: Request) =>
  (req.get('accept') ?? '').includes('text/html')

/** Checks the caller, then validates the inputs at the edge, then runs the handler. */
async function run<TContext>(
  call: CallDefinition,
  handler: Handler<TContext, CallDefinition>,
  req: Request,
  res: Response,
  createContext: (
    req: Request,
    res: Response,
    auth: boolean,
  ) => TContext | Promise<TContext>,
): Promise<unknown> {
  const ctx = await createContext(req, res, call.auth)
  const badQuery = refusedInput(req.query)
  if (badQuery.length) throw fromZodIssues(badQuery, 'query')
  const badBody = refusedInput(req.body)
  if (badBody.length) throw fromZodIssues(badBody, 'body')
  const query = call.query
    ? call.query.safeParse(req.query)
    : { success: true as const, data: {} }
  if (!query.success) throw fromZodIssues(query.error.issues, 'query')
  const body = call.body
    ? call.body.safeParse(req.body ?? {})
    : { success: true as const, data: {} }
  if (!body.success) throw fromZodIssues(body.error.issues, 'body')
  return handler({
    req,
    res,
    query: query.data,
    body: body.data,
    ctx,
  })
}

/** Deeper than any input of the API (a bulk add's lines are three levels). */
const MAX_INPUT_DEPTH = 16

/**
 * What no call accepts in a parsed query or JSON body: a string with a NUL character (Postgres
 * cannot store one in text), or nesting deeper than {@link MAX_INPUT_DEPTH}. A loop, not recursion:
 * `[` × 5,000 overflowed the stack of a recursive walk here and answered 500.
 */
function refusedInput(
  value: unknown,
): { path: PropertyKey[]; message: string }[] {
  const found: { path: PropertyKey[]; message: string }[] = []
  const pending: { value: unknown; path: PropertyKey[] }[] = [
    { value, path: [] },
  ]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next
    if (typeof item === 'string') {
      if (item.includes('\u0000'))
        found.push({ path, message: 'Must not contain a null character.' })
    } else if (item !== null && typeof item === 'object') {
      if (path.length >= MAX_INPUT_DEPTH)
        return [
          {
            path: [],
            message: `Must not be nested deeper than ${MAX_INPUT_DEPTH} levels.`,
          },
        ]
      // Reversed onto the stack, so violations come in document order.
      for (const [key, child] of Object.entries(item).reverse())
        pending.push({ value: child, path: [...path, key] })
    }
  }
  return found
}
