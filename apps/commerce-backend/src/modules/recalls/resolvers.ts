import { toId } from '../../shared/validation'
import type { Resolvers } from '../../graphql/generated/commerce-types'
import {
  requireMember,
  requireTrusted,
  result,
} from '../../graphql/resolver-helpers'

/** Recalls of lots and each practice's notices of the recalled lots it received. */
export const recallResolvers = {
  Query: {
    recallNotices: (_, args, ctx) =>
      ctx.services.recalls.notices(requireMember(ctx), args.open !== false),
  },

  Mutation: {
    acknowledgeRecall: (_, args, ctx) =>
      result('RecallNoticeSuccess', async () => ({
        notice: await ctx.services.recalls.acknowledge(
          requireMember(ctx),
          toId(args.id),
        ),
      })),
    recordLotRecall: (_, args, ctx) => {
      requireTrusted(ctx)
      return result('LotRecallRecorded', () =>
        ctx.services.recalls.record(args),
      )
    },
  },

  LotRecall: {
    recordedAt: (r) => r.recordedAt.toISOString(),
  },

  RecallNotice: {
    id: ({ notice }) => String(notice.id),
    createdAt: ({ notice }) => notice.createdAt.toISOString(),
    acknowledgedAt: ({ notice }) =>
      notice.acknowledgedAt?.toISOString() ?? null,
  },
} satisfies Resolvers
