export { standingOrderResolvers } from './resolvers'
export type { StandingOrderView } from './standing-order-views'
export { StandingOrderService } from './standing-orders'
