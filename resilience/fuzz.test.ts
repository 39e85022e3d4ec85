import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, startResilienceStack } from './stack'
import type { ResilienceStack } from './stack'

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
}
interface Operation {
  parameters?: { name: string; in: string; schema: JsonSchema }[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
}

const PER_ENDPOINT = 1_000
// Calls that take no input that could be wrong, or that end the session the fuzzing runs in.
const SKIPPED = new Set([
  '/api/auth/logout',
  '/api/auth/refresh-token',
  '/api/auth/encrypt-refresh-token',
  '/api/shop/payment/webhook',
])

/** A deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Values that no field of the API accepts in place of a well-typed one. */
function badValue(schema: JsonSchema | undefined, next: () => number): unknown {
  const types = [schema?.type ?? schema?.anyOf?.map((s) => s.type)].flat()
  const pool: unknown[] = [
    null,
    { nested: { deeper: ['x'] } },
    ['a', 1],
    -1,
    0,
    1.5,
    1e21,
    Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    'x'.repeat(20_000),
    '<script>alert(1)</script>',
    '=HYPERLINK("http://evil.example")',
    "'; drop table orders; --",
    '\u0000',
    true,
  ]
  const candidates = pool.filter(
    (value) =>
      !(
        (types.includes('string') &&
          typeof value === 'string' &&
          value.length < 500 &&
          value.trim() !== '' &&
          !schema?.enum) ||
        ((types.includes('integer') || types.includes('number')) &&
          typeof value === 'number' &&
          Number.isInteger(value) &&
          value > 0 &&
          value < 1e6) ||
        (types.includes('boolean') && typeof value === 'boolean')
      ),
  )
  return candidates[Math.floor(next() * candidates.length)]
}

/** A body with every property, at least one of which (a required one when there is any) is wrong. */
function badBody(schema: JsonSchema, next: () => number): unknown {
  if (next() < 0.1) return badValue(undefined, next)
  const properties = Object.entries(schema.properties ?? {})
  const required = schema.required ?? []
  const targets = required.length ? required : properties.map(([k]) => k)
  const broken = targets[Math.floor(next() * targets.length)]
  const body: Record<string, unknown> = {}
  for (const [name, property] of properties) {
    if (name === broken) body[name] = badValue(property, next)
    else if (next() < 0.5) body[name] = badValue(property, next)
  }
  if (broken && next() < 0.2) delete body[broken]
  return body
}

let stack: ResilienceStack
let cookie = ''
beforeAll(async () => {
  stack = await startResilienceStack()
  cookie = await signIn(stack.apiUrl, 'orders@lakeview-practice.example')
})
afterAll(() => stack?.stop())

/** What the fuzzing customer can see of their own data. */
async function snapshot() {
  const read = async (path: string) =>
    (await fetch(`${stack.apiUrl}/api${path}`, { headers: { cookie } })).json()
  return {
    me: await read('/user/me'),
    cart: await read('/shop/cart/current'),
    addresses: await read('/account/addresses'),
    orders: await read('/account/orders'),
  }
}

/** Every bad request, in an order fixed by the seed, made one at a time as they are sent. */
function* badRequests(
  paths: Record<string, Record<string, Operation>>,
  next: () => number,
) {
  for (const [path, operations] of Object.entries(paths)) {
    if (SKIPPED.has(path)) continue
    for (const [method, operation] of Object.entries(operations)) {
      const bodySchema =
        operation.requestBody?.content['application/json'].schema
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query')
      if (method === 'post' && !bodySchema?.properties) continue
      if (method === 'get' && query.length === 0 && !path.includes('{'))
        continue
      for (let i = 0; i < PER_ENDPOINT; i++) {
        const url = new URL(
          `${stack.apiUrl}${path.replace(/\{\w+\}/g, () =>
            encodeURIComponent(
              String(badValue({ type: 'string' }, next)),
            ).slice(0, 200),
          )}`,
        )
        for (const parameter of query)
          if (next() < 0.7)
            url.searchParams.set(
              parameter.name,
              String(badValue(parameter.schema, next)).slice(0, 5_000),
            )
        const body =
          method === 'post'
            ? JSON.stringify(badBody(bodySchema!, next))
            : undefined
        yield { method: method.toUpperCase(), url, body }
      }
    }
  }
}

// Requests in flight at once: the API answers several callers at a time, and the run takes a
// fraction of sending them one by one.
const IN_FLIGHT = 8

describe('19. every API endpoint fuzzed with bad input', () => {
  it(`answers ${PER_ENDPOINT} bad inputs per endpoint without a 5xx, and changes nothing`, async () => {
    const openApi = (await (
      await fetch(`${stack.apiUrl}/api/openapi.json`)
    ).json()) as { paths: Record<string, Record<string, Operation>> }
    const before = await snapshot()
    const requests = badRequests(openApi.paths, random(19))
    const failures: string[] = []
    let sent = 0
    // Each sender takes the next request from the one shared sequence.
    async function sender() {
      for (const { method, url, body } of requests) {
        const res = await fetch(url, {
          method,
          headers: {
            cookie,
            'content-type': 'application/json',
            origin: 'http://localhost',
          },
          body,
        })
        await res.arrayBuffer()
        sent += 1
        if (res.status >= 500)
          failures.push(`${method} ${url.pathname}: ${res.status}`)
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender))
    console.log(`fuzzing: ${sent} requests, ${failures.length} answered 5xx`)
    expect(failures.slice(0, 20)).toEqual([])
    expect(await snapshot()).toEqual(before)
  })
})
