import { randomBytes } from 'node:crypto'
import { z } from 'zod'

/** The API server's configuration, read and checked once at start-up. */
export interface ServerConfig {
  port: number
  host: string
  production: boolean
  commerceUrl: string
  contentUrl: string
  /** Base address of the translations service (`GET {url}/translations/all`). */
  translationsUrl: string
  cdnUrl: string
  /** The shop's public address; also the only origin allowed to make state changes. */
  publicBaseUrl: string
  /** The external admin centre (spec section 6); without it, setup is done by the shop's team. */
  adminCentreUrl?: string
  adminCentrePathSegment: string
  encryptionSecret: string
  /** Shared with the commerce backend for trusted calls (marking an order paid). */
  serviceSecret: string
  /**
   * Shared with the shop server, which proves with it that a pricing context it sends for a shared
   * render came from the backend's session answer (decision 039). Without it the API takes no
   * context from anyone, and buyers with contract prices get renders of their own.
   */
  shopServerSecret?: string
  stripe?: {
    secretKey: string
    publishableKey: string
    webhookSecret: string
    /** Stripe.js for the browser, pinned to the basil version (spec section 7). */
    scriptUrl: string
    /** Only for tests against the Stripe test double. */
    apiHost?: { host: string; port: number; protocol: 'http' | 'https' }
  }
  currency: string
  backendTimeoutMs: number
  /** How many GraphQL calls this process sends the backend at once; the rest wait in line. */
  backendConcurrency: number
  /**
   * Which peers may tell the client's address in `X-Forwarded-For` (Express `trust proxy`): the
   * shop server in front. `loopback` by default, where `npm start` runs it.
   */
  trustProxy: string | boolean
}

const url = z.url()
const schema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  HOST: z.string().default('127.0.0.1'),
  COMMERCE_BACKEND_URL: url.default('http://127.0.0.1:4000'),
  COMMERCE_GRAPHQL_URL: url.optional(),
  CONTENT_GRAPHQL_URL: url.optional(),
  TRANSLATIONS_URL: url.optional(),
  CDN_URL: url.optional(),
  PUBLIC_BASE_URL: url.default('http://localhost:3000'),
  ADMIN_CENTRE_URL: url.optional(),
  ADMIN_CENTRE_PATH_SEGMENT: z.string().default('clinic-supply'),
  ENCRYPTION_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional(),
  COMMERCE_SERVICE_SECRET: z.string().min(16).optional(),
  SHOP_SERVER_SECRET: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: url.optional(),
  STRIPE_JS_URL: url.default('https://js.stripe.com/basil/stripe.js'),
  SHOP_CURRENCY: z.string().length(3).default('USD'),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  BACKEND_CONCURRENCY: z.coerce.number().int().positive().default(8),
  TRUST_PROXY: z.string().default('loopback'),
})

/**
 * Reads the configuration from the environment. In production a missing secret stops start-up
 * with a message naming it; in development a random one is used for this process.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n')
    throw new Error(`The API server's configuration is not valid:\n${problems}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  const secret = (name: string, value: string | undefined) => {
    if (value) return value
    if (production) throw new Error(`${name} must be set in production.`)
    return randomBytes(32).toString('hex')
  }
  const stripeKeys = [
    e.STRIPE_SECRET_KEY,
    e.STRIPE_PUBLISHABLE_KEY,
    e.STRIPE_WEBHOOK_SECRET,
  ]
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error(
      'Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together.',
    )
  }
  const stripeApi = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    commerceUrl:
      e.COMMERCE_GRAPHQL_URL ?? `${e.COMMERCE_BACKEND_URL}/graphql/commerce`,
    contentUrl:
      e.CONTENT_GRAPHQL_URL ?? `${e.COMMERCE_BACKEND_URL}/graphql/content`,
    translationsUrl: e.TRANSLATIONS_URL ?? e.COMMERCE_BACKEND_URL,
    cdnUrl: e.CDN_URL ?? e.PUBLIC_BASE_URL,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    adminCentreUrl: e.ADMIN_CENTRE_URL,
    adminCentrePathSegment: e.ADMIN_CENTRE_PATH_SEGMENT,
    encryptionSecret: secret('ENCRYPTION_SECRET', e.ENCRYPTION_SECRET),
    serviceSecret: secret('COMMERCE_SERVICE_SECRET', e.COMMERCE_SERVICE_SECRET),
    shopServerSecret: e.SHOP_SERVER_SECRET,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            scriptUrl: e.STRIPE_JS_URL,
            apiHost: stripeApi
              ? {
                  host: stripeApi.hostname,
                  port: Number(
                    stripeApi.port ||
                      (stripeApi.protocol === 'https:' ? 443 : 80),
                  ),
                  protocol: stripeApi.protocol === 'https:' ? 'https' : 'http',
                }
              : undefined,
          }
        : undefined,
    currency: e.SHOP_CURRENCY.toLowerCase(),
    backendTimeoutMs: e.BACKEND_TIMEOUT_MS,
    backendConcurrency: e.BACKEND_CONCURRENCY,
    trustProxy: e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
  }
}
