import { expect, inject, it } from 'vitest'

// Decision 014: a catalogue page is rendered once and served to every visitor who sees the same
// prices for a few seconds. The shared copy carries the nonce of the render that made it, so two
// visitors within those seconds get the same one. A render that named its request (its id) could
// not be shared, and every visitor would get a render of their own.
/** How long one anonymous render serves every visitor (`SHARED_PAGE_TTL_MS` in the shop server). */
const SHARED_SECONDS_MS = 5_000

it('serves two anonymous visitors of a catalogue page one shared render, naming neither request', async () => {
  const get = () =>
    fetch(`${inject('shopUrl')}/en/shop/protection`, {
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' },
    })
  // Another file may have visited this page moments ago (deploy.e2e.ts does): a render it left
  // would expire between the two visits below. Past the shared seconds, the next visit renders.
  await new Promise((resolve) => setTimeout(resolve, SHARED_SECONDS_MS + 500))
  await (await get()).text()
  const [first, second] = await Promise.all([get(), get()])
  const nonce = (response: Response) =>
    /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1]
  expect(first.status).toBe(200)
  expect(nonce(first)).toBeDefined()
  expect(nonce(second)).toBe(nonce(first))
  const ids = [first, second].map((r) => r.headers.get('x-request-id'))
  expect(ids[0]).not.toBe(ids[1])
  const bodies = await Promise.all([first.text(), second.text()])
  for (const id of ids)
    for (const body of bodies) expect(body).not.toContain(id)
})
