import type { CallDefinition, CallKey } from '@shop/commerce-client/api'
import { z } from 'zod'
import { splitKey } from './endpoint'

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

/** A request's schema as a caller sends it; an answer's as the API sends it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  })
  return rest
}

/** The OpenAPI 3.1 document of the API, generated from the same schemas that validate it. */
export function buildOpenApiDocument(
  calls: Record<CallKey, CallDefinition>,
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [key, e] of Object.entries(calls) as [CallKey, CallDefinition][]) {
    const [method, callPath] = splitKey(key)
    const path = `/api${callPath.replace(/:(\w+)/g, '{$1}')}`
    const parameters: unknown[] = []
    for (const match of callPath.matchAll(/:(\w+)/g)) {
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
      200: e.produces
        ? {
            description:
              'The file, to save (`Content-Disposition: attachment`)',
            headers: {
              'Content-Disposition': {
                schema: { type: 'string' },
                description: 'attachment; filename="…"',
              },
            },
            content: {
              [e.produces]: { schema: { type: 'string', format: 'binary' } },
            },
          }
        : {
            description: 'Success',
            content: {
              'application/json': {
                schema: jsonSchema(e.response, 'output'),
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
    if (e.auth && e.produces)
      responses[303] = {
        description:
          'Not signed in, and a browser opened the address (`Accept` has `text/html`): to the shop’s sign-in page, which leads back here',
        headers: { Location: { schema: { type: 'string', format: 'uri' } } },
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
    paths[path][method] = {
      summary: e.summary,
      tags: [e.tag],
      operationId: `${method}${path.replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
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
