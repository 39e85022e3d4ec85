import { createGraphQLError } from 'graphql-yoga'
import { MAX_OUTBOX_LISTING } from './outbox'
import type { Resolvers } from '../../graphql/generated/commerce-types'
import { page, requireTrusted } from '../../graphql/resolver-helpers'

/** The e-mail outbox, read out for the shop's local outbox page: a development aid only. */
export const outboxResolvers = {
  Query: {
    outboxMessages: (_, args, ctx) => {
      // Messages hold customers' account links: nobody reads them here in production.
      if (ctx.production)
        throw createGraphQLError('The outbox is not available in production.', {
          extensions: { code: 'FORBIDDEN' },
        })
      requireTrusted(ctx)
      return ctx.services.outbox.recent(
        page(args.limit, 50, MAX_OUTBOX_LISTING),
      )
    },
  },

  OutboxMessage: {
    id: (m) => String(m.id),
    createdAt: (m) => m.createdAt.toISOString(),
    sentAt: (m) => m.sentAt?.toISOString() ?? null,
    failedAt: (m) => m.failedAt?.toISOString() ?? null,
  },
} satisfies Resolvers
