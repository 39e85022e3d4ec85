export type {
  AttributeRow,
  CategoryRow,
  GroupRow,
  ProductRow,
} from './catalogue-shared'
export { rowsOf } from './catalogue-shared'
export { CategoryService } from './categories'
export { contentResolvers } from './content-resolvers'
export { ContentService } from './content'
export { ProductListingService } from './product-listing'
export { ProductService } from './products'
export { catalogueResolvers } from './resolvers'
