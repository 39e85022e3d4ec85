import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  createSchema,
  createYoga,
  useExecutionCancellation,
} from 'graphql-yoga'
import type { Logger } from '@shop/node-server/log'
import { contentResolvers } from '../modules/catalogue'
import { commerceResolvers } from './commerce-resolvers'
import type { GraphQLContext } from './context'
import { limits, noIntrospection } from './limits'
import type { InitialContext } from './request-context'

/**
 * Yoga's own messages (an unexpected resolver error, above all) as JSON lines of the backend's
 * logger, so they name the request too; its chatter below a warning only outside production.
 */
function yogaLogging(logger: Logger, production: boolean) {
  const text = (args: unknown[]) =>
    args
      .map((arg) =>
        arg instanceof Error
          ? (arg.stack ?? arg.message)
          : typeof arg === 'string'
            ? arg
            : JSON.stringify(arg),
      )
      .join(' ')
  const quiet = () => undefined
  return {
    debug: quiet,
    info: production
      ? quiet
      : (...args: unknown[]) => logger.info('graphql', { message: text(args) }),
    warn: (...args: unknown[]) =>
      logger.warn('graphql', { message: text(args) }),
    error: (...args: unknown[]) =>
      logger.error('graphql', { message: text(args) }),
  }
}

/** The SDL the client package ships (the commerce one joined from the modules' parts). */
function sdl(name: 'commerce' | 'content'): string {
  return readFileSync(
    fileURLToPath(
      import.meta.resolve(`@shop/commerce-client/schema/${name}.graphql`),
    ),
    'utf8',
  )
}

/** The two GraphQL endpoints, `/graphql/commerce` and `/graphql/content`, on one context. */
export function graphqlEndpoints(options: {
  context: (initial: InitialContext) => Promise<GraphQLContext>
  logger: Logger
  production: boolean
  graphiql: boolean
  /** Browser origins that get CORS answers (none: no CORS at all). */
  corsOrigins: string[]
}) {
  const common = {
    context: options.context,
    // A caller that gave up (the API server's BACKEND_TIMEOUT_MS) gets no further fields resolved:
    // under load, finishing its page only kept the callers still waiting longer (decision 048).
    plugins: [
      limits,
      useExecutionCancellation(),
      ...(options.graphiql ? [] : [noIntrospection]),
    ],
    batching: false,
    // Yoga's default answers every Origin with credentials; only configured origins get CORS.
    cors: options.corsOrigins.length
      ? { origin: options.corsOrigins, credentials: false }
      : (false as const),
    graphiql: options.graphiql,
    landingPage: false,
    logging: yogaLogging(options.logger, options.production),
  }
  const commerce = createYoga({
    ...common,
    graphqlEndpoint: '/graphql/commerce',
    schema: createSchema<GraphQLContext>({
      typeDefs: sdl('commerce'),
      resolvers: commerceResolvers,
    }),
  })
  const content = createYoga({
    ...common,
    graphqlEndpoint: '/graphql/content',
    schema: createSchema<GraphQLContext>({
      typeDefs: sdl('content'),
      resolvers: contentResolvers,
    }),
  })
  return { commerce, content }
}
