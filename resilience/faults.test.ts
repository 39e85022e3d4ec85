import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, startResilienceStack } from './stack'
import type { ResilienceStack } from './stack'

let stack: ResilienceStack
beforeAll(async () => {
  stack = await startResilienceStack()
})
afterAll(() => stack?.stop())

const timed = async (run: () => Promise<Response>) => {
  const started = Date.now()
  const res = await run()
  await res.arrayBuffer()
  return { status: res.status, ms: Date.now() - started, res }
}

describe('faults', () => {
  it('17. with the backend stopped, pages answer 503 and the API a 503 JSON within seconds; both recover without a restart', async () => {
    await stack.stopBackend()
    const page = await timed(() => fetch(`${stack.shopUrl}/en/shop/protection`))
    expect(page.status).toBe(503)
    expect(page.ms).toBeLessThan(10_000)
    const started = Date.now()
    const api = await fetch(`${stack.apiUrl}/api/shop/categories`)
    expect(api.status).toBe(503)
    // The request id names the failure in the logs (decision 023).
    expect(await api.json()).toEqual({
      message: expect.stringMatching(/unavailable/i),
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
    })
    expect(Date.now() - started).toBeLessThan(10_000)

    await stack.startBackend()
    await expect
      .poll(
        async () => (await fetch(`${stack.shopUrl}/en/shop/protection`)).status,
        { timeout: 20_000, interval: 500 },
      )
      .toBe(200)
    expect((await fetch(`${stack.apiUrl}/api/shop/categories`)).status).toBe(
      200,
    )
  })

  it('18. with the backend 2 s slow, the shop still answers and an add is written once', async () => {
    const cookie = await signIn(stack.apiUrl)
    const headers = { cookie, 'content-type': 'application/json' }
    const cart = async () =>
      (
        (await (
          await fetch(`${stack.apiUrl}/api/shop/cart/current`, { headers })
        ).json()) as {
          cart: {
            token: string
            items: { quantity: number; product: { sku: string } }[]
          }
        }
      ).cart
    const before = await cart()
    const quantityOf = (c: typeof before) =>
      c.items.find((i) => i.product.sku === 'SYR-LL-E-V5-P50')?.quantity ?? 0

    stack.proxy.setDelay(2_000)
    try {
      const page = await timed(() =>
        fetch(`${stack.shopUrl}/en/shop/protection`),
      )
      expect(page.status).toBe(200)
      const add = await fetch(`${stack.apiUrl}/api/shop/cart/bulk-add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          token: before.token,
          items: [{ sku: 'SYR-LL-E-V5-P50', quantity: 1 }],
        }),
      })
      expect(add.status).toBe(200)
    } finally {
      stack.proxy.setDelay(0)
    }
    expect(quantityOf(await cart())).toBe(quantityOf(before) + 1)
  })

  it('21. SIGTERM lets the API server finish every accepted request, then it exits', async () => {
    stack.proxy.setDelay(1_000)
    try {
      const requests = Array.from({ length: 30 }, () =>
        fetch(`${stack.apiUrl}/api/app-config?locale=en_US`).then(
          async (res) => ({ status: res.status, body: await res.json() }),
          (error: unknown) => ({ status: 0, body: String(error) }),
        ),
      )
      // Every request is accepted and waiting on the slow backend when the signal arrives.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const exited = stack.stopChild(stack.api)
      const answers = await Promise.all(requests)
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200))
      expect(await exited).toBe(0)
      // Gone for new requests, as a load balancer expects.
      await expect(fetch(`${stack.apiUrl}/healthz`)).rejects.toThrow()
    } finally {
      stack.proxy.setDelay(0)
      await stack.restartApi()
    }
  })
})
