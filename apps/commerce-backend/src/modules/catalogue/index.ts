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
export { importCatalogue } from './import/import'
export { isStoredImageKey, storedImage } from './import/images'
export { catalogueImportRoutes } from './import/operator-routes'
