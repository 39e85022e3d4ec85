import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJsonLogger } from '@shop/node-server/log'
import { startTestBackend } from './test-backend'

describe('request ids in the backend', () => {
  const lines: Record<string, unknown>[] = []
  let url = ''
  let stop: () => Promise<void> = async () => undefined
  beforeAll(async () => {
    const started = await startTestBackend({
      logger: createJsonLogger((line) => lines.push(JSON.parse(line))),
    })
    url = started.url
    stop = () => started.backend.close()
  }, 60_000)
  afterAll(() => stop())

  const ask = (requestId: string) =>
    fetch(`${url}/graphql/commerce`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      body: JSON.stringify({ query: '{ __typename }' }),
    })

  it("logs the API server's request id with the call it served", async () => {
    const id = 'shop-0123456789abcdef'
    const res = await ask(id)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe(id)
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: 'request',
        requestId: id,
        path: '/graphql/commerce',
        status: 200,
      }),
    )
  })

  it('logs a new id instead of one that is not well formed', async () => {
    lines.length = 0
    const res = await ask('bad id "quoted"')
    const own = res.headers.get('x-request-id')
    expect(own).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.stringify(lines)).not.toContain('quoted')
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'request', requestId: own }),
    )
  })
})
