// What routes and other features may import from quick-order (decision 027): the rest is internal.
export { parseQuickOrder, refusedLines } from './quick-order-lines'
export type { QuickOrderLine } from './quick-order-lines'
export { QuickOrderRow, normalise, rowQuantityError } from './quick-order-row'
export type { Row } from './quick-order-row'
export { SkuListImport } from './sku-list-import'
export type { SkuListRefusal } from './sku-list-import'
