import { describe, expect, it } from 'vitest'
import { APPS, files, read, tableNames } from './documents'

// The apps' READMEs: their configuration tables.
describe('configuration tables', () => {
  // Where each app reads its variables, as they are spelled in its source.
  const SOURCES: Record<string, string[]> = {
    'apps/shop': ['apps/shop/server', 'apps/shop/vite.config.ts'],
    'apps/server': ['apps/server/src'],
    'apps/commerce-backend': [
      'apps/commerce-backend/src',
      'apps/commerce-backend/scripts',
    ],
  }
  it.each(APPS)('%s/README.md lists every variable', (app) => {
    const names = new Set<string>()
    for (const source of SOURCES[app] ?? [])
      for (const path of files(source, (n) => /\.(ts|tsx|mjs)$/.test(n))) {
        const text = read(path)
        for (const m of text.matchAll(/env\.([A-Z][A-Z0-9_]+)/g))
          names.add(m[1] as string)
        // zod schemas of the environment (`NAME: z.…`)
        if (/env\.server\.ts$|config\.ts$/.test(path))
          for (const m of text.matchAll(/^\s+([A-Z][A-Z0-9_]+): z\./gm))
            names.add(m[1] as string)
      }
    const documented = new Set(
      [...tableNames(read(`${app}/README.md`))].flatMap((span) =>
        span.split(/\s*\/\s*/),
      ),
    )
    expect(names.size).toBeGreaterThan(3)
    expect([...names].filter((name) => !documented.has(name))).toEqual([])
  })
})
