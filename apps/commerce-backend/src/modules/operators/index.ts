// The operator API (decision 030): what other modules use to add operator routes and audit them.
export { recordAudit } from './audit'
export { CatalogueVersion } from './catalogue-version'
export {
  OPERATOR_API_PREFIX,
  OperatorError,
  createOperatorApi,
  defineOperatorRoute,
} from './http'
export { readJson } from './body'
export type { OperatorRoute } from './http'
export { keyRoutes } from './routes'
export { SERVICE_SECRET_OPERATOR } from './scopes'
