import { GraphQLError, GraphQLScalarType, Kind } from 'graphql'

function money(value: unknown): number {
  // Any safe integer: a JSON number every client reads exactly (GraphQL's Int stops at 2^31-1).
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  throw new GraphQLError(
    `Money must be a whole number of minor units between ±${Number.MAX_SAFE_INTEGER}.`,
  )
}

/** The `Money` scalar: an amount in minor units (cents), net, as a JSON number. */
export const Money = new GraphQLScalarType<number, number>({
  name: 'Money',
  description:
    'An amount in minor units (cents), net: a whole JSON number, at most 2^53-1.',
  serialize: money,
  parseValue: money,
  parseLiteral: (ast) =>
    money(ast.kind === Kind.INT ? Number(ast.value) : undefined),
})
