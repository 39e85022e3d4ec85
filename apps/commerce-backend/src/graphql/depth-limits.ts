import { GraphQLError, Kind, Lexer, Source, TokenKind } from 'graphql'
import type {
  ASTVisitor,
  FieldNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql'
import { createGraphQLError } from 'graphql-yoga'

// The shape of a query: how deeply it nests and how many aliases it uses.

export const MAX_QUERY_DEPTH = 12
export const MAX_ALIASES = 30

/** Far deeper than any query within the depth limit, far below what overflows graphql's parser. */
export const MAX_DOCUMENT_NESTING = 64

const OPENING: string[] = [
  TokenKind.BRACE_L,
  TokenKind.BRACKET_L,
  TokenKind.PAREN_L,
]
const CLOSING: string[] = [
  TokenKind.BRACE_R,
  TokenKind.BRACKET_R,
  TokenKind.PAREN_R,
]

/**
 * Refuses a query nested deeper than {@link MAX_DOCUMENT_NESTING} brackets before graphql's parser
 * sees it: the parser recurses, and `{ a {` × 5,000 overflowed its stack (a 500). Counted by
 * tokens, so brackets in strings and comments do not count; syntax errors are the parser's.
 */
export function nestingError(source: string): GraphQLError | null {
  const lexer = new Lexer(new Source(source))
  let depth = 0
  try {
    for (
      let token = lexer.advance();
      token.kind !== TokenKind.EOF;
      token = lexer.advance()
    ) {
      if (OPENING.includes(token.kind) && ++depth > MAX_DOCUMENT_NESTING)
        // Thrown from the parse step: made with yoga's own graphql, whose `instanceof` must know it.
        return createGraphQLError(
          `The query is nested deeper than ${MAX_DOCUMENT_NESTING} brackets.`,
          { extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
        )
      if (CLOSING.includes(token.kind)) depth -= 1
    }
  } catch {
    return null
  }
  return null
}

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
