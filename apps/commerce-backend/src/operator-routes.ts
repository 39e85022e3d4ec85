import { catalogueImportRoutes } from './modules/catalogue'
import { webhookOperatorRoutes } from './modules/events'
import { recallOperatorRoutes } from './modules/recalls'
import { taxOperatorRoutes } from './modules/tax'
import { keyRoutes } from './modules/operators'
import type { OperatorRoute } from './modules/operators'

/** Every route of the operator API (`/operator/v1/...`): a module adds its list here. */
export const OPERATOR_ROUTES: readonly OperatorRoute[] = [
  ...keyRoutes,
  ...recallOperatorRoutes,
  ...catalogueImportRoutes,
  ...taxOperatorRoutes,
  ...webhookOperatorRoutes,
]
