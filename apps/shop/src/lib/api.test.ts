import { describe, expect, it } from 'vitest'
import { ApiError, retryTransient } from './api'

describe('retryTransient', () => {
  it('asks once more when the API was unreachable or failed', () => {
    expect(retryTransient(0, new ApiError(0, 'Network request failed'))).toBe(
      true,
    )
    expect(retryTransient(0, new ApiError(503, 'Unavailable'))).toBe(true)
    expect(retryTransient(1, new ApiError(503, 'Unavailable'))).toBe(false)
  })

  it('does not ask again about a request the API refused or did not find', () => {
    for (const status of [400, 401, 404, 409, 429])
      expect(retryTransient(0, new ApiError(status, 'No'))).toBe(false)
    expect(retryTransient(0, new Error('a bug'))).toBe(false)
  })
})
