// What routes and other features may import from catalogue (decision 027): the rest is internal.
export { AddToCart } from './add-to-cart'
export { CatalogueBreadcrumbs } from './catalogue-breadcrumbs'
export { CategoryListingView } from './category-listing'
export {
  breadcrumbTrail,
  parseAttributeIds,
  parseCategoryPath,
  pathMatches,
  usableSelection,
} from './category-path'
export { cachedCounts, configuratorListing, configure } from './configuration'
export { formatLimitInput, parseLimitInput } from './limit-input'
export { ListingPagination, SortSelect } from './listing-controls'
export {
  PAGE_SIZE,
  pageCount,
  validateCategorySearch,
  validateProductSearch,
} from './listing-search'
export type { CategorySearch } from './listing-search'
export { ProductCards, ProductLink } from './product-card'
export { PurchaseLimits } from './purchase-limits'
export { breadcrumbList, productData } from './structured-data'
