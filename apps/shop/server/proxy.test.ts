import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { expect, it } from 'vitest'
import { createProxy } from './proxy'

const listen = async (server: ReturnType<typeof createServer>) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

it('tells the API the visitor’s own address, whatever forwarding header the visitor sent', async () => {
  const api = createServer((req, res) => {
    res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }))
  })
  const app = express()
  app.set('trust proxy', false)
  app.use('/api', createProxy(await listen(api)))
  const shop = createServer(app)
  const shopUrl = await listen(shop)
  try {
    const answer = await fetch(`${shopUrl}/api/anything`, {
      headers: { 'x-forwarded-for': '203.0.113.66' },
    })
    expect(await answer.json()).toEqual({
      forwardedFor: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/),
    })
  } finally {
    shop.close()
    api.close()
  }
})
