import { describe, expect, it } from 'vitest'
import { accountLinkSearch } from './account-links'

describe('accountLinkSearch', () => {
  it('keeps the token of a whole link and a redirect inside the shop', () => {
    expect(
      accountLinkSearch({ token: ' abc123 ', redirect: '/en/shop/cart' }),
    ).toEqual({ token: 'abc123', redirect: '/en/shop/cart' })
  })

  it('leaves out a missing, empty, mangled or overlong token instead of failing', () => {
    expect(accountLinkSearch({})).toEqual({})
    expect(accountLinkSearch({ token: '' })).toEqual({})
    expect(accountLinkSearch({ token: { a: 1 } })).toEqual({})
    expect(accountLinkSearch({ token: 'x'.repeat(129) })).toEqual({})
  })

  it('reads a token of digits, which the router parsed as a number', () => {
    expect(accountLinkSearch({ token: 12345 })).toEqual({ token: '12345' })
  })

  it('never leads to another site afterwards', () => {
    expect(accountLinkSearch({ redirect: 'https://evil.example' })).toEqual({
      redirect: '/en/shop',
    })
  })
})
