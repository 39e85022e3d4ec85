import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createCommerceBackend } from '../app'

// Issue 30, item 9: the backend answers its API server, which calls from Node and names no
// origin. A browser page of another site (or one rebound to this machine) gets no CORS answer and
// no websocket; GraphiQL and introspection are there only when a developer asks for them.
const TOOLS_ORIGIN = 'http://localhost:4100'

describe('what the backend answers a browser', () => {
  let plain: Awaited<ReturnType<typeof createCommerceBackend>>
  let tools: Awaited<ReturnType<typeof createCommerceBackend>>
  const urls = { plain: '', tools: '' }

  beforeAll(async () => {
    const config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      tokenSecret: 'origins-test',
      serviceSecret: 'origins-test',
      production: false,
      seed: false,
    }
    ;[plain, tools] = await Promise.all([
      // As `npm start` runs it: development, nothing asked for.
      createCommerceBackend(config),
      createCommerceBackend({
        ...config,
        graphiql: true,
        corsOrigins: [TOOLS_ORIGIN],
      }),
    ])
    urls.plain = await plain.listen()
    urls.tools = await tools.listen()
  }, 90_000)
  afterAll(async () => {
    await plain?.close()
    await tools?.close()
  })

  const post = (base: string, body: unknown, headers = {}) =>
    fetch(`${base}/graphql/commerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('gives no CORS answer unless an origin is configured, and never with credentials', async () => {
    const evil = { origin: 'https://evil.example' }
    const answer = await post(urls.plain, { query: '{ __typename }' }, evil)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
    const preflight = await fetch(`${urls.plain}/graphql/commerce`, {
      method: 'OPTIONS',
      headers: {
        ...evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    // A configured origin is answered, without credentials; another one is not.
    const configured = await post(
      urls.tools,
      { query: '{ __typename }' },
      { origin: TOOLS_ORIGIN },
    )
    expect(configured.headers.get('access-control-allow-origin')).toBe(
      TOOLS_ORIGIN,
    )
    expect(
      configured.headers.get('access-control-allow-credentials'),
    ).toBeNull()
    const other = await post(urls.tools, { query: '{ __typename }' }, evil)
    expect(other.headers.get('access-control-allow-origin')).not.toBe(
      'https://evil.example',
    )
  })

  it('answers introspection and serves GraphiQL only when a developer asks for them', async () => {
    const query = '{ __schema { queryType { name } } }'
    const refused = (await (await post(urls.plain, { query })).json()) as {
      data?: unknown
      errors?: { message: string }[]
    }
    expect(refused.data).toBeUndefined()
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i)
    expect(await (await post(urls.tools, { query })).json()).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    })
    // `__typename` is not introspection: the shop's unions need it.
    expect(
      await (await post(urls.plain, { query: '{ __typename }' })).json(),
    ).toEqual({ data: { __typename: 'Query' } })

    const page = (base: string) =>
      fetch(`${base}/graphql/commerce`, { headers: { accept: 'text/html' } })
    expect(await (await page(urls.plain)).text()).not.toMatch(/graphiql/i)
    expect(await (await page(urls.tools)).text()).toMatch(/graphiql/i)
  })

  it('refuses GraphiQL in production', async () => {
    await expect(
      createCommerceBackend({
        port: 0,
        host: '127.0.0.1',
        dataDir: 'memory://',
        tokenSecret: 'origins-test',
        serviceSecret: 'origins-test',
        production: true,
        seed: false,
        graphiql: true,
      }),
    ).rejects.toThrow(/COMMERCE_GRAPHIQL/)
  })

  /** Opens the subscriptions websocket: 'open', or the status it was refused with. */
  const connect = (base: string, origin?: string) =>
    new Promise<number | 'open'>((resolve, reject) => {
      const socket = new WebSocket(
        `${base.replace('http', 'ws')}/graphql/commerce`,
        'graphql-transport-ws',
        origin ? { origin } : {},
      )
      socket.once('open', () => {
        socket.close()
        resolve('open')
      })
      socket.once('unexpected-response', (_request, response) =>
        resolve(response.statusCode ?? 0),
      )
      socket.once('error', reject)
    })

  it('refuses a websocket a page of another origin opens', async () => {
    expect(await connect(urls.plain, 'https://evil.example')).toBe(403)
    expect(await connect(urls.plain, 'null')).toBe(403)
    expect(await connect(urls.tools, 'https://evil.example')).toBe(403)
    // The API server (Node) names no origin; a configured origin may subscribe.
    expect(await connect(urls.plain)).toBe('open')
    expect(await connect(urls.tools, TOOLS_ORIGIN)).toBe('open')
  })
})
