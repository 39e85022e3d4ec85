import { describe, expect, it } from 'vitest'
import { codeSpans, files, read } from './documents'

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
      await import('../../../packages/commerce-client/src/api/contract.js')
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
