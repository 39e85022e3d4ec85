import { catalogueImportRoutes } from './modules/catalogue'
import { webhookOperatorRoutes } from './modules/events'
import { invoiceOperatorRoutes } from './modules/orders'
import { recallOperatorRoutes } from './modules/recalls'
import { keyRoutes } from './modules/operators'
import type { OperatorRoute } from './modules/operators'

/**
 * Every route of the operator API (`/operator/v1/...`): a module adds its list here. Built when the
 * backend starts, as modules that import one another may still be loading when this file is.
 */
export const operatorRoutes = (): readonly OperatorRoute[] => [
  ...keyRoutes,
  ...recallOperatorRoutes(),
  ...webhookOperatorRoutes(),
  ...catalogueImportRoutes(),
  ...invoiceOperatorRoutes(),
]
