import type { AddressInfo } from 'node:net'
import { NetworkError } from '@shop/commerce-client'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { errorHandler } from './error-handler'
import { silentLogger } from '@shop/node-server/log'

describe('errorHandler', () => {
  it('answers an unreachable commerce backend with a 503 from any call, and anything unknown with a 500', async () => {
    const app = express()
    app.get('/down', () => {
      throw new NetworkError('failed')
    })
    app.get('/bug', () => {
      throw new TypeError('a bug')
    })
    app.use(errorHandler(silentLogger))
    const server = app.listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const down = await fetch(`${base}/down`)
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({
        message:
          'The shop is temporarily unavailable. Please try again in a moment.',
      })
      const bug = await fetch(`${base}/bug`)
      expect(bug.status).toBe(500)
      expect(((await bug.json()) as { message: string }).message).toBe(
        'Something went wrong. Please try again.',
      )
    } finally {
      server.close()
    }
  })
})
