import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { EN_MESSAGES } from '@shop/i18n'
import { expect, it } from 'vitest'
import { render } from './entry-server'

it('names the visitor to the API in every call a page makes while it renders', async () => {
  // The API, which decides by the visitor (the development outbox answers this machine only).
  const calls: { path?: string; forwardedFor?: string }[] = []
  const api = createServer((req, res) => {
    calls.push({
      path: req.url,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    })
    // A visitor without a session is nobody to the personal call; the rest is not found.
    const personal = req.url?.startsWith('/api/personal')
    res.writeHead(personal ? 200 : 404, { 'content-type': 'application/json' })
    res.end(personal ? '{}' : '{"message":"Not found"}')
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  try {
    const response = await render(
      new Request('https://shop.example/en/dev/outbox'),
      { scripts: [], styles: [] },
      {
        apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        siteUrl: 'https://shop.example',
        nonce: 'n',
        clientAddress: '203.0.113.9',
        messages: { href: '/i18n/en.test.json', data: EN_MESSAGES },
      },
    )
    await response.text()
    expect(calls.map((call) => call.path)).toContain('/api/dev/outbox')
    expect(calls.every((call) => call.forwardedFor === '203.0.113.9')).toBe(
      true,
    )
  } finally {
    await new Promise((resolve) => api.close(resolve))
  }
})
