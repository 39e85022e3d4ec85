import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { read, root } from './documents'

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
