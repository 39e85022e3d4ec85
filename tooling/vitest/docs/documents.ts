import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

// What the documents' tests share: the repository's files and what a Markdown text names. The
// tests beside this file check what the READMEs and CONTRIBUTING state about the code against
// the code, one file per document, so the documents cannot drift from what they describe
// (issue 32).
export const root = fileURLToPath(new URL('../../..', import.meta.url))
export const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** The files at or below `path` whose name passes `test`, leaving out generated code and tests. */
export function files(path: string, test: (name: string) => boolean): string[] {
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
export const codeSpans = (markdown: string) =>
  [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string)

/** The code spans in the first cell of the text's table rows: what its tables describe. */
export const tableNames = (markdown: string) =>
  new Set(
    markdown
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => codeSpans(line.split(/(?<!\\)\|/)[1] ?? '')),
  )

/** The names a module exports by name (`export { a, type B }`, `export type { C }`). */
export const exportedNames = (source: string) =>
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

export const APPS = ['apps/shop', 'apps/server', 'apps/commerce-backend']
export const PACKAGES = readdirSync(join(root, 'packages'))
export const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  ...APPS.map((app) => `${app}/README.md`),
  ...PACKAGES.map((p) => `packages/${p}/README.md`),
]

/** The paths git ignores: build output and data that exist only after a run. */
export function ignoredByGit(paths: string[]): Set<string> {
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
export const PLACEHOLDER = /\bN{3}\b/

// CONTRIBUTING's tutorial adds this page and its end-to-end test: they must not exist yet.
export const TUTORIAL_FILES = [
  'apps/shop/src/routes/en/_layout/shop/account/practice.tsx',
  'e2e/practice.e2e.ts',
]
