import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// What the READMEs and CONTRIBUTING state about the code, checked against the code, so the
// documents cannot drift from what they describe (issue 32).
const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** The files at or below `path` whose name passes `test`, leaving out generated code and tests. */
function files(path: string, test: (name: string) => boolean): string[] {
  if (statSync(join(root, path)).isFile()) return test(path) ? [path] : []
  return readdirSync(join(root, path), {
    recursive: true,
    withFileTypes: true,
  })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !/node_modules|generated|\.test\./.test(file))
}

/** Every `code span` of a Markdown text. */
const codeSpans = (markdown: string) =>
  [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string)

/** The code spans in the first cell of the text's table rows: what its tables describe. */
const tableNames = (markdown: string) =>
  new Set(
    markdown
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => codeSpans(line.split(/(?<!\\)\|/)[1] ?? '')),
  )

/** The names a module exports by name (`export { a, type B }`, `export type { C }`). */
const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap((m) =>
    (m[1] as string)
      .split(',')
      .map((name) =>
        name
          .trim()
          .replace(/^type /, '')
          .replace(/.* as /, ''),
      )
      .filter(Boolean),
  )

const APPS = ['apps/shop', 'apps/server', 'apps/commerce-backend']
const PACKAGES = readdirSync(join(root, 'packages'))
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  ...APPS.map((app) => `${app}/README.md`),
  ...PACKAGES.map((p) => `packages/${p}/README.md`),
]

/** The paths git ignores: build output and data that exist only after a run. */
function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set()
  // A folder that does not exist yet matches a `dir/` pattern only when named with its slash.
  const asked = paths.flatMap((path) => [path, `${path.replace(/\/$/, '')}/`])
  // `--no-index` matches paths whatever the index holds; exit 1 means "none ignored".
  const { stdout } = spawnSync(
    'git',
    ['check-ignore', '--no-index', ...asked],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  const ignored = new Set(stdout.split('\n'))
  return new Set(
    paths.filter(
      (path) => ignored.has(path) || ignored.has(`${path.replace(/\/$/, '')}/`),
    ),
  )
}

// A placeholder in a path (`docs/decisions/NNN-title.md`), not a file.
const PLACEHOLDER = /\bN{3}\b/

// CONTRIBUTING's tutorial adds this page and its end-to-end test: they must not exist yet.
const TUTORIAL_FILES = [
  'apps/shop/src/routes/en/_layout/shop/account/practice.tsx',
  'e2e/practice.e2e.ts',
]

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

