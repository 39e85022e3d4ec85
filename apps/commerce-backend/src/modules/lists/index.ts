export type { OrderListView } from './order-list-views'
export type { ListToCart } from './order-lists'
export { OrderListService } from './order-lists'
export { orderListResolvers } from './resolvers'
