/** The network layer's messages (spec section 8). */
export const NETWORK_ERROR_MESSAGES = {
  failed: 'Network request failed',
  timedOut: 'Network request timed out',
  aborted: 'Aborted',
} as const

/** The request never got an answer: the network failed, timed out or was aborted. */
export class NetworkError extends Error {
  constructor(
    readonly reason: keyof typeof NETWORK_ERROR_MESSAGES,
    options?: { cause?: unknown },
  ) {
    super(NETWORK_ERROR_MESSAGES[reason], options)
    this.name = 'NetworkError'
  }
}

/** One error of a GraphQL response. */
export interface GraphQLErrorEntry {
  message: string
  path?: readonly (string | number)[]
  extensions?: Record<string, unknown>
}

/** The endpoint answered, but with GraphQL errors or a failing HTTP status. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: readonly GraphQLErrorEntry[] = [],
  ) {
    super(message)
    this.name = 'GraphQLRequestError'
  }

  /** The `extensions.code` of the first error, e.g. `UNAUTHENTICATED`. */
  get code(): string | undefined {
    const code = this.errors[0]?.extensions?.code
    return typeof code === 'string' ? code : undefined
  }
}
