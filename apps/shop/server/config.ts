import type { SupportContact } from '../src/lib/support-contact'

/** The shop server's configuration, read once at start-up (production and dev servers alike). */
export interface ShopConfig {
  port: number
  host: string
  /** Where `/api/*` is forwarded. */
  apiUrl: string
  /** Where `/media/*` is forwarded: the CDN or the backend. */
  mediaUrl: string
  /**
   * The shop's public address: every absolute URL (canonical links, the sitemap, robots.txt)
   * is built from it, never from the request's Host header.
   */
  publicBaseUrl: string
  /**
   * The host names the shop answers (`req.hostname`, lower case): the public address's, this
   * machine's (`localhost`, `127.0.0.1`, `[::1]`) and `ALLOWED_HOSTS`. Any other Host is refused
   * with 421, so a page of another site rebound to this machine (DNS rebinding) reads nothing.
   */
  allowedHosts: string[]
  /** Which peers may tell the visitor's address (Express `trust proxy`); none by default. */
  trustProxy: string | boolean
  /**
   * Shared with the API (`SHOP_SERVER_SECRET`): with it this server asks for a shared render's
   * prices by a pricing context (decision 039). Without it, buyers with contract prices get
   * renders of their own.
   */
  shopServerSecret?: string
  /** Where Stripe.js comes from when card payments are on (the page's CSP allows its origin). */
  stripeJsUrl?: string
  /**
   * The distributor's support contact when the content backend names none or cannot be reached:
   * the error pages must name it even when the API is down.
   */
  supportFallback: SupportContact
}

export function readShopConfig(
  env: NodeJS.ProcessEnv = process.env,
): ShopConfig {
  const port = Number(env.PORT ?? 3000)
  const publicBaseUrl = new URL(
    env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
  ).origin
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    apiUrl: env.API_URL ?? 'http://127.0.0.1:4001',
    mediaUrl: env.CDN_URL ?? 'http://127.0.0.1:4000',
    publicBaseUrl,
    allowedHosts: [
      ...new Set([
        new URL(publicBaseUrl).hostname,
        'localhost',
        '127.0.0.1',
        '[::1]',
        ...(env.ALLOWED_HOSTS ?? '')
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean)
          .map(hostName),
      ]),
    ],
    shopServerSecret: env.SHOP_SERVER_SECRET || undefined,
    trustProxy:
      !env.TRUST_PROXY || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    // Card payments are on when the API has Stripe's keys (the same variables reach both).
    stripeJsUrl: env.STRIPE_PUBLISHABLE_KEY
      ? (env.STRIPE_JS_URL ?? 'https://js.stripe.com/basil/stripe.js')
      : undefined,
    // The demo distributor's, as the demo content names it.
    supportFallback: {
      phone: env.SUPPORT_PHONE ?? '(555) 010-0199',
      email: env.SUPPORT_EMAIL ?? 'orders@clinic-supply.example',
      hours: env.SUPPORT_HOURS ?? 'Monday to Friday, 8 am to 6 pm Central Time',
    },
  }
}

/** A host name as `req.hostname` gives it (lower case, no port, IPv6 in brackets). */
function hostName(host: string): string {
  let url: URL | undefined
  try {
    url = new URL(`http://${host}`)
  } catch {
    url = undefined
  }
  // Only a name (and a port, which is dropped): no path, user or query.
  if (!url || url.href !== `http://${url.host}/`)
    throw new Error(
      `ALLOWED_HOSTS lists host names separated by commas; "${host}" is not one.`,
    )
  return url.hostname
}
