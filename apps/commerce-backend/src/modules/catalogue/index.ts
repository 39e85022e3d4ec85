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
// The price files (modules/prices) are read and checked by the catalogue import's own reader.
export { readCell } from './import/columns'
export { FileError } from './import/file-kind'
export { readCatalogueFile } from './import/read'
export type { FileFormat, FileKind, Violation } from './import/file-kind'
