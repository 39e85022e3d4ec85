import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { SHARED_MODULES } from './shared-modules'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The test files under `dir` that replace a module (`vi.mock`, `vi.doMock`). */
function mockingTests(dir: string) {
  return execFileSync('git', ['ls-files', '--', `${dir}/**.test.ts`], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .filter((path) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, path), 'utf8')),
    )
    .map((path) => path.slice(dir.length + 1))
    .sort()
}

it('runs exactly the test files that mock a module isolated, where files share modules', () => {
  for (const [dir, { isolated }] of Object.entries(SHARED_MODULES))
    expect({ dir, isolated: [...isolated].sort() }).toEqual({
      dir,
      isolated: mockingTests(dir),
    })
})
