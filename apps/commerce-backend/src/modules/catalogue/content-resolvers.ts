import { GraphQLScalarType } from 'graphql'
import type { GraphQLContext } from '../../graphql/context'

export const contentResolvers = {
  JSON: new GraphQLScalarType({ name: 'JSON', serialize: (value) => value }),
  Query: {
    appConfig: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      ctx.services.content.entry('appConfig'),
    translations: async (_: unknown, __: unknown, ctx: GraphQLContext) =>
      (await ctx.services.content.entry('translations')) ?? {},
    page: (_: unknown, args: { identifier: string }, ctx: GraphQLContext) =>
      // Identifiers are short slugs; anything else names no page.
      /^[a-z0-9-]{1,40}$/.test(args.identifier)
        ? ctx.services.content.entry(`page:${args.identifier}`)
        : null,
  },
}
