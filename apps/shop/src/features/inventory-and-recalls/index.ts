// What routes and other features may import from inventory-and-recalls (decision 027): the rest is internal.
export { InventoryList } from './inventory-list'
export { inventorySearch } from './inventory-search'
// Loaders, not re-exports: these modules stay in their own chunk, out of the importer's first load.
export const loadRecallBanner = () => import('./recall-banner')
