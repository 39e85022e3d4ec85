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
