import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeSpans, files, read } from './documents'

describe('the API server README', () => {
  const readme = read('apps/server/README.md')

  it('counts the calls of the contract', async () => {
    const { apiCalls } =
      await import('../../../packages/commerce-client/src/api/contract.js')
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
