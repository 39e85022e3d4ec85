/** The API server's configuration, read and checked once at start-up. */
export interface ServerConfig {
  port: number
  host: string
  commerceUrl: string
  contentUrl: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const backend = env.COMMERCE_BACKEND_URL ?? 'http://127.0.0.1:4000'
  return {
    port: Number(env.PORT ?? 4001),
    host: env.HOST ?? '127.0.0.1',
    commerceUrl: env.COMMERCE_GRAPHQL_URL ?? `${backend}/graphql/commerce`,
    contentUrl: env.CONTENT_GRAPHQL_URL ?? `${backend}/graphql/content`,
  }
}
