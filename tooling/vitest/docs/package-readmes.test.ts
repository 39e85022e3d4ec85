import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PACKAGES, exportedNames, read, tableNames } from './documents'

describe('package READMEs', () => {
  const manifest = (dir: string) =>
    JSON.parse(read(`packages/${dir}/package.json`)) as {
      name: string
      exports: Record<string, string | Record<string, string>>
    }

  it.each(PACKAGES)('packages/%s/README.md names every export path', (dir) => {
    const { name, exports } = manifest(dir)
    const readme = read(`packages/${dir}/README.md`)
    const missing = Object.keys(exports)
      .filter((key) => key !== '.' && key !== './package.json')
      .map((key) => `${name}${key.slice(1)}`)
      .filter((specifier) => !readme.includes(specifier))
    expect(missing).toEqual([])
  })

  // Every export of every entry, by name. The root entry of commerce-client also exports the
  // generated documents (`export *`), which the operations test above covers.
  it.each(['checkout', 'account', 'forms', 'i18n', 'commerce-client'])(
    'packages/%s/README.md has every export of every entry in a table',
    async (dir) => {
      const entries = Object.values(manifest(dir).exports)
        .map((target) =>
          typeof target === 'string' ? '' : target['@shop/source'],
        )
        .filter((path): path is string => Boolean(path?.endsWith('.ts')))
      expect(entries.length).toBeGreaterThan(1)
      const names = entries.flatMap((entry) =>
        exportedNames(read(join('packages', dir, entry))),
      )
      // The root entry's values as Node loads them: a value exported another way counts too.
      if (dir !== 'commerce-client')
        names.push(
          ...Object.keys(
            (await import(`../../../packages/${dir}/src/index.ts`)) as object,
          ),
        )
      const described = tableNames(read(`packages/${dir}/README.md`))
      expect(
        [...new Set(names)].filter((name) => !described.has(name)),
      ).toEqual([])
    },
  )
})
