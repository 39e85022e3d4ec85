import { createGraphQLError } from 'graphql-yoga'
import type { CustomerRow } from '../modules/customers'
import type { OrderView } from '../modules/orders'
import { ResultError } from '../shared/results'
import type { Problem } from '../shared/results'
import type { GraphQLContext } from './context'

// What the commerce resolvers of every domain share: who may call, how a mutation answers, and
// how an order change reaches its subscribers.

/** Refuses the call as unauthenticated, saying why, so clients can refresh an expired token. */
export function unauthenticated(ctx: GraphQLContext): never {
  throw createGraphQLError(
    ctx.tokenError === 'expired'
      ? 'The access token has expired.'
      : 'Please sign in.',
    {
      extensions: {
        code: 'UNAUTHENTICATED',
        reason: ctx.tokenError ?? 'missing',
      },
    },
  )
}

export function requireCustomer(ctx: GraphQLContext): number {
  if (ctx.customerId !== null) return ctx.customerId
  return unauthenticated(ctx)
}

/** The signed-in member, as read with the session check (roles, company, limits). */
export function requireMember(ctx: GraphQLContext): CustomerRow {
  if (ctx.customer !== null && ctx.customerId !== null) return ctx.customer
  return unauthenticated(ctx)
}

/**
 * Runs a query whose service may refuse the caller: a refusal becomes a FORBIDDEN error, any
 * other problem an error with its message.
 */
export async function queried<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ResultError)
      throw createGraphQLError(error.result.message, {
        extensions: {
          code:
            error.result.__typename === 'Forbidden'
              ? 'FORBIDDEN'
              : 'BAD_USER_INPUT',
        },
      })
    throw error
  }
}

export function requireTrusted(ctx: GraphQLContext) {
  if (!ctx.trusted)
    throw createGraphQLError('Not allowed.', {
      extensions: { code: 'FORBIDDEN' },
    })
}

/** Runs a mutation and turns a thrown result (Error or ValidationError) into the union's arm. */
export async function result<Name extends string, T extends object>(
  typename: Name,
  run: () => Promise<T>,
): Promise<({ __typename: Name } & T) | Problem> {
  try {
    return { __typename: typename, ...(await run()) }
  } catch (error) {
    if (error instanceof ResultError) return error.result
    throw error
  }
}

/**
 * A page number or size: a whole number from 1, at most `max`, else `fallback`. An argument
 * with a default can still be an explicit null, whatever its generated type says.
 */
export const page = (
  value: number | null | undefined,
  fallback: number,
  max: number,
) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, max)
    : fallback

export const orderResult = (view: OrderView) => ({ cart: view })

/** Tells `orderUpdated` subscribers about an order's new state. */
export function published(ctx: GraphQLContext, view: OrderView) {
  ctx.events.publish('orderUpdated', view.row.token, view)
  return view
}
