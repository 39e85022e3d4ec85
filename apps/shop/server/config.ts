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
  /** Which peers may tell the visitor's address (Express `trust proxy`); none by default. */
  trustProxy: string | boolean
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
