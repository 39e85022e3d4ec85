/** Where the admin centre sends the customer back to after the initial setup. */
export const PROFILE_SETUP_PATH = '/en/shop/account/profile/setup'

/** Options for {@link buildSetupLink}. */
export interface SetupLinkOptions {
  /** The admin centre's base address, e.g. `https://admin.example.com`. */
  adminCentreUrl: string
  /** The path segment of the shop's tenant in the admin centre. */
  pathSegment: string
  /** The shop's public base address, used for the absolute redirect. */
  siteUrl: string
  /** The refresh token as encrypted by the API server (`POST /api/auth/encrypt-refresh-token`). */
  encryptedRefreshToken: string
}

/**
 * Builds the link to the customer's initial setup in the external admin centre (spec section 6):
 * the admin centre address, a path segment, `auth/init`, a redirect to the account's
 * profile-setup page and the encrypted refresh token.
 *
 * @example
 * buildSetupLink({
 *   adminCentreUrl: 'https://admin.example.com',
 *   pathSegment: 'clinic-shop',
 *   siteUrl: 'https://shop.example.com',
 *   encryptedRefreshToken: 'v1.abc',
 * })
 * // https://admin.example.com/clinic-shop/auth/init?redirect=https%3A%2F%2Fshop.example.com%2Fen%2Fshop%2Faccount%2Fprofile%2Fsetup&token=v1.abc
 */
export function buildSetupLink(options: SetupLinkOptions): string {
  const base = options.adminCentreUrl.replace(/\/+$/, '')
  const segment = options.pathSegment.replace(/^\/+|\/+$/g, '')
  const url = new URL(`${base}/${segment ? `${segment}/` : ''}auth/init`)
  url.searchParams.set(
    'redirect',
    new URL(PROFILE_SETUP_PATH, options.siteUrl).href,
  )
  url.searchParams.set('token', options.encryptedRefreshToken)
  return url.href
}
