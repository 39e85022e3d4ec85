import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  ENCRYPTION_SECRET,
  SERVICE_SECRET,
  backend,
  call,
  signIn,
  useApiServer,
} from '../../test/api'
import { CookieJar } from '../../test/backend'
import { createApp } from '../app'
import { readConfig } from '../env.server'
import { createJsonLogger } from '@shop/node-server/log'

// The OpenAPI document, and bad input to every call it describes.
useApiServer()

describe('the OpenAPI document', () => {
  it('describes every call in an OpenAPI 3.1 document', async () => {
    const { json } = await call(null, 'GET', '/openapi.json')
    expect(json.openapi).toBe('3.1.0')
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining([
        '/api/shop/cart/add',
        '/api/shop/checkout/order',
        '/api/account/addresses',
      ]),
    )
    expect(
      json.paths['/api/shop/cart/add'].post.requestBody.content[
        'application/json'
      ].schema.properties.quantity,
    ).toBeDefined()
  })

  it('documents the answer of every call with its schema', async () => {
    const { json } = await call(null, 'GET', '/openapi.json')
    const operations = Object.entries(
      json.paths as Record<string, Record<string, OpenApiOperation>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        content: operation.responses[200]?.content ?? {},
      })),
    )
    expect(operations).toHaveLength(100)
    const files = operations.filter(
      ({ content }) => !('application/json' in content),
    )
    // The calls that answer a file: PDFs, described as binary.
    const binary = {
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    }
    expect(files).toEqual([
      { call: 'GET /api/account/orders/{token}/invoice.pdf', content: binary },
      { call: 'GET /api/account/credit-notes/{number}.pdf', content: binary },
      { call: 'GET /api/account/statement.pdf', content: binary },
    ])
    for (const { call: name, content } of operations)
      if (!files.some((file) => file.call === name))
        expect({
          name,
          type: content['application/json']?.schema?.type,
        }).toEqual({ name, type: 'object' })
    const invoice = json.paths['/api/account/orders/{token}/invoice.pdf'].get
    expect(invoice.parameters).toEqual([
      { name: 'token', in: 'path', required: true, schema: { type: 'string' } },
    ])
    expect(invoice.security).toEqual([{ sessionCookie: [] }])
    expect(Object.keys(invoice.responses)).toEqual(
      expect.arrayContaining(['200', '303', '401', '404']),
    )
    const cart =
      json.paths['/api/shop/cart/current'].get.responses[200].content[
        'application/json'
      ].schema
    expect(cart.properties.cart.required).toEqual(
      expect.arrayContaining(['token', 'items', 'totalNet']),
    )
  })
})

interface OpenApiOperation {
  responses: Record<
    string,
    | {
        content: Record<
          string,
          { schema?: { type?: string; format?: string } } | undefined
        >
      }
    | undefined
  >
}

describe('bad input to every call', () => {
  // Values of the wrong type, out of range, too long, or with a character Postgres refuses.
  const BAD_VALUES = [
    null,
    '',
    'x',
    'a\u0000b',
    'a'.repeat(20_000),
    -1,
    0,
    1.5,
    1e20,
    true,
    [],
    [1, 2],
    { a: 1 },
  ]
  const BAD_PATH_VALUES = ['abc', '-1', '0', '99999999999999999999', '%00']

  it('is never answered with a 5xx by any call of the OpenAPI document, and every refusal says why', async () => {
    const { json: spec } = await call(null, 'GET', '/openapi.json')
    const jar = await signIn('orders@lakeview-practice.example')
    const failures: string[] = []
    let requests = 0
    for (const [template, operations] of Object.entries(
      spec.paths as Record<string, Record<string, any>>, // eslint-disable-line @typescript-eslint/no-explicit-any -- OpenAPI JSON
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        // Calls that end or rotate the session would sign the rest of the test out.
        if (method === 'delete' || /logout|refresh-token/.test(template))
          continue
        const path = template.replace(/^\/api/, '')
        const paths = path.includes('{')
          ? BAD_PATH_VALUES.map((value) => path.replace(/\{[^}]+\}/g, value))
          : [path]
        const fields = Object.keys(
          operation.requestBody?.content['application/json'].schema
            .properties ?? {},
        )
        const queryNames = (operation.parameters ?? [])
          .filter((parameter: { in: string }) => parameter.in === 'query')
          .map((parameter: { name: string }) => parameter.name)
        const inputs: { query: string; body?: unknown }[] =
          method === 'get'
            ? [
                { query: '' },
                ...queryNames.flatMap((name: string) =>
                  BAD_PATH_VALUES.map((value) => ({
                    query: `?${name}=${value}`,
                  })),
                ),
              ]
            : [
                { query: '', body: {} },
                { query: '', body: [] },
                ...BAD_VALUES.map((value) => ({
                  query: '',
                  body: Object.fromEntries(fields.map((f) => [f, value])),
                })),
                ...fields.flatMap((field) =>
                  BAD_VALUES.map((value) => ({
                    query: '',
                    body: { [field]: value },
                  })),
                ),
              ]
        for (const p of paths)
          for (const input of inputs) {
            requests++
            const { status, json } = await call(
              jar,
              method.toUpperCase(),
              p + input.query,
              input.body,
            )
            if (
              status >= 500 ||
              (status >= 400 && typeof json.message !== 'string')
            )
              failures.push(
                `${method} ${p}${input.query} ${JSON.stringify(input.body)?.slice(0, 60)} → ${status}`,
              )
          }
      }
    }
    expect(requests).toBeGreaterThan(1000)
    expect(failures).toEqual([])
    // And the session and the database still answer.
    expect((await call(jar, 'GET', '/shop/cart/current')).status).toBe(200)
  }, 60_000)
})

