import { OutboxMessagesDocument } from '@shop/commerce-client'
import type { GraphQLRequestError } from '@shop/commerce-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, TEST_SERVICE_SECRET } from '../../test-backend'
import { enqueueMail } from './outbox'

// The local outbox page's listing: the service secret only, and never in production.

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>
let development: TestBackend
let production: TestBackend

beforeAll(async () => {
  ;[development, production] = await Promise.all([
    startTestBackend({ seed: false }),
    startTestBackend({ seed: false, production: true }),
  ])
}, 60_000)

afterAll(async () => {
  await development?.backend.close()
  await production?.backend.close()
})

const trusted = { headers: { 'x-service-secret': TEST_SERVICE_SECRET } }

const refusal = (request: Promise<unknown>) =>
  request.then(
    () => null,
    (error: GraphQLRequestError) => ({
      code: error.code,
      message: error.message,
    }),
  )

describe('outboxMessages', () => {
  it('lists the newest messages first, with how sending went, to the service secret only', async () => {
    const { backend, commerce } = development
    for (const n of [1, 2, 3])
      await enqueueMail(backend.database.db, {
        kind: 'order-confirmation',
        to: `buyer${n}@clinic.example`,
        subject: `Order SO-${n}`,
        text: `Order SO-${n} is placed.`,
        html: `<p>Order SO-${n} is placed.</p>`,
      })
    expect(await backend.mail.runOnce()).toBe(3)

    expect(
      await refusal(commerce.request(OutboxMessagesDocument, {})),
    ).toMatchObject({ code: 'FORBIDDEN' })
    expect(
      await refusal(
        commerce.request(
          OutboxMessagesDocument,
          {},
          { headers: { 'x-service-secret': 'guessed' } },
        ),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' })

    const { outboxMessages } = await commerce.request(
      OutboxMessagesDocument,
      {},
      trusted,
    )
    expect(outboxMessages.map((m) => m.subject)).toEqual([
      'Order SO-3',
      'Order SO-2',
      'Order SO-1',
    ])
    expect(outboxMessages[0]).toMatchObject({
      kind: 'order-confirmation',
      recipient: 'buyer3@clinic.example',
      text: 'Order SO-3 is placed.',
      html: '<p>Order SO-3 is placed.</p>',
      attempts: 1,
      lastError: null,
      failedAt: null,
    })
    expect(Date.parse(outboxMessages[0]!.createdAt)).not.toBeNaN()
    expect(Date.parse(outboxMessages[0]!.sentAt ?? '')).not.toBeNaN()

    const limited = await commerce.request(
      OutboxMessagesDocument,
      { limit: 2 },
      trusted,
    )
    expect(limited.outboxMessages.map((m) => m.subject)).toEqual([
      'Order SO-3',
      'Order SO-2',
    ])
  })

  it('is not available in production, even with the service secret', async () => {
    expect(
      await refusal(
        production.commerce.request(OutboxMessagesDocument, {}, trusted),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'The outbox is not available in production.',
    })
  })
})
