import { GraphQLError, Kind } from 'graphql'
import type {
  ASTVisitor,
  FieldNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql'

export const MAX_QUERY_DEPTH = 12
export const MAX_ALIASES = 30

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: ValidationContext,
  seen: Set<string>,
): number {
  if (!selectionSet) return 0
  let max = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      max = Math.max(max, 1 + depthOf(selection.selectionSet, fragments, seen))
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(selection.selectionSet, fragments, seen))
    } else if (
      selection.kind === Kind.FRAGMENT_SPREAD &&
      !seen.has(selection.name.value)
    ) {
      const fragment = fragments.getFragment(selection.name.value)
      seen.add(selection.name.value)
      max = Math.max(max, depthOf(fragment?.selectionSet, fragments, seen))
    }
  }
  return max
}

/** Refuses queries nested deeper than {@link MAX_QUERY_DEPTH} levels. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (depthOf(node.selectionSet, context, new Set()) > MAX_QUERY_DEPTH) {
        context.reportError(
          new GraphQLError(
            `The query is nested deeper than ${MAX_QUERY_DEPTH} levels.`,
            { nodes: [node] },
          ),
        )
      }
    },
  }
}

/** Refuses documents with more than {@link MAX_ALIASES} aliases (alias-based amplification). */
export function aliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0
  return {
    Field(node: FieldNode) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) {
        context.reportError(
          new GraphQLError(`The query uses more than ${MAX_ALIASES} aliases.`, {
            nodes: [node],
          }),
        )
      }
    },
  }
}

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

/** The same for variables: the path of the first string in `value` with a NUL, or null. */
export function nulVariablePath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    const found = nulVariablePath(item, path ? `${path}.${key}` : key)
    if (found !== null) return found
  }
  return null
}

export const nulVariableError = (path: string) =>
  new GraphQLError(NUL_MESSAGE, {
    extensions: { code: 'BAD_USER_INPUT', variable: path },
  })
