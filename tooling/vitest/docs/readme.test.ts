import { describe, expect, it } from 'vitest'
import { codeSpans, read } from './documents'

// The root README, and the demo logins it shares with the backend's.
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
