import type { OperatorAnswer, OperatorContext, OperatorRoute } from './http'
import type { OperatorScope } from './scopes'

// Apart from http.ts, which reaches the customers module: the modules whose operator routes are
// defined when they load (recalls, events, catalogue) are reached from customers too, and would
// find this function missing while http.ts is still loading.

type Method = OperatorRoute['method']

/**
 * One operator route: `path` below `/operator/v1`, with `:name` parameters; the caller needs
 * `scope`. The routes are listed in `src/operator-routes.ts`.
 */
export function defineOperatorRoute<P extends string>(route: {
  method: Method
  path: P
  scope: OperatorScope
  handle: (
    ctx: OperatorContext<P>,
  ) => Promise<OperatorAnswer | void> | OperatorAnswer | void
}): OperatorRoute {
  return route
}
