/** Query values for {@link absoluteLink}, appended URL-encoded in this order. */
export type LinkQuery = Readonly<Record<string, string | number>>

// Whitespace, control characters and backslashes have no place in a path we build, and
// browsers read a backslash as a slash, which could turn a path into another host.
const UNSAFE_PATH = /[\s\p{Cc}\\]/u

/**
 * An absolute link into the shop: the configured `publicUrl` (which may end in a base path)
 * plus a path of the shop, so a message never links anywhere else. The path must start with
 * one `/`; it may carry its own query (a token), and `query` adds more.
 *
 * @example
 * absoluteLink('https://shop.example', '/en/shop/account/orders', { page: 2 })
 * // 'https://shop.example/en/shop/account/orders?page=2'
 */
export function absoluteLink(
  publicUrl: string,
  path: string,
  query?: LinkQuery,
): string {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_PATH.test(path))
    throw new Error(`A mail link needs a path of the shop, not ${path}`)
  const base = parseBase(publicUrl)
  const basePath = base.pathname.replace(/\/+$/, '')
  const url = new URL(basePath + path, base.origin)
  for (const [name, value] of Object.entries(query ?? {}))
    url.searchParams.append(name, String(value))
  // `..` segments are resolved by URL: the result must still be inside the shop.
  if (
    url.origin !== base.origin ||
    (basePath !== '' &&
      url.pathname !== basePath &&
      !url.pathname.startsWith(`${basePath}/`))
  )
    throw new Error(`A mail link must stay inside ${publicUrl}: ${path}`)
  return url.href
}

function parseBase(publicUrl: string): URL {
  let base: URL
  try {
    base = new URL(publicUrl)
  } catch {
    throw new Error(`The shop's public URL is not a URL: ${publicUrl}`)
  }
  if (
    (base.protocol !== 'https:' && base.protocol !== 'http:') ||
    base.username !== '' ||
    base.password !== '' ||
    base.search !== '' ||
    base.hash !== ''
  )
    throw new Error(
      `The shop's public URL must be a plain http(s) origin with an optional path: ${publicUrl}`,
    )
  return base
}
