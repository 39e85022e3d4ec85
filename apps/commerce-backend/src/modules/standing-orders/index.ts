export { standingOrderResolvers } from './resolvers'
export type { StandingOrderView } from './standing-orders'
export { StandingOrderService } from './standing-orders'
