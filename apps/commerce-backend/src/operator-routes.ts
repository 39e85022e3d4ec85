import { catalogueImportRoutes } from './modules/catalogue'
import { webhookOperatorRoutes } from './modules/events'
import { orderOperatorRoutes } from './modules/orders'
import { invoiceOperatorRoutes } from './modules/orders'
import { recallOperatorRoutes } from './modules/recalls'
// Not through the prices module's index: orders and carts load that index early, and the
// operator module must not be first loaded from there (operators → customers → … → recalls →
// operators would find it half-loaded).
import { priceOperatorRoutes } from './modules/prices/operator-routes'
import { taxOperatorRoutes } from './modules/tax'
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
  ...priceOperatorRoutes,
  ...orderOperatorRoutes(),
  ...taxOperatorRoutes,
  ...invoiceOperatorRoutes(),
]
