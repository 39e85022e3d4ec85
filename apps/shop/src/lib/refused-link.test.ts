import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { refusedLinkMessage } from './refused-link'

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
