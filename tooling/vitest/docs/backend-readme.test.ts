import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeSpans, files, read, root, tableNames } from './documents'

describe('the commerce backend README', () => {
  const readme = read('apps/commerce-backend/README.md')
  const MODULES = 'apps/commerce-backend/src/modules'
  // The names every module's files follow (decision 026): the README may name them bare.
  const CONVENTION = ['index.ts', 'tables.ts', 'resolvers.ts', 'schema.graphql']

  it('describes every module folder in its layout table, and no other', () => {
    const described = [...tableNames(readme)]
      .map((name) => /^src\/modules\/([\w-]+)\/?$/.exec(name)?.[1])
      .filter((name) => name !== undefined)
    const folders = readdirSync(join(root, MODULES), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(described.toSorted()).toEqual(folders.toSorted())
  })

  it('names a source file by its path, which is checked to exist, or by the modules’ convention', () => {
    // A bare `companies.ts` cannot be checked and drifts once a service is split into parts: a
    // module is named by its folder, a file by its path (`src/modules/orders/invoices.ts`).
    const bare = codeSpans(readme).filter(
      (span) =>
        /^[\w.-]+\.(ts|tsx|mjs|graphql)$/.test(span) &&
        !CONVENTION.includes(span),
    )
    expect(bare).toEqual([])
    const conventional = files(MODULES, (name) => CONVENTION.includes(name))
    for (const name of CONVENTION)
      expect(conventional.map((path) => basename(path))).toContain(name)
  })
})
