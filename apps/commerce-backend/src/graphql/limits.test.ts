import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Kind, buildSchema, parse, validate } from 'graphql'
import type { DefinitionNode, DocumentNode, GraphQLSchema } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCommerceBackend } from '../app'
import { depthLimitRule, nestingError } from './depth-limits'
import { variablesError } from './input-limits'
import { MAX_QUERY_COST, costLimitRule } from './query-cost'

const OPERATIONS = fileURLToPath(
  new URL(
    '../../../../packages/commerce-client/src/operations',
    import.meta.url,
  ),
)

function schemaOf(name: 'commerce' | 'content') {
  return buildSchema(
    readFileSync(
      fileURLToPath(
        import.meta.resolve(`@shop/commerce-client/schema/${name}.graphql`),
      ),
      'utf8',
    ),
  )
}

/** Every operation the shop sends, each with the fragments of its endpoint. */
function operationsOf(name: 'commerce' | 'content') {
  const files = readdirSync(`${OPERATIONS}/${name}`)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => ({
      file,
      definitions: parse(readFileSync(`${OPERATIONS}/${name}/${file}`, 'utf8'))
        .definitions,
    }))
  const fragments = files.flatMap(({ definitions }) =>
    definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
  )
  return files
    .filter(({ definitions }) =>
      definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    )
    .map(({ file, definitions }) => ({
      file,
      document: {
        kind: Kind.DOCUMENT,
        definitions: [
          ...definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION),
          ...fragments,
        ] as DefinitionNode[],
      } satisfies DocumentNode,
    }))
}

const limitErrors = (schema: GraphQLSchema, query: string | DocumentNode) =>
  validate(schema, typeof query === 'string' ? parse(query) : query, [
    costLimitRule,
    depthLimitRule,
  ]).map((error) => error.message)

/** `relatedProducts` nested ten deep: within the depth limit, but 10^10 products at worst. */
const NESTED_RELATED = `{ product(id: 1) { ${'relatedProducts { id '.repeat(10)}${'} '.repeat(10)}} }`

describe('the query cost limit', () => {
  const commerce = schemaOf('commerce')

  it.each([
    ...operationsOf('commerce').map((o) => ({ ...o, schema: commerce })),
    ...operationsOf('content').map((o) => ({
      ...o,
      schema: schemaOf('content'),
    })),
  ])(
    'lets the shop’s $file through, page sizes passed as variables counted at their largest',
    ({ schema, document }) => {
      expect(limitErrors(schema, document)).toEqual([])
    },
  )

  it('refuses lists nested inside lists, even within the depth limit', () => {
    expect(limitErrors(commerce, NESTED_RELATED)).toEqual([
      expect.stringContaining('The query is too expensive'),
    ])
    // Wide pages of nested lists add up the same way.
    expect(
      limitErrors(
        commerce,
        `{ searchProducts(query: "a", pageSize: 100) { products { relatedProducts { relatedProducts { relatedProducts { attributes { id } } } } } } }`,
      ),
    ).toEqual([expect.stringContaining('The query is too expensive')])
    expect(MAX_QUERY_COST).toBeLessThan(10 ** 10)
  })

  it('counts a fragment spread many times without walking it each time', () => {
    // Each fragment spreads the next one twice: 2^40 fields if walked naively.
    const fragments = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n')
    expect(
      limitErrors(
        commerce,
        `{ ...F0 }\n${fragments}\nfragment F40 on Query { carriers { id } }`,
      ),
    ).toEqual([expect.stringContaining('The query is too expensive')])
  })
})

describe('variables', () => {
  it('refuses deeply nested variables with a bad-input error instead of overflowing', () => {
    for (const deep of [
      JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`),
      JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
    ]) {
      expect(variablesError({ items: deep })).toMatchObject({
        message: expect.stringContaining('nested deeper'),
        extensions: { code: 'BAD_USER_INPUT' },
      })
    }
    expect(
      variablesError({ items: [{ productId: '1', quantity: 2 }], token: 'x' }),
    ).toBeNull()
    expect(
      variablesError({ input: { city: 'ok', street: 'a\u0000' } }),
    ).toMatchObject({ extensions: { variable: 'input.street' } })
  })
})

describe('deeply nested queries', () => {
  it('are refused before graphql’s recursive parser sees them', () => {
    expect(
      nestingError(`{ ${'product { '.repeat(5000)}id${' }'.repeat(5000)} }`),
    ).toMatchObject({ message: expect.stringContaining('nested deeper') })
    expect(
      nestingError(
        `{ product(sku: ${'['.repeat(5000)}${']'.repeat(5000)}) { id } }`,
      ),
    ).toMatchObject({ message: expect.stringContaining('nested deeper') })
    // Brackets in strings are text, and syntax errors are the parser's to report.
    expect(
      nestingError(`{ product(sku: "${'['.repeat(500)}") { id } }`),
    ).toBeNull()
    expect(nestingError('{ product(')).toBeNull()
    expect(nestingError(NESTED_RELATED)).toBeNull()
  })
})

describe('over HTTP', () => {
  let production: Awaited<ReturnType<typeof createCommerceBackend>>
  const urls = { production: '' }

  beforeAll(async () => {
    const config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      tokenSecret: 'limits-test',
      serviceSecret: 'limits-test',
      cardPayments: false,
    }
    production = await createCommerceBackend({
      ...config,
      production: true,
      seed: true,
    })
    urls.production = await production.listen()
  }, 90_000)
  afterAll(async () => {
    await production?.close()
  })

  // A raw string is sent as it is: JSON.stringify itself overflows on deeply nested values.
  const post = async (base: string, body: unknown) =>
    (await fetch(`${base}/graphql/commerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then((r) => r.json())) as {
      data?: unknown
      errors?: { message: string; extensions?: { code?: string } }[]
    }

  it('refuses nested related products before running them', async () => {
    const answer = await post(urls.production, { query: NESTED_RELATED })
    expect(answer.data).toBeUndefined()
    expect(answer.errors?.[0]?.message).toContain('The query is too expensive')
    // The shop's own product query still runs.
    const product = await post(urls.production, {
      query: '{ categoryProducts(categoryId: 1) { total } }',
    })
    expect(product.errors).toBeUndefined()
  })

  it('answers deeply nested variables with a bad-input error and stays up', async () => {
    const answer = await post(
      urls.production,
      `{"query":"query ($sku: String!) { product(sku: $sku) { id } }","variables":{"sku":"x","deep":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    )
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringContaining('nested deeper'),
      extensions: { code: 'BAD_USER_INPUT' },
    })
    expect((await fetch(`${urls.production}/healthz`)).status).toBe(200)
  })

  it('answers a deeply nested query with a parse error, not a 500', async () => {
    const res = await fetch(`${urls.production}/graphql/commerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ ${'product { '.repeat(5000)}id${' }'.repeat(5000)} }`,
      }),
    })
    expect(res.status).toBeLessThan(500)
    expect(JSON.stringify(await res.json())).toContain('nested deeper')
  })

  // Where development asks for it, see `origins.test.ts`.
  it('answers no introspection in production', async () => {
    const query = '{ __schema { queryType { name } } }'
    const refused = await post(urls.production, { query })
    expect(refused.data).toBeUndefined()
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i)
    // `__typename` is not introspection: the shop's unions need it.
    expect(
      (await post(urls.production, { query: '{ __typename }' })).data,
    ).toEqual({ __typename: 'Query' })
  })
})
