import { createGraphQLClient } from './graphql-client.js'
import type { GraphQLClient, GraphQLClientOptions } from './graphql-client.js'

/**
 * The client of the commerce catalogue endpoint (products, carts, customers, orders).
 *
 * @example
 * const commerce = createCommerceClient({ endpoint: 'http://127.0.0.1:4000/graphql/commerce' })
 */
export function createCommerceClient(
  options: GraphQLClientOptions = {},
): GraphQLClient {
  return createGraphQLClient({ name: 'commerce', ...options })
}

/**
 * The client of the content endpoint (app configuration, home page, translations).
 *
 * @example
 * const content = createContentClient({ endpoint: 'http://127.0.0.1:4000/graphql/content', useGetForQueries: true })
 */
export function createContentClient(
  options: GraphQLClientOptions = {},
): GraphQLClient {
  return createGraphQLClient({ name: 'content', ...options })
}
