import { existsSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TUTORIAL_FILES, codeSpans, files, read, root } from './documents'

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
    const { EN_MESSAGES } = await import('../../../packages/i18n/src/index.js')
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
