import { execFileSync } from 'node:child_process'
import { buildSchema, parse } from 'graphql'
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { plugin } from '../../scripts/answer-schemas.js'
import type * as ApiModule from './index.js'

// One source per answer shape (decision 025): a field added to the SDL and selected in an
// operation reaches the API's answer schema, and so its OpenAPI document, with no other edit.

const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
// Inside the package, so the copy resolves zod and @shop/forms as the package does.
const scratch = mkdtempSync(join(PACKAGE, '.answers-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Imports a module written into the scratch folder. */
async function importScratch<T>(relative: string): Promise<T> {
  return (await import(/* @vite-ignore */ join(scratch, relative))) as T
}

describe('the answer schemas follow the GraphQL documents', () => {
  it('carries a field added to the SDL and the product operation into the product answer and its JSON Schema', async () => {
    for (const dir of ['schema', 'src', 'scripts', 'codegen.ts'])
      cpSync(join(PACKAGE, dir), join(scratch, dir), { recursive: true })
    const edit = (file: string, from: string, to: string) => {
      const path = join(scratch, file)
      const text = readFileSync(path, 'utf8')
      expect(text).toContain(from)
      writeFileSync(path, text.replace(from, to))
    }
    // The two hand-written edits of the decision's proof (the page that shows it is the third).
    edit(
      'schema/commerce.graphql',
      'type Product {\n',
      'type Product {\n  "The hazardous-materials class it ships under."\n  hazardClass: String\n',
    )
    edit(
      'src/operations/commerce/product.graphql',
      '    description\n',
      '    description\n    hazardClass\n',
    )
    // The package's own codegen, as its `codegen` script runs it, in the copy.
    const bin = join(PACKAGE, '../../node_modules/.bin')
    execFileSync(join(bin, 'graphql-codegen'), ['--config', 'codegen.ts'], {
      cwd: scratch,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    })

    const { apiCalls } =
      await importScratch<typeof ApiModule>('src/api/index.ts')
    const answer = apiCalls['GET /shop/products/:id'].response
    const product = z.toJSONSchema(answer, { io: 'output' }).properties
      ?.product as {
      properties: Record<string, unknown>
      required: string[]
    }
    expect(product.properties.hazardClass).toEqual({
      type: ['string', 'null'],
      description: 'The hazardous-materials class it ships under.',
    })
    expect(product.required).toContain('hazardClass')
    // Checked at run time: an answer without it no longer fits.
    const fields = answer.shape.product.shape as Record<string, z.ZodType>
    expect(fields.hazardClass?.safeParse('UN1993').success).toBe(true)
    expect(fields.hazardClass?.safeParse(undefined).success).toBe(false)
  }, 120_000)
})

describe('the answer-schemas plugin', () => {
  const schema = buildSchema(`
    type Query { thing(id: ID!): Thing, result: Result! }
    type Thing { id: ID!, name: String!, size(unit: String): Int, tags: [Tag!]!, kind: Kind! }
    type Tag { id: ID!, label: String }
    enum Kind { SMALL LARGE }
    interface Problem { message: String! }
    type Error implements Problem { message: String! }
    type Done { thing: Thing! }
    union Result = Done | Error
  `)

  async function schemas(operations: string) {
    const code = plugin(schema, [{ document: parse(operations) }])
    const file = `plugin-${Math.random().toString(36).slice(2)}.ts`
    writeFileSync(join(scratch, file), code)
    return importScratch<Record<string, z.ZodType>>(file)
  }

  it('answers a strict object per operation: aliases name the keys, nulls are allowed only where the SDL allows them', async () => {
    const { thingQuery } = await schemas(`
      query Thing { thing(id: "1") { id inches: size(unit: "in") kind } }
    `)
    const ok = { thing: { id: '1', inches: null, kind: 'SMALL' } }
    expect(thingQuery!.safeParse(ok).success).toBe(true)
    expect(thingQuery!.safeParse({ thing: null }).success).toBe(true)
    for (const bad of [
      { thing: { ...ok.thing, name: 'not selected' } },
      { thing: { ...ok.thing, kind: 'MEDIUM' } },
      { thing: { ...ok.thing, inches: 1.5 } },
      { thing: { id: '1', kind: 'SMALL' } },
    ])
      expect(thingQuery!.safeParse(bad).success).toBe(false)
  })

  it('merges what a fragment and the operation select of the same field, and reuses a fragment selected alone', async () => {
    const { thingQuery, thingFieldsFragment } = await schemas(`
      fragment ThingFields on Thing { id tags { id } }
      query Thing { thing(id: "1") { ...ThingFields tags { label } } }
      query Result { result { ... on Done { thing { ...ThingFields } } } }
    `)
    expect(
      thingQuery!.safeParse({
        thing: { id: '1', tags: [{ id: 't', label: null }] },
      }).success,
    ).toBe(true)
    expect(
      thingQuery!.safeParse({ thing: { id: '1', tags: [{ id: 't' }] } })
        .success,
    ).toBe(false)
    expect(thingFieldsFragment!.safeParse({ id: '1', tags: [] }).success).toBe(
      true,
    )
  })

  it('answers a union as one object per member, told apart by __typename', async () => {
    const { resultQuery } = await schemas(`
      query Result {
        result { __typename ... on Done { thing { id } } ... on Problem { message } }
      }
    `)
    const parse = (result: unknown) =>
      resultQuery!.safeParse({ result }).success
    expect(parse({ __typename: 'Done', thing: { id: '1' } })).toBe(true)
    expect(parse({ __typename: 'Error', message: 'No.' })).toBe(true)
    expect(parse({ __typename: 'Done', message: 'No.' })).toBe(false)
    expect(parse({ __typename: 'Other' })).toBe(false)
  })

  it('refuses a scalar it has no schema for, rather than letting anything through', () => {
    const withDate = buildSchema('scalar Date type Query { today: Date! }')
    expect(() =>
      plugin(withDate, [{ document: parse('query Today { today }') }]),
    ).toThrow('no zod schema for the scalar Date')
  })
})
