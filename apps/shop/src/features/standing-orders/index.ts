// What routes and other features may import from standing-orders (decision 027): the rest is internal.
export type { CartChoices } from './new-standing-order-form'
export { StandingOrderLink } from './standing-order-link'
export {
  standingOrderQuery,
  standingOrdersQuery,
} from './standing-order-queries'
export { StandingOrderPage } from './standing-order'
export { StandingOrders } from './standing-orders'
