import type { NextFunction, Request, Response, Router } from 'express'
import { z } from 'zod'
import { SharedCache } from '@shop/commerce-client'
import { fromZodIssues } from './errors'

type HttpMethod = 'get' | 'post' | 'delete'

/** What a handler gets: the parsed query and body, and the per-request context. */
export interface HandlerArgs<TContext, TQuery, TBody> {
  req: Request
  res: Response
  query: TQuery
  body: TBody
  ctx: TContext
}

/**
 * One API call: its method, path, schemas and handler. The same definition mounts the route,
 * validates every input at the edge, and describes the call in the OpenAPI document.
 */
export interface Endpoint<
  TContext,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  path: string
  summary: string
  tag: string
  /** When true, a caller without a session gets 401 before the handler runs. */
  auth: boolean
  query?: TQuery
  body?: TBody
  /** Documents the success response in the OpenAPI document. */
  response?: z.ZodType
  /**
   * For answers that are the same for everyone (the catalogue, content): browsers and shared
   * caches may keep them this many seconds, and the server shares one answer per address for as
   * long. Never for anything that depends on the caller.
   */
  publicSeconds?: number
  handler: (
    args: HandlerArgs<TContext, z.output<TQuery>, z.output<TBody>>,
  ) => Promise<unknown>
}

/** Keeps the schema types of one endpoint so its handler is fully typed. */
export function endpoint<TContext>() {
  return <
    TQuery extends z.ZodType = z.ZodObject,
    TBody extends z.ZodType = z.ZodObject,
  >(
    definition: Endpoint<TContext, TQuery, TBody>,
  ) => definition as unknown as Endpoint<TContext>
}

/**
 * Mounts endpoints on a router. `createContext` runs once per request, before the inputs are read:
 * it refuses a caller without a session on an `auth` endpoint, so an anonymous caller learns
 * nothing about a protected call's input rules.
 */
export function mountEndpoints<TContext>(
  router: Router,
  endpoints: readonly Endpoint<TContext>[],
  createContext: (
    req: Request,
    res: Response,
    auth: boolean,
  ) => Promise<TContext>,
) {
  for (const e of endpoints) {
    const shared = e.publicSeconds
      ? new SharedCache<unknown>(1_000, e.publicSeconds * 1000)
      : null
    router[e.method](
      e.path,
      async (req: Request, res: Response, next: NextFunction) => {
        try {
          if (shared && e.publicSeconds) {
            res.setHeader(
              'Cache-Control',
              `public, max-age=${e.publicSeconds}, stale-while-revalidate=${e.publicSeconds * 5}`,
            )
            // One answer per address, shared by every caller until it expires.
            res.json(
              await shared.get(req.originalUrl, () =>
                run(e, req, res, createContext),
              ),
            )
            return
          }
          const result = await run(e, req, res, createContext)
          if (!res.headersSent) res.json(result ?? {})
        } catch (error) {
          next(error)
        }
      },
    )
  }
}

/** Checks the caller, then validates the inputs at the edge, then runs the handler. */
async function run<TContext>(
  e: Endpoint<TContext>,
  req: Request,
  res: Response,
  createContext: (
    req: Request,
    res: Response,
    auth: boolean,
  ) => Promise<TContext>,
): Promise<unknown> {
  const ctx = await createContext(req, res, e.auth)
  const badQuery = refusedInput(req.query)
  if (badQuery.length) throw fromZodIssues(badQuery, 'query')
  const badBody = refusedInput(req.body)
  if (badBody.length) throw fromZodIssues(badBody, 'body')
  const query = e.query
    ? e.query.safeParse(req.query)
    : { success: true as const, data: {} }
  if (!query.success) throw fromZodIssues(query.error.issues, 'query')
  const body = e.body
    ? e.body.safeParse(req.body ?? {})
    : { success: true as const, data: {} }
  if (!body.success) throw fromZodIssues(body.error.issues, 'body')
  return (
    (await e.handler({
      req,
      res,
      query: query.data,
      body: body.data,
      ctx,
    })) ?? {}
  )
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
  while (pending.length) {
    const { value: item, path } = pending.pop()!
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

const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['propertyPath', 'message'],
        properties: {
          propertyPath: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
} as const

function jsonSchema(schema: z.ZodType) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  })
  return rest
}

/** The OpenAPI 3.1 document of the API, generated from the same schemas that validate it. */
export function buildOpenApiDocument<TContext>(
  endpoints: readonly Endpoint<TContext>[],
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const e of endpoints) {
    const path = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`
    const parameters: unknown[] = []
    for (const match of e.path.matchAll(/:(\w+)/g)) {
      parameters.push({
        name: match[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })
    }
    if (e.query) {
      const schema = jsonSchema(e.query) as {
        properties?: Record<string, unknown>
        required?: string[]
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: schema.required?.includes(name) ?? false,
          schema: property,
        })
      }
    }
    const responses: Record<string, unknown> = {
      200: {
        description: 'Success',
        content: {
          'application/json': {
            schema: e.response ? jsonSchema(e.response) : {},
          },
        },
      },
      400: {
        description: 'Invalid input',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      },
      500: {
        description: 'Unexpected failure',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      },
    }
    if (e.auth) {
      responses[401] = {
        description: 'Not signed in',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      }
      responses[404] = {
        description: 'Not found',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      }
    }
    paths[path] ??= {}
    paths[path][e.method] = {
      summary: e.summary,
      tags: [e.tag],
      operationId: `${e.method}${path.replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      ...(parameters.length ? { parameters } : {}),
      ...(e.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(e.body) } },
            },
          }
        : {}),
      ...(e.auth ? { security: [{ sessionCookie: [] }] } : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'shop_session' },
      },
    },
  }
}
