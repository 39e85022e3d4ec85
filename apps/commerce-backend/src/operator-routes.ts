import { catalogueImportRoutes } from './modules/catalogue'
// eslint-disable-next-line no-restricted-imports -- the recalls index loads inside the operators module's import cycle (carts → recalls); its routes load here, after it
import { recallOperatorRoutes } from './modules/recalls/operator-routes'
import { keyRoutes } from './modules/operators'
import type { OperatorRoute } from './modules/operators'

/**
 * Every route of the operator API (`/operator/v1/...`): a module adds its list here. Built when the
 * backend starts, as modules that import one another may still be loading when this file is.
 */
export const operatorRoutes = (): readonly OperatorRoute[] => [
  ...keyRoutes,
  ...recallOperatorRoutes,
  ...catalogueImportRoutes(),
]
