import { OutboxMessagesDocument } from '@shop/commerce-client'
import { isLocalAddress } from '@shop/node-server/local'
import type { ApiHandlers } from '../context'
import { notFound } from '../http/errors'

/**
 * Development tools: absent in production, where the backend refuses them too, and answered only
 * to this machine (the outbox's links sign people in).
 */
export const devHandlers = {
  'GET /dev/outbox': async ({ req, ctx }) => {
    const { config, commerce } = ctx.deps
    if (config.production || !isLocalAddress(req.ip)) throw notFound('The page')
    // The backend lists its outbox to trusted callers only (the service secret).
    const { outboxMessages } = await commerce.request(
      OutboxMessagesDocument,
      { limit: 100 },
      { headers: { 'x-service-secret': config.serviceSecret } },
    )
    return { messages: outboxMessages }
  },
} satisfies Partial<ApiHandlers>