describe("CONTRIBUTING's tutorial", () => {
  const contributing = read('CONTRIBUTING.md')
  const tutorial = contributing.slice(
    contributing.indexOf('## Add a page to the shop'),
    contributing.indexOf('## Add an API call'),
  )

  it('adds files that do not exist yet', () => {
    for (const path of TUTORIAL_FILES) {
      expect(tutorial).toContain(path)
      expect(existsSync(join(root, path)), path).toBe(false)
    }
  })

  it('adds the messages it uses that the catalogue does not have yet', async () => {
    const { EN_MESSAGES } = await import('../../packages/i18n/src/index.js')
    const used = [...tutorial.matchAll(/\bt\('([\w.]+)'/g)].map(
      (m) => m[1] as string,
    )
    const added = [...tutorial.matchAll(/`'([\w.]+)': '[^']*'`/g)].map(
      (m) => m[1] as string,
    )
    expect(used.length).toBeGreaterThan(0)
    expect(added.filter((key) => key in EN_MESSAGES)).toEqual([])
    expect(
      used.filter((key) => !(key in EN_MESSAGES) && !added.includes(key)),
    ).toEqual([])
  })

  it('names the last decision and the next number', () => {
    const numbers = readdirSync(join(root, 'docs/decisions'))
      .map((name) => Number(name.slice(0, 3)))
      .filter(Number.isFinite)
    const last = String(Math.max(...numbers)).padStart(3, '0')
    const next = String(Math.max(...numbers) + 1).padStart(3, '0')
    expect(contributing).toMatch(
      new RegExp(
        `\`docs/decisions/${last}-[\\w-]+\\.md\`, so the next is ${next}\\b`,
      ),
    )
  })

  it.each([
    // Where the guide names them: the text from `from` to `to`.
    {
      dir: 'packages/commerce-client/src/api/calls',
      from: 'the calls file of its area',
      to: 'The key is',
    },
    {
      dir: 'apps/server/src/routes',
      from: 'one module per tag',
      to: 'A handler gets',
    },
    {
      dir: 'apps/commerce-backend/src/modules',
      from: 'in the `resolvers.ts` of its module',
      to: 'merges them',
    },
  ])('names every module of $dir', ({ dir, from, to }) => {
    const start = contributing.indexOf(from)
    const end = contributing.indexOf(to, start)
    expect(start).toBeGreaterThan(0)
    const named = codeSpans(contributing.slice(start, end))
    // The backend's modules are folders (decision 026); the other lists name files.
    const modules = dir.endsWith('modules')
      ? readdirSync(join(root, dir))
      : files(dir, (name) => name.endsWith('.ts')).map((path) => basename(path))
    expect(modules.filter((name) => !named.includes(name))).toEqual([])
  })
})

describe('the API server README', () => {
  const readme = read('apps/server/README.md')

  it('counts the calls of the contract', async () => {
    const { apiCalls } =
      await import('../../packages/commerce-client/src/api/contract.js')
    const count = Object.keys(apiCalls).length
    expect(readme).toContain(`(${count} calls;`)
  })

  it('names every handlers module', () => {
    const row = readme.split('\n').find((line) => line.includes('src/routes/*'))
    const modules = files('apps/server/src/routes', (n) => n.endsWith('.ts'))
    expect(
      modules
        .map((path) => basename(path, '.ts'))
        .filter((name) => !codeSpans(row ?? '').includes(name)),
    ).toEqual([])
  })
})

describe('the commerce-client README', () => {
  const readme = read('packages/commerce-client/README.md')
  const definitions = (dir: string, kinds: string) =>
    files(`packages/commerce-client/src/operations/${dir}`, (name) =>
      name.endsWith('.graphql'),
    ).flatMap((path) =>
      [...read(path).matchAll(new RegExp(`^(?:${kinds}) (\\w+)`, 'gm'))].map(
        (m) => m[1] as string,
      ),
    )

  it('lists every commerce operation, and only those', () => {
    const start = readme.indexOf('The commerce operations are')
    const end = readme.indexOf('Each one is exported', start)
    expect(start).toBeGreaterThan(0)
    const listed = codeSpans(readme.slice(start, end))
    expect(listed.sort()).toEqual(
      definitions('commerce', 'query|mutation|subscription').sort(),
    )
  })

  it('names every fragment and content operation', () => {
    const named = new Set(codeSpans(readme))
    expect(
      [
        ...definitions('commerce', 'fragment').map((f) => `${f}FragmentDoc`),
        ...definitions('content', 'query').map((q) => `${q}Document`),
      ].filter((name) => !named.has(name)),
    ).toEqual([])
  })

  it('names every tag of the contract', async () => {
    const { apiCalls } =
      await import('../../packages/commerce-client/src/api/contract.js')
    const row = readme.split('\n').find((line) => line.startsWith('| `ApiTag`'))
    const tags = new Set(Object.values(apiCalls).map((call) => call.tag))
    expect(
      [...tags].filter((tag) => !codeSpans(row ?? '').includes(tag)),
    ).toEqual([])
  })

  it('says that state changes come only from PUBLIC_BASE_URL, as the server has no CORS', () => {
    expect(readme).toMatch(/only from `PUBLIC_BASE_URL`[^.]*no CORS/)
    // The statement holds while no server code allows another origin.
    const server = files('apps/server/src', (n) => n.endsWith('.ts'))
      .map(read)
      .join('\n')
    expect(server).not.toMatch(/access-control-allow-origin|from 'cors'/i)
  })
})

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
            (await import(`../../packages/${dir}/src/index.ts`)) as object,
          ),
        )
      const described = tableNames(read(`packages/${dir}/README.md`))
      expect(
        [...new Set(names)].filter((name) => !described.has(name)),
      ).toEqual([])
    },
  )
})

describe('demo logins', () => {
  const seed = read('apps/commerce-backend/src/seed/demo-accounts.ts')
  const logins = [
    ...seed.matchAll(/email: '([^']+)',\s*\n\s*password: '([^']+)'/g),
  ].map((m) => m[1] as string)

  it('the seed has the five demo logins', () => {
    expect(logins).toHaveLength(5)
  })

  it.each(['README.md', 'apps/commerce-backend/README.md'])(
    '%s lists every demo login',
    (document) => {
      const text = read(document)
      expect(logins.filter((login) => !text.includes(login))).toEqual([])
    },
  )
})

describe('the README', () => {
  const readme = read('README.md')

  it('describes each page of the account area in one place', () => {
    const features = readme
      .slice(
        readme.indexOf('## What a buyer can do'),
        readme.indexOf('## Architecture'),
      )
      .split('\n- ')
    const pages = new Set(
      features.flatMap((text) =>
        codeSpans(text).filter((span) => span.startsWith('/en/shop/account/')),
      ),
    )
    expect(pages.size).toBeGreaterThan(2)
    for (const page of pages)
      expect(
        features.filter((text) => codeSpans(text).includes(page)),
        page,
      ).toHaveLength(1)
  })
})

describe('decisions', () => {
  const decisions = readdirSync(join(root, 'docs/decisions')).filter((name) =>
    /^\d{3}-.*\.md$/.test(name),
  )
  const text = (number: string) =>
    read(`docs/decisions/${decisions.find((name) => name.startsWith(number))}`)

  it('a superseded decision says so at its top', () => {
    const superseded = decisions.flatMap((name) =>
      [
        ...read(`docs/decisions/${name}`).matchAll(
          /Supersedes decision (\d{3})/g,
        ),
      ].map((m) => ({ old: m[1] as string, by: name.slice(0, 3) })),
    )
    expect(superseded).toContainEqual({ old: '005', by: '015' })
    for (const { old, by } of superseded)
      expect(text(old).split('\n').slice(0, 4).join('\n')).toMatch(
        new RegExp(`Superseded by \\[decision ${by}\\]`),
      )
  })
})
