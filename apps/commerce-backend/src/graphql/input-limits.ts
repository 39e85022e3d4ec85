import { GraphQLError } from 'graphql'
import type { ASTVisitor, ValidationContext } from 'graphql'

// What a query carries in: text Postgres can store, variables no deeper than the schema's inputs.

const NUL_MESSAGE = 'Text must not contain a null character.'

/** Refuses string literals with a NUL character: Postgres cannot store one in text. */
export function nulLiteralRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000'))
        context.reportError(new GraphQLError(NUL_MESSAGE, { nodes: [node] }))
    },
  }
}

/** Deeper than any input of the schema (a list of `BulkItemInput` is three levels). */
export const MAX_VARIABLE_DEPTH = 16

/**
 * What is wrong with a request's variables, or null: a string with a NUL (Postgres cannot store
 * one), or nesting deeper than any input of the schema. A loop, not recursion: variables nested
 * thousands deep overflowed the stack here and answered 500.
 */
export function variablesError(variables: unknown): GraphQLError | null {
  const pending = [{ value: variables, path: '', depth: 0 }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next
    if (typeof value === 'string' && value.includes('\u0000'))
      return new GraphQLError(NUL_MESSAGE, {
        extensions: { code: 'BAD_USER_INPUT', variable: path },
      })
    if (value === null || typeof value !== 'object') continue
    if (depth > MAX_VARIABLE_DEPTH)
      return new GraphQLError(
        `Variables must not be nested deeper than ${MAX_VARIABLE_DEPTH} levels.`,
        { extensions: { code: 'BAD_USER_INPUT', variable: path } },
      )
    // Reversed onto the stack, so the first problem in document order is the one reported.
    for (const [key, item] of Object.entries(value).reverse())
      pending.push({
        value: item,
        path: path ? `${path}.${key}` : key,
        depth: depth + 1,
      })
  }
  return null
}