/** The calls of the OpenAPI document, as `{ method, path, operation }`. */
async function openApiCalls() {
  const { json: spec } = await call(null, 'GET', '/openapi.json')
  return Object.entries(
    spec.paths as Record<string, Record<string, any>>, // eslint-disable-line @typescript-eslint/no-explicit-any -- OpenAPI JSON
  ).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: template.replace(/^\/api/, '').replace(/\{[^}]+\}/g, 'abc'),
      operation,
    })),
  )
}

describe('protected calls', () => {
  it('answer an anonymous caller 401 before saying anything about the input', async () => {
    const calls = (await openApiCalls()).filter((c) => c.operation.security)
    expect(calls.length).toBeGreaterThan(20)
    const failures: string[] = []
    for (const { method, path, operation } of calls) {
      const fields = Object.keys(
        operation.requestBody?.content['application/json'].schema.properties ??
          {},
      )
      const queryNames = (operation.parameters ?? [])
        .filter((parameter: { in: string }) => parameter.in === 'query')
        .map((parameter: { name: string }) => parameter.name)
      const query = queryNames.length
        ? `?${queryNames.map((name: string) => `${name}=%00`).join('&')}`
        : ''
      const bodies =
        method === 'GET'
          ? [undefined]
          : [
              [],
              Object.fromEntries(fields.map((f) => [f, null])),
              { [fields[0] ?? 'x']: 'a\u0000b' },
            ]
      for (const body of bodies) {
        const { status } = await call(null, method, path + query, body)
        if (status !== 401)
          failures.push(
            `${method} ${path}${query} ${JSON.stringify(body)} → ${status}`,
          )
      }
    }
    expect(failures).toEqual([])
  })
})

describe('deeply nested JSON', () => {
  it('is refused with a 400 and violations by every call, and logs no error', async () => {
    const lines: { level: string }[] = []
    const config = readConfig({
      COMMERCE_BACKEND_URL: backend.url,
      COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
      ENCRYPTION_SECRET,
    })
    const app = createApp(config, {
      logger: createJsonLogger((line) => lines.push(JSON.parse(line))),
    })
    const server = app.listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    const own = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
    try {
      // Signed in, so that protected calls read their input too.
      const jar = new CookieJar()
      jar.store(
        await fetch(`${own}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: 'buyer@northside-clinic.example',
            password: 'demo1234',
          }),
        }),
      )
      const failures: string[] = []
      const posts = (await openApiCalls()).filter((c) => c.method === 'POST')
      expect(posts.length).toBeGreaterThan(20)
      for (const { path } of posts)
        for (const body of [
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
          `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
        ]) {
          const res = await fetch(`${own}${path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: jar.header(),
            },
            body,
          })
          const json = (await res.json()) as {
            message?: unknown
            violations?: unknown[]
          }
          if (
            res.status !== 400 ||
            typeof json.message !== 'string' ||
            !json.violations?.length
          )
            failures.push(`POST ${path} ${body.slice(0, 5)} → ${res.status}`)
        }
      expect(failures).toEqual([])
      expect(lines.filter((line) => line.level === 'error')).toEqual([])
    } finally {
      server.close()
    }
  }, 30_000)
})
