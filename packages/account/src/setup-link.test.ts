import { describe, expect, it } from 'vitest'
import { buildSetupLink } from './setup-link.js'

describe('buildSetupLink', () => {
  const options = {
    adminCentreUrl: 'https://admin.example.com/',
    pathSegment: '/clinic-shop/',
    siteUrl: 'https://shop.example.com',
    encryptedRefreshToken: 'v1.a+b/c=',
  }

  it('joins the admin centre, the path segment and auth/init', () => {
    const url = new URL(buildSetupLink(options))
    expect(url.origin + url.pathname).toBe(
      'https://admin.example.com/clinic-shop/auth/init',
    )
  })

  it('redirects back to the profile setup page and carries the encrypted token intact', () => {
    const url = new URL(buildSetupLink(options))
    expect(url.searchParams.get('redirect')).toBe(
      'https://shop.example.com/en/shop/account/profile/setup',
    )
    expect(url.searchParams.get('token')).toBe('v1.a+b/c=')
  })
})
