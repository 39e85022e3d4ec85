import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { errorStatus, isBot } from './page-errors'

describe('page errors', () => {
  it('answers with the error’s status, 503 for an unreachable API, else 500', () => {
    expect(errorStatus(new ApiError(404, 'gone'))).toBe(404)
    expect(errorStatus(new ApiError(503, 'down'))).toBe(503)
    expect(errorStatus(new ApiError(0, 'Network request failed'))).toBe(503)
    expect(errorStatus(new Error('boom'))).toBe(500)
    expect(errorStatus({ status: 200 })).toBe(500)
    expect(errorStatus(null)).toBe(500)
  })

  it('recognises robots but not browsers or Lighthouse', () => {
    expect(
      isBot(
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ),
    ).toBe(true)
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isBot('facebookexternalhit/1.1')).toBe(true)
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(false)
    expect(
      isBot(
        'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
      ),
    ).toBe(false)
    expect(isBot(null)).toBe(false)
  })
})
