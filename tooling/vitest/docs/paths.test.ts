import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DOCUMENTS,
  PLACEHOLDER,
  TUTORIAL_FILES,
  codeSpans,
  ignoredByGit,
  read,
  root,
} from './documents'

// Every document (the READMEs, CONTRIBUTING): the paths it names exist.
describe('the documents name what exists', () => {
  it.each(DOCUMENTS)('every path %s names exists', (document) => {
    const here = dirname(document)
    // Paths from the repository root anywhere, and an app's or package's own paths in its README.
    const paths = codeSpans(read(document))
      .map((span) => span.replace(/[.,:;)]+$/, ''))
      .filter(
        (span) =>
          /^(apps|packages|docs|e2e|scripts|tooling|bench|resilience)\/[\w./$@-]+$/.test(
            span,
          ) ||
          (here !== '.' &&
            /^(src|server|test|schema|scripts|drizzle)\/[\w./$@-]*$/.test(
              span,
            )),
      )
      .filter(
        (path) => !PLACEHOLDER.test(path) && !TUTORIAL_FILES.includes(path),
      )
    const missing = paths.filter(
      (path) =>
        !existsSync(join(root, path)) && !existsSync(join(root, here, path)),
    )
    const ignored = ignoredByGit([
      ...missing,
      ...missing.map((path) => join(here, path)),
    ])
    expect(
      missing.filter(
        (path) => !ignored.has(path) && !ignored.has(join(here, path)),
      ),
    ).toEqual([])
  })

  it('the path check tells a moved file from ignored output', () => {
    // The two ways a named path may be absent, so neither filter can hide real drift.
    expect([
      ...ignoredByGit([
        'apps/commerce-backend/data/',
        'apps/storybook/storybook-static',
        'apps/commerce-backend/src/db/schema.ts',
      ]),
    ]).toEqual([
      'apps/commerce-backend/data/',
      'apps/storybook/storybook-static',
    ])
    expect(PLACEHOLDER.test('docs/decisions/017-typed-api-contract.md')).toBe(
      false,
    )
  })
})
