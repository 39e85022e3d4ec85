export type { ListToCart, OrderListView } from './order-lists'
export { OrderListService } from './order-lists'
export { orderListResolvers } from './resolvers'
