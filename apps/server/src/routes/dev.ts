import { OutboxMessagesDocument } from '@shop/commerce-client'
import { isFromThisMachine } from '@shop/node-server/local'
import type { ApiHandlers } from '../context'
import { notFound } from '../http/errors'

/**
 * Development tools: absent in production, where the backend refuses them too, and answered only
 * to this machine (the outbox's links sign people in): its socket, the visitor the shop names and
 * the Host asked for must all be this machine's, whoever calls (the shop's server render
 * forwards its visitor's address).
 */
export const devHandlers = {
  'GET /dev/outbox': async ({ req, ctx }) => {
    const { config, commerce } = ctx.deps
    if (config.production || !isFromThisMachine(req)) throw notFound('The page')
    // The backend lists its outbox to trusted callers only (the service secret).
    const { outboxMessages } = await commerce.request(
      OutboxMessagesDocument,
      { limit: 100 },
      { headers: { 'x-service-secret': config.serviceSecret } },
    )
    return { messages: outboxMessages }
  },
} satisfies Partial<ApiHandlers>
