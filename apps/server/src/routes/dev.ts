import { OutboxMessagesDocument } from '@shop/commerce-client'
import type { ApiHandlers } from '../context'
import { notFound } from '../http/errors'

/** Development tools: absent in production, where the backend refuses them too. */
export const devHandlers = {
  'GET /dev/outbox': async ({ ctx }) => {
    const { config, commerce } = ctx.deps
    if (config.production) throw notFound('The page')
    // The backend lists its outbox to trusted callers only (the service secret).
    const { outboxMessages } = await commerce.request(
      OutboxMessagesDocument,
      { limit: 100 },
      { headers: { 'x-service-secret': config.serviceSecret } },
    )
    return { messages: outboxMessages }
  },
} satisfies Partial<ApiHandlers>
