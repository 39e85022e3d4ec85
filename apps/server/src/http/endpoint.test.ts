import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineCalls } from '@shop/commerce-client/api'
import { mountEndpoints } from './endpoint'
import { notFound, unauthorized } from './errors'

const testCalls = defineCalls({
  'GET /catalogue/:id': {
    summary: 'A shared answer',
    tag: 'catalogue',
    auth: false,
    publicSeconds: 60,
    query: z.object({ locale: z.string().default('en_US') }),
    response: z.strictObject({
      id: z.string(),
      locale: z.string(),
      calls: z.number(),
    }),
  },
  'GET /drifted': {
    summary: 'An answer that no longer fits its schema',
    tag: 'catalogue',
    auth: false,
    response: z.strictObject({ total: z.number() }),
  },
  'GET /files/:name': {
    summary: 'A file to download',
    tag: 'account',
    auth: false,
    produces: 'application/pdf',
  },
})
let calls = 0
let version = 1
let base = ''
let close = () => {}

beforeAll(async () => {
  const router = express.Router()
  mountEndpoints(
    router,
    testCalls,
    {
      'GET /catalogue/:id': async ({ req, query }) => {
        calls += 1
        if (req.params.id === 'missing') throw notFound('The thing')
        return { id: String(req.params.id), locale: query.locale, calls }
      },
      // Typed as the contract says; at run time the backend sent a string (a drifted shape).
      'GET /drifted': async () => ({ total: '3' as unknown as number }),
      'GET /files/:name': async ({ req }) => {
        if (req.params.name === 'private') throw unauthorized()
        if (req.params.name === 'broken')
          return { filename: 'x.pdf', content: 'text' as unknown as Buffer }
        return {
          filename: `${String(req.params.name)}.pdf`,
          content: Buffer.from('%PDF-1.7 …'),
        }
      },
    },
    async () => ({ calls }),
    {
      checkAnswers: true,
      sharedVersion: async () => String(version),
      signInUrl: (path) =>
        `https://shop.example/login?redirect=${encodeURIComponent(path)}`,
    },
  )
  const app = express().use(router)
  app.use(
    (
      error: { status?: number },
      _req: express.Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      res.status(error.status ?? 500).json({})
    },
  )
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => void server.close()
})
afterAll(() => close())

describe('shared public answers', () => {
  it('answers one address once for everyone, with a public Cache-Control', async () => {
    const [a, b] = await Promise.all([
      fetch(`${base}/catalogue/7`),
      fetch(`${base}/catalogue/7`),
    ])
    // Browsers and the shop keep it 10 s and never serve it stale (README, "Caches").
    expect(a.headers.get('cache-control')).toBe('public, max-age=10')
    expect(await a.json()).toEqual(await b.json())
    expect(calls).toBe(1)
    await fetch(`${base}/catalogue/7?locale=de_DE`)
    expect(calls).toBe(2)
  })

  it('does not keep a failure', async () => {
    expect((await fetch(`${base}/catalogue/missing`)).status).toBe(404)
    expect((await fetch(`${base}/catalogue/missing`)).status).toBe(404)
    expect(calls).toBe(4)
  })

  it('answers afresh once the catalogue version moves, within the minute it keeps an answer', async () => {
    const before = (await (await fetch(`${base}/catalogue/9`)).json()) as {
      calls: number
    }
    expect(
      ((await (await fetch(`${base}/catalogue/9`)).json()) as typeof before)
        .calls,
    ).toBe(before.calls)
    // An operator changed the catalogue: the next caller gets a new answer, every caller after
    // shares it.
    version += 1
    const after = (await (await fetch(`${base}/catalogue/9`)).json()) as {
      calls: number
    }
    expect(after.calls).toBeGreaterThan(before.calls)
    expect(
      ((await (await fetch(`${base}/catalogue/9`)).json()) as typeof after)
        .calls,
    ).toBe(after.calls)
  })
})

describe('answers checked against their contract', () => {
  it('refuses to send an answer its response schema does not describe', async () => {
    const response = await fetch(`${base}/drifted`)
    expect(response.status).toBe(500)
  })
})

describe('file answers', () => {
  it('sends the bytes as an attachment of the call’s media type', async () => {
    const response = await fetch(`${base}/files/invoice-7`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="invoice-7.pdf"',
    )
    expect(await response.text()).toBe('%PDF-1.7 …')
  })

  it('sends a signed-out browser to sign in, and answers code 401', async () => {
    const browser = await fetch(`${base}/files/private`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      redirect: 'manual',
    })
    expect(browser.status).toBe(303)
    expect(browser.headers.get('location')).toBe(
      'https://shop.example/login?redirect=%2Ffiles%2Fprivate',
    )
    const code = await fetch(`${base}/files/private`, {
      headers: { accept: '*/*' },
      redirect: 'manual',
    })
    expect(code.status).toBe(401)
  })

  it('refuses to send something that is not a file', async () => {
    expect((await fetch(`${base}/files/broken`)).status).toBe(500)
  })
})
