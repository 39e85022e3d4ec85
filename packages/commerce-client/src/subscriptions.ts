import { createClient } from 'graphql-ws/client'
import type { Client } from 'graphql-ws/client'
import { GraphQLRequestError, NetworkError } from './errors.js'
import type { GraphQLErrorEntry } from './errors.js'
import { operationOf } from './graphql-client.js'
import type { TypedDocument } from './graphql-client.js'
import { SUBSCRIPTION_MAX_RETRIES, retryDelay } from './retry.js'

export interface SubscriptionClientOptions {
  /** The websocket address of the endpoint, e.g. `ws://localhost:4000/graphql/commerce`. */
  url: string
  /** The bearer token, read on every (re)connection so a refreshed token is used. */
  token?: () => string | null | undefined
  /** A WebSocket implementation where there is no global one (Node 20: the `ws` package). */
  webSocketImpl?: unknown
  /** Retries after a lost or refused connection; 5 by default (spec sections 8 and 9). */
  retryAttempts?: number
  /** Waits before a retry; by default 500 ms, doubling each time (`retryDelay`). */
  wait?: (ms: number) => Promise<void>
}

/** Typed GraphQL subscriptions over a websocket (the graphql-ws protocol). */
export interface SubscriptionClient {
  /**
   * Every event of one subscription, typed by its generated document. Iterating ends when the
   * server completes it; `return()` (or `break`) unsubscribes. A GraphQL error, or a connection
   * that cannot be re-established after the last retry, is thrown from the iterator.
   */
  subscribe<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
  ): AsyncIterableIterator<TResult>
  /** Closes the connection and ends every subscription. */
  dispose(): Promise<void>
}

function graphQLError(errors: readonly GraphQLErrorEntry[]) {
  return new GraphQLRequestError(
    errors.map((e) => e.message).join('; '),
    200,
    errors.map((e) => ({ message: e.message, extensions: e.extensions })),
  )
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Creates a subscription client. It connects lazily on the first subscription, sends the token as
 * `connectionParams.authorization`, and retries a lost connection at most 5 times, waiting
 * 500, 1000, 2000, 4000 and 8000 ms.
 */
export function createSubscriptionClient(
  options: SubscriptionClientOptions,
): SubscriptionClient {
  const wait = options.wait ?? sleep
  const client: Client = createClient({
    url: options.url,
    webSocketImpl: options.webSocketImpl,
    lazy: true,
    connectionParams: () => {
      const token = options.token?.()
      return token ? { authorization: `Bearer ${token}` } : {}
    },
    retryAttempts: options.retryAttempts ?? SUBSCRIPTION_MAX_RETRIES,
    // Any lost or refused connection is worth a retry, not only clean close events.
    shouldRetry: () => true,
    retryWait: async (retries) => {
      await wait(retryDelay(retries + 1, Number.POSITIVE_INFINITY) ?? 0)
    },
  })
  return {
    subscribe<TResult, TVariables>(
      document: TypedDocument<TResult, TVariables>,
      variables: TVariables,
    ) {
      const query = document.toString()
      const events = client.iterate<TResult>({
        query,
        operationName: operationOf(query).name,
        variables: variables as Record<string, unknown>,
      })
      const next = async (): Promise<IteratorResult<TResult>> => {
        const event = await events.next().catch((error: unknown) => {
          // graphql-ws rejects with the server's errors, or with the close event of a
          // connection it gave up on after the last retry.
          if (Array.isArray(error)) throw graphQLError(error)
          if (error instanceof Error) throw error
          throw new NetworkError('failed', { cause: error })
        })
        if (event.done) return { done: true, value: undefined }
        if (event.value.errors?.length) throw graphQLError(event.value.errors)
        return { done: false, value: event.value.data as TResult }
      }
      const iterator: AsyncIterableIterator<TResult> = {
        next,
        return: async () => {
          await events.return?.()
          return { done: true, value: undefined }
        },
        [Symbol.asyncIterator]: () => iterator,
      }
      return iterator
    },
    dispose: async () => {
      await client.dispose()
    },
  }
}
