import type { Server } from 'node:http'
import type {
  DocumentNode,
  ExecutionArgs,
  GraphQLError,
  GraphQLSchema,
} from 'graphql'
import type { OperationResult } from 'graphql-ws'
import { useServer } from 'graphql-ws/use/ws'
import { WebSocketServer } from 'ws'
import type { graphqlEndpoints } from './yoga'

interface Executors {
  execute: (args: ExecutionArgs) => OperationResult
  subscribe: (args: ExecutionArgs) => OperationResult
}
/** What yoga's `getEnveloped` hands out (typed there as `any`). */
interface Enveloped extends Executors {
  schema: GraphQLSchema
  contextFactory: () => Promise<unknown>
  parse: (source: string) => DocumentNode
  validate: (
    schema: GraphQLSchema,
    document: DocumentNode,
  ) => readonly GraphQLError[]
}

/**
 * Subscriptions: the graphql-ws protocol on the commerce endpoint, through the same yoga pipeline
 * (context, depth and alias limits) as HTTP requests. `dispose()` closes the sockets.
 */
export function serveSubscriptions(
  server: Server,
  commerce: ReturnType<typeof graphqlEndpoints>['commerce'],
  corsOrigins: readonly string[],
) {
  const sockets = new WebSocketServer({
    server,
    path: '/graphql/commerce',
    // A browser names the page that opens a socket, and no CORS guards one: a page of another site
    // (or one rebound to this machine's address) is refused. Node callers send no Origin.
    verifyClient: ({ origin }, accept) =>
      !origin || corsOrigins.includes(origin)
        ? accept(true)
        : accept(false, 403, 'Forbidden'),
  })
  return useServer(
    {
      execute: (args) => (args.rootValue as Executors).execute(args),
      subscribe: (args) => (args.rootValue as Executors).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } =
          commerce.getEnveloped({
            connectionParams: ctx.connectionParams,
            params,
          }) as Enveloped
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies Executors,
        }
        const errors = validate(args.schema, args.document)
        return errors.length > 0 ? errors : args
      },
    },
    sockets,
  )
}
