// What routes and other features may import from orders (decision 027): the rest is internal.
export { InvoiceLink, InvoiceStatus } from './invoice-link'
export { OrderHistory } from './order-history'
export { OrderLines } from './order-lines'
export { OrderState } from './order-state'
export { ReorderToast } from './reorder-toast'
export { reorderLines, useReorder } from './use-reorder'
