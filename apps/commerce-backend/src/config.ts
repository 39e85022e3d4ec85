import type { Logger as QueryLogger } from 'drizzle-orm'
import type { Logger } from '@shop/node-server/log'
import type { WebhookDeliveryOptions } from './modules/events'
import type { MailTransportConfig } from './modules/mail'
import type { InvoiceOn, SellerConfig } from './modules/orders'
import type { TaxProvider } from './modules/tax'

// What `createCommerceBackend` is started with: `index.ts` reads it from the environment, tests
// and benches write it.

/** Where the outbox's messages go, and how often the mail worker looks for them. */
export interface MailConfig extends MailTransportConfig {
  /** How often the worker looks for due messages; 1 s by default. */
  pollMs?: number
  /** The worker does not run: messages wait in the table until `backend.mail.runOnce()`. */
  disabled?: boolean
}

export interface CommerceBackendConfig {
  port: number
  host: string
  /** PGlite's folder, or `memory://` for a throw-away database. */
  dataDir: string
  /** A Postgres server instead of PGlite. */
  databaseUrl?: string
  /** Connections to the Postgres server at most (`DEFAULT_POOL_SIZE` by default). */
  databasePoolSize?: number
  /** Told every SQL query the backend sends (tests count them). */
  queryLogger?: QueryLogger
  /** Where the backend's JSON log lines go (standard output by default). */
  logger?: Logger
  /** Signs access tokens. */
  tokenSecret: string
  /** Shared with the API server for trusted calls (marking orders paid). */
  serviceSecret: string
  production: boolean
  /** Creates the demo catalogue and customers on first start. */
  seed: boolean
  /**
   * PGlite only: a dumped data directory to start from (tests start each backend from one seeded
   * database dumped once, instead of creating, migrating and seeding it again).
   */
  initialData?: Blob
  /**
   * Whether card payments (the `stripe` provider) are configured on the API server: when not
   * (the default), the provider is neither offered nor accepted.
   */
  cardPayments?: boolean
  /**
   * The shop's public address (PUBLIC_BASE_URL): links in e-mails start with it. Configuration,
   * never a request header.
   */
  publicUrl?: string
  /** The shop's currency (SHOP_CURRENCY), for amounts in e-mails and invoices. */
  currency?: string
  /** When an order's invoice is issued (`INVOICE_ON`): `shipped` by default (decision 037). */
  invoiceOn?: InvoiceOn
  /** Who issues the invoices (`SELLER_*`); the development placeholders by default. */
  seller?: SellerConfig
  /** Days after delivery within which a buyer may ask for a return (RETURN_WINDOW_DAYS, 30). */
  returnWindowDays?: number
  /** Who computes sales tax (`TAX_PROVIDER`): the imported rate table by default (decision 041). */
  taxProvider?: TaxProvider
  /**
   * E-mail. Unset (backends that tests create in-process), no worker runs and nothing is
   * delivered: messages wait in the table until `backend.mail.runOnce()`, which only marks them
   * sent.
   */
  mail?: MailConfig
  /**
   * Runs the job queue that places standing orders on time (`listen()` starts it). Off in
   * backends tests create in-process: they call `services.standingOrders.runDue(now)`.
   */
  scheduler?: boolean
  /**
   * Webhook deliveries of the events outbox. With `queue` (as `index.ts` starts it, unless
   * `WEBHOOKS=off`), `listen()` runs them on the job queue; without (backends tests create
   * in-process), events wait until `backend.webhooks.runOnce()`.
   */
  webhooks?: WebhookDeliveryOptions & { queue?: boolean }
  /**
   * Whether trusted callers may run standing orders as of any moment (`runStandingOrders`), so
   * end-to-end tests move the clock instead of waiting. Never in a deployment.
   */
  movableClock?: boolean
  /**
   * Browser origins that may call the GraphQL endpoints across origins (CORS) and open the
   * websocket (`COMMERCE_CORS_ORIGINS`). None by default: the backend's caller is the API
   * server, from Node, which sends no Origin; a browser page of another site gets no CORS answer
   * and no socket.
   */
  corsOrigins?: readonly string[]
  /**
   * GraphiQL and introspection (`COMMERCE_GRAPHIQL=true`): for development, only when asked for,
   * never in production.
   */
  graphiql?: boolean
}
