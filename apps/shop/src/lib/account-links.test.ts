import { describe, expect, it } from 'vitest'
import { accountLinkSearch, refusedLinkMessage } from './account-links'
import { ApiError } from './api'

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

describe('refusedLinkMessage', () => {
  it('answers the API’s message about the token', () => {
    const error = new ApiError(400, 'Invalid input', [
      { propertyPath: 'token', message: 'This link was already used.' },
    ])
    expect(refusedLinkMessage(error)).toBe('This link was already used.')
  })

  it('leaves a refused password and other failures to the form', () => {
    expect(
      refusedLinkMessage(
        new ApiError(400, 'Invalid input', [
          { propertyPath: 'password', message: 'Is too long.' },
        ]),
      ),
    ).toBeNull()
    expect(refusedLinkMessage(new ApiError(503, 'Unavailable'))).toBeNull()
    expect(refusedLinkMessage(new Error('boom'))).toBeNull()
  })
})
