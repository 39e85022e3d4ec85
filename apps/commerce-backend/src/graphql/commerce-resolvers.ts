import { cartResolvers } from '../modules/carts'
import { catalogueResolvers } from '../modules/catalogue'
import { companyResolvers, orderCompanyFields } from '../modules/companies'
import { customerResolvers } from '../modules/customers'
import type { Resolvers } from './generated/commerce-types'
import { Money } from './money'
import { orderListResolvers } from '../modules/lists'
import { standingOrderResolvers } from '../modules/standing-orders'
import { orderResolvers } from '../modules/orders'
import { outboxResolvers } from '../modules/mail'
import { priceResolvers } from '../modules/prices'
import { recallResolvers } from '../modules/recalls'
import { taxResolvers } from '../modules/tax'

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
  ...taxResolvers,
  // An order's company fields (who placed it, its approval) are the companies module's, its tax
  // and the company's exemption certificates the tax module's.
  Order: {
    ...orderResolvers.Order,
    ...orderCompanyFields,
    ...taxResolvers.Order,
  },
  OrderItem: { ...orderResolvers.OrderItem, ...taxResolvers.OrderItem },
  Company: { ...companyResolvers.Company, ...taxResolvers.Company },
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
    ...priceResolvers.Query,
  },
  Mutation: {
    ...customerResolvers.Mutation,
    ...cartResolvers.Mutation,
    ...orderResolvers.Mutation,
    ...companyResolvers.Mutation,
    ...recallResolvers.Mutation,
    ...orderListResolvers.Mutation,
    ...standingOrderResolvers.Mutation,
    ...taxResolvers.Mutation,
  },
  Subscription: orderResolvers.Subscription,
}
