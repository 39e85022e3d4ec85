import { GraphQLError, Kind, Lexer, Source, TokenKind } from 'graphql'
import type {
  ASTVisitor,
  FieldNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLOutputType,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql'
import { createGraphQLError } from 'graphql-yoga'
import type { Plugin } from 'graphql-yoga'

export const MAX_QUERY_DEPTH = 12
export const MAX_ALIASES = 30
/**
 * The most a query may cost (see {@link costLimitRule}). The dearest operation the shop sends,
 * `Orders` at the largest page, costs about 135,000; nested lists grow geometrically, so an abusive
 * query is far above this (ten `relatedProducts` deep: 10^10).
 */
export const MAX_QUERY_COST = 300_000
/** What a list is assumed to hold when nothing in the query says how long it is. */
export const ASSUMED_LIST_SIZE = 10
/** The largest `pageSize` the resolvers serve (they clamp larger ones). */
export const MAX_PAGE_SIZE = 100
/** The most SKUs `productsBySku` looks up at once (the catalogue service ignores the rest). */
export const MAX_SKUS = 500

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

// The schema's types are told apart by their tag, not with graphql's `instanceof` helpers: yoga and
// this module may load graphql twice (its ESM and CJS builds, as under Vitest), and then those fail.
const tagOf = (type: object) => Object.prototype.toString.call(type)
const unwrapNonNull = (type: GraphQLOutputType) =>
  tagOf(type) === '[object GraphQLNonNull]' && 'ofType' in type
    ? type.ofType
    : type
const isList = (type: GraphQLOutputType) =>
  tagOf(unwrapNonNull(type)) === '[object GraphQLList]'
function namedType(type: GraphQLOutputType): GraphQLNamedType {
  return 'ofType' in type ? namedType(type.ofType) : type
}
/** The fields of an object or interface type; a union has none of its own but `__typename`. */
const fieldsOf = (type: GraphQLNamedType | undefined | null) =>
  type &&
  'getFields' in type &&
  tagOf(type) !== '[object GraphQLInputObjectType]'
    ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>)
    : undefined

interface CostWalk {
  context: ValidationContext
  /** Fragment costs by name and list size, so a fragment spread many times is walked once. */
  fragments: Map<string, number>
  /** Fragments being walked: a cycle (refused by another rule) must not loop here. */
  visiting: Set<string>
}

/**
 * The page size of a paginated field, as the resolvers clamp it. A variable counts as the largest:
 * the caller chooses its value, whatever its default.
 */
function pageSize(
  field: FieldNode,
  definition: GraphQLField<unknown, unknown>,
) {
  const argument = definition.args.find((a) => a.name === 'pageSize')
  if (!argument) return undefined
  const node = field.arguments?.find((a) => a.name.value === 'pageSize')?.value
  const given =
    node === undefined
      ? (argument.defaultValue as number | undefined)
      : node.kind === Kind.INT
        ? Number(node.value)
        : undefined
  return given !== undefined && given >= 1
    ? Math.min(given, MAX_PAGE_SIZE)
    : MAX_PAGE_SIZE
}

/** How many items a list field may return: one per SKU asked for, else its parent's page size. */
function listSize(field: FieldNode, listSizeHere: number) {
  if (field.name.value !== 'productsBySku') return listSizeHere
  const skus = field.arguments?.find((a) => a.name.value === 'skus')?.value
  return skus?.kind === Kind.LIST
    ? Math.min(skus.values.length, MAX_SKUS)
    : MAX_SKUS
}

/**
 * The cost of a selection set on `type`: each field costs 1, and a list field multiplies the cost
 * of its items by its size, so nested lists grow geometrically. `listSizeHere` is the size of the
 * lists in this set (the page size of a paginated parent). Stops early at Infinity once over the
 * limit, and below the depth limit (deeper queries are refused by {@link depthLimitRule}).
 */
function selectionCost(
  set: SelectionSetNode,
  type: GraphQLNamedType | undefined | null,
  listSizeHere: number,
  depth: number,
  walk: CostWalk,
): number {
  if (depth > MAX_QUERY_DEPTH) return 0
  const schema = walk.context.getSchema()
  let cost = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      // __typename, introspection (off in production) and unknown fields (refused elsewhere) cost 1.
      cost += 1
      const definition = fieldsOf(type)?.[selection.name.value]
      if (definition && selection.selectionSet) {
        const size = isList(definition.type)
          ? listSize(selection, listSizeHere)
          : 1
        const items = selectionCost(
          selection.selectionSet,
          namedType(definition.type),
          pageSize(selection, definition) ?? ASSUMED_LIST_SIZE,
          depth + 1,
          walk,
        )
        cost += size * items
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition
        ? schema.getType(selection.typeCondition.name.value)
        : type
      cost += selectionCost(
        selection.selectionSet,
        condition,
        listSizeHere,
        depth,
        walk,
      )
    } else {
      const name = selection.name.value
      const fragment = walk.context.getFragment(name)
      const key = `${name}:${listSizeHere}:${depth}`
      if (fragment && !walk.visiting.has(name) && !walk.fragments.has(key)) {
        walk.visiting.add(name)
        walk.fragments.set(
          key,
          selectionCost(
            fragment.selectionSet,
            schema.getType(fragment.typeCondition.name.value),
            listSizeHere,
            depth,
            walk,
          ),
        )
        walk.visiting.delete(name)
      }
      cost += walk.fragments.get(key) ?? 0
    }
    if (cost > MAX_QUERY_COST) return Infinity
  }
  return cost
}

/** The cost of one operation of a validated document (see {@link costLimitRule}). */
export function operationCost(
  context: ValidationContext,
  operation: OperationDefinitionNode,
): number {
  const schema = context.getSchema()
  const root = schema.getRootType(operation.operation)
  if (!root) return 0
  return selectionCost(operation.selectionSet, root, ASSUMED_LIST_SIZE, 1, {
    context,
    fragments: new Map(),
    visiting: new Set(),
  })
}

/**
 * Refuses queries that cost more than {@link MAX_QUERY_COST} before they run: the depth limit
 * alone lets a query fan out (`relatedProducts` ten deep took 1.5 s and blocked other callers).
 * Static, so that it needs no variables: a page size passed as a variable counts as the largest.
 */
export function costLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (operationCost(context, node) > MAX_QUERY_COST) {
        context.reportError(
          new GraphQLError(
            `The query is too expensive: it may cost more than ${MAX_QUERY_COST} (each field 1, each list its size times its items). Ask for fewer nested lists or smaller pages.`,
            { nodes: [node], extensions: { code: 'QUERY_TOO_EXPENSIVE' } },
          ),
        )
      }
    },
  }
}

/** Refuses `__schema` and `__type`, the fields that read the schema out (`__typename` is fine). */
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type')
        context.reportError(
          new GraphQLError('GraphQL introspection is not allowed.', {
            nodes: [node],
          }),
        )
    },
  }
}

/** In production, nobody needs the schema read out (GraphiQL, which does, is off there too). */
export const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noIntrospectionRule)
  },
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

/** Deeper than any input of the schema (a list of `BulkItemInput` is three levels). */
export const MAX_VARIABLE_DEPTH = 16

/**
 * What is wrong with a request's variables, or null: a string with a NUL (Postgres cannot store
 * one), or nesting deeper than any input of the schema. A loop, not recursion: variables nested
 * thousands deep overflowed the stack here and answered 500.
 */
export function variablesError(variables: unknown): GraphQLError | null {
  const pending = [{ value: variables, path: '', depth: 0 }]
  while (pending.length) {
    const { value, path, depth } = pending.pop()!
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
