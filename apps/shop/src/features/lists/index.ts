// What routes and other features may import from lists (decision 027): the rest is internal.
export { AddToList } from './add-to-list'
export { listQuery, listsQuery } from './list-queries'
export type { OrderList } from './list-queries'
export { OrderListPage } from './order-list'
export { OrderLists } from './order-lists'
