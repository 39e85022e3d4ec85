import { describe, expect, it } from 'vitest'
import { catalogueVersion } from './catalogue-version'

describe('catalogueVersion', () => {
  it('asks the backend at most once a second and keeps the last version while it does not answer', async () => {
    let clock = 0
    const asked: string[] = []
    let answer: () => Response = () => Response.json({ version: 7 })
    const version = catalogueVersion(
      'http://backend.test:4000/graphql/commerce',
      {
        now: () => clock,
        fetchFn: async (input) => {
          asked.push(String(input))
          return answer()
        },
      },
    )
    expect(await version()).toBe('7')
    expect(await version()).toBe('7')
    expect(asked).toEqual(['http://backend.test:4000/catalogue-version'])

    clock = 1_000
    answer = () => Response.json({ version: 8 })
    expect(await version()).toBe('8')
    clock = 2_000
    answer = () => {
      throw new Error('connection refused')
    }
    expect(await version()).toBe('8')
    expect(asked).toHaveLength(3)
  })
})
