import {
  Kind,
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql'
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql'

// A graphql-codegen plugin (decision 025): a strict zod schema of every operation's result and
// every fragment, read from the same SDL and documents as the TypeScript types beside it, so the
// API's answer schemas, its OpenAPI document and the typed client follow an operation's selection.

/** zod for each custom scalar (`config.scalars`); a scalar without one fails the generation. */
export interface AnswerSchemasConfig {
  scalars?: Record<string, string>
  /** The module of the TypeScript result types, which each schema is checked against. */
  typesModule?: string
}

const BUILT_IN: Record<string, string> = {
  ID: 'z.string()',
  String: 'z.string()',
  Boolean: 'z.boolean()',
  Int: 'z.number().int()',
  Float: 'z.number()',
}

const camel = (name: string) => name[0]!.toLowerCase() + name.slice(1)
const OPERATION_SUFFIX = {
  query: 'Query',
  mutation: 'Mutation',
  subscription: 'Subscription',
} as const

/** The plugin graphql-codegen calls: one module of schemas per output file. */
export function plugin(
  schema: GraphQLSchema,
  documents: { document?: DocumentNode }[],
  config: AnswerSchemasConfig = {},
): string {
  const definitions = documents.flatMap((d) => d.document?.definitions ?? [])
  const fragments = new Map(
    definitions
      .filter(
        (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((d) => [d.name.value, d]),
  )
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  const scalars = { ...BUILT_IN, ...config.scalars }
  const enums = new Map<string, string>()

  const leaf = (type: GraphQLOutputType): string => {
    const named = getNamedType(type)
    if (isEnumType(named)) {
      const name = `${camel(named.name)}Enum`
      enums.set(
        name,
        `z.enum([${named
          .getValues()
          .map((v) => JSON.stringify(v.value))
          .join(', ')}])`,
      )
      return name
    }
    const zod = scalars[named.name]
    if (!zod)
      throw new Error(
        `answer-schemas: no zod schema for the scalar ${named.name} (config.scalars).`,
      )
    return zod
  }

  /** Response key → its field and every selection set asked of it, as GraphQL merges them. */
  const collect = (
    type: GraphQLObjectType,
    sets: readonly SelectionSetNode[],
    out = new Map<string, { node: FieldNode; sets: SelectionSetNode[] }>(),
  ) => {
    for (const set of sets)
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value
          const entry = out.get(key) ?? { node: selection, sets: [] }
          if (selection.selectionSet) entry.sets.push(selection.selectionSet)
          out.set(key, entry)
        } else {
          const fragment =
            selection.kind === Kind.FRAGMENT_SPREAD
              ? fragments.get(selection.name.value)
              : selection
          if (!fragment)
            throw new Error(
              `answer-schemas: unknown fragment ${selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : ''}.`,
            )
          if (applies(fragment.typeCondition?.name.value, type))
            collect(type, [fragment.selectionSet], out)
        }
      }
    return out
  }

  const applies = (condition: string | undefined, type: GraphQLObjectType) => {
    if (!condition || condition === type.name) return true
    const abstract = schema.getType(condition)
    return (
      !!abstract && isAbstractType(abstract) && schema.isSubType(abstract, type)
    )
  }

  /** A single `...Fragment` on the same type: the fragment's own schema, not a copy. */
  const onlySpread = (type: GraphQLCompositeType, sets: SelectionSetNode[]) => {
    const [set, ...rest] = sets
    const [only, ...others] = set?.selections ?? []
    if (rest.length || others.length || only?.kind !== Kind.FRAGMENT_SPREAD)
      return null
    const fragment = fragments.get(only.name.value)
    return fragment?.typeCondition.name.value === type.name
      ? `${camel(only.name.value)}Fragment`
      : null
  }

  const object = (type: GraphQLObjectType, sets: SelectionSetNode[]) => {
    const fields = [...collect(type, sets)].map(
      ([key, { node, sets: sub }]) => {
        if (node.name.value === '__typename')
          return `${key}: z.literal(${JSON.stringify(type.name)})`
        const field: GraphQLField<unknown, unknown> | undefined =
          type.getFields()[node.name.value]
        if (!field)
          throw new Error(
            `answer-schemas: ${type.name} has no field ${node.name.value}.`,
          )
        let zod = output(field.type, sub)
        if (
          node.directives?.some((d) =>
            ['include', 'skip'].includes(d.name.value),
          )
        )
          zod += '.optional()'
        if (field.description)
          zod += `.describe(${JSON.stringify(field.description)})`
        return `${key}: ${zod}`
      },
    )
    return `z.strictObject({ ${fields.join(', ')} })`
  }

  const composite = (
    type: GraphQLCompositeType,
    sets: SelectionSetNode[],
  ): string => {
    const reused = onlySpread(type, sets)
    if (reused) return reused
    if (isObjectType(type)) return object(type, sets)
    // A union or interface: one strict object per concrete type, told apart by `__typename`.
    const members = schema
      .getPossibleTypes(type)
      .map((member) => object(member, sets))
    const typename = [
      ...collect(schema.getPossibleTypes(type)[0]!, sets).keys(),
    ].includes('__typename')
    return typename
      ? `z.discriminatedUnion('__typename', [${members.join(', ')}])`
      : `z.union([${members.join(', ')}])`
  }

  const output = (
    type: GraphQLOutputType,
    sets: SelectionSetNode[],
  ): string => {
    if (isNonNullType(type)) return required(type.ofType, sets)
    return `${required(type, sets)}.nullable()`
  }
  const required = (
    type: GraphQLOutputType,
    sets: SelectionSetNode[],
  ): string => {
    if (isNonNullType(type)) return required(type.ofType, sets)
    if (isListType(type)) return `z.array(${output(type.ofType, sets)})`
    if (isScalarType(type) || isEnumType(type)) return leaf(type)
    return composite(type as GraphQLCompositeType, sets)
  }

  const check = (typeName: string) =>
    config.typesModule ? ` satisfies z.ZodType<Types.${typeName}>` : ''

  // Fragments first, each after the fragments it spreads, so every reference is declared.
  const declared: string[] = []
  const done = new Set<string>()
  const declareFragment = (fragment: FragmentDefinitionNode) => {
    if (done.has(fragment.name.value)) return
    done.add(fragment.name.value)
    for (const name of spreads(fragment.selectionSet)) {
      const spread = fragments.get(name)
      if (spread) declareFragment(spread)
    }
    const type = schema.getType(
      fragment.typeCondition.name.value,
    ) as GraphQLCompositeType
    const name = `${fragment.name.value}Fragment`
    // The fragment's own schema, not a reference to itself.
    const body = isObjectType(type)
      ? object(type, [fragment.selectionSet])
      : composite(type, [fragment.selectionSet])
    declared.push(`export const ${camel(name)} = ${body}${check(name)}`)
  }
  for (const fragment of [...fragments.values()].sort((a, b) =>
    a.name.value.localeCompare(b.name.value),
  ))
    declareFragment(fragment)

  for (const operation of [...operations].sort((a, b) =>
    (a.name?.value ?? '').localeCompare(b.name?.value ?? ''),
  )) {
    if (!operation.name)
      throw new Error('answer-schemas: every operation needs a name.')
    const root = schema.getRootType(operation.operation)
    if (!root)
      throw new Error(
        `answer-schemas: the schema has no ${operation.operation} type.`,
      )
    const name = `${operation.name.value}${OPERATION_SUFFIX[operation.operation]}`
    declared.push(
      `export const ${camel(name)} = ${object(root, [operation.selectionSet])}${check(name)}`,
    )
  }

  return [
    `import { z } from 'zod'`,
    ...(config.typesModule
      ? [`import type * as Types from '${config.typesModule}'`]
      : []),
    '',
    ...[...enums]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, zod]) => `const ${name} = ${zod}`),
    '',
    ...declared,
    '',
  ].join('\n')
}

/** The fragments a selection set spreads, at any depth. */
function spreads(set: SelectionSetNode): string[] {
  return set.selections.flatMap((s) =>
    s.kind === Kind.FRAGMENT_SPREAD
      ? [s.name.value]
      : s.selectionSet
        ? spreads(s.selectionSet)
        : [],
  )
}

// graphql-codegen reads this to validate the output file's name.
export const validate = (
  _schema: unknown,
  _documents: unknown,
  _config: unknown,
  output: string,
) => {
  if (!output.endsWith('.ts'))
    throw new Error('answer-schemas writes a .ts file.')
}
