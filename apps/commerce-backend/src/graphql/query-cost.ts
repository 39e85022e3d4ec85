import { GraphQLError, Kind } from 'graphql'
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
import { MAX_QUERY_DEPTH } from './depth-limits'

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
