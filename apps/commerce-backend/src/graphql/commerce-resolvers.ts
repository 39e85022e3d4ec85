import { cartResolvers } from './cart-resolvers'
import { catalogueResolvers } from './catalogue-resolvers'
import { companyResolvers } from './company-resolvers'
import { customerResolvers } from './customer-resolvers'
import type { Resolvers } from './generated/commerce-types'
import { Money } from './money'
import { orderListResolvers } from './order-list-resolvers'
import { standingOrderResolvers } from './standing-order-resolvers'
import { orderResolvers } from './order-resolvers'
import { outboxResolvers } from './outbox-resolvers'
import { recallResolvers } from './recall-resolvers'

/**
 * The commerce endpoint's resolvers, one module per domain, typed with the types generated from
 * the schema (`npm run codegen -w @shop/commerce-backend`).
 */
export const commerceResolvers: Resolvers = {
  // Each domain's own types as they are; the root types merged below, after them.
  ...catalogueResolvers,
  ...customerResolvers,
  ...cartResolvers,
  ...orderResolvers,
  ...outboxResolvers,
  ...companyResolvers,
  ...recallResolvers,
  ...orderListResolvers,
  ...standingOrderResolvers,
  Money,
  Query: {
    ...catalogueResolvers.Query,
    ...customerResolvers.Query,
    ...cartResolvers.Query,
    ...orderResolvers.Query,
    ...outboxResolvers.Query,
    ...companyResolvers.Query,
    ...recallResolvers.Query,
    ...orderListResolvers.Query,
    ...standingOrderResolvers.Query,
  },
  Mutation: {
    ...customerResolvers.Mutation,
    ...cartResolvers.Mutation,
    ...orderResolvers.Mutation,
    ...companyResolvers.Mutation,
    ...recallResolvers.Mutation,
    ...orderListResolvers.Mutation,
    ...standingOrderResolvers.Mutation,
  },
  Subscription: orderResolvers.Subscription,
}
