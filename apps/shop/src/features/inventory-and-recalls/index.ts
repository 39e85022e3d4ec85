// What routes and other features may import from inventory-and-recalls (decision 027): the rest is internal.
export { InventoryList } from './inventory-list'
export { inventorySearch } from './inventory-search'
