import type { Resolvers } from '../../graphql/generated/commerce-types'

export const priceResolvers: Resolvers = {
  Query: {
    pricedBy: (_, __, ctx) => ctx.pricedBy(),
  },
}
