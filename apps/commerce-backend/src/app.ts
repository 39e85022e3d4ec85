import { randomUUID, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Logger as QueryLogger } from 'drizzle-orm'
import type {
  DocumentNode,
  ExecutionArgs,
  GraphQLError,
  GraphQLSchema,
} from 'graphql'
import type { OperationResult } from 'graphql-ws'
import { useServer } from 'graphql-ws/use/ws'
import {
  createPubSub,
  createSchema,
  createYoga,
  useExecutionCancellation,
} from 'graphql-yoga'
import {
  createJsonLogger,
  requestLog,
  runWithRequestId,
} from '@shop/node-server/log'
import type { Logger } from '@shop/node-server/log'
import { REQUEST_ID_HEADER, isRequestId } from '@shop/node-server/request-id'
import { verifyAccessToken } from './auth/tokens'
import { openDatabase } from './db/client'
import { Batcher } from './graphql/batch'
import { commerceResolvers } from './graphql/commerce-resolvers'
import { contentResolvers } from './modules/catalogue'
import type { GraphQLContext, OrderEvents } from './graphql/context'
import { limits, noIntrospection } from './graphql/limits'
import { isImageSize, renderImageSvg } from './images'
import { createMailTransport, DEFAULT_MAIL_FROM } from './modules/mail'
import type { MailTransportConfig } from './modules/mail'
import { MailWorker } from './modules/mail'
import { AuthThrottle } from './modules/customers'
import { storedImage } from './modules/catalogue'
import { WebhookDeliveries, startWebhookQueue } from './modules/events'
import type { WebhookDeliveryOptions } from './modules/events'
import { OPERATOR_API_PREFIX, createOperatorApi } from './modules/operators'
import { operatorRoutes } from './operator-routes'
import { WebSocketServer } from 'ws'
import { startScheduler } from './scheduler'
import { seedDemoData } from './seed/seed'
import { createServices } from './services'
import { DEFAULT_SELLER } from './modules/orders'
import type { InvoiceOn, SellerConfig } from './modules/orders'
import type { TaxProvider } from './modules/tax'

/**
 * Yoga's own messages (an unexpected resolver error, above all) as JSON lines of the backend's
 * logger, so they name the request too; its chatter below a warning only outside production.
 */
function yogaLogging(logger: Logger, production: boolean) {
  const text = (args: unknown[]) =>
    args
      .map((arg) =>
        arg instanceof Error
          ? (arg.stack ?? arg.message)
          : typeof arg === 'string'
            ? arg
            : JSON.stringify(arg),
      )
      .join(' ')
  const quiet = () => undefined
  return {
    debug: quiet,
    info: production
      ? quiet
      : (...args: unknown[]) => logger.info('graphql', { message: text(args) }),
    warn: (...args: unknown[]) =>
      logger.warn('graphql', { message: text(args) }),
    error: (...args: unknown[]) =>
      logger.error('graphql', { message: text(args) }),
  }
}

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

function sdl(name: 'commerce' | 'content'): string {
  return readFileSync(
    fileURLToPath(
      import.meta.resolve(`@shop/commerce-client/schema/${name}.graphql`),
    ),
    'utf8',
  )
}

function sameSecret(given: string | null, expected: string) {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The embedded commerce backend: `/graphql/commerce` and `/graphql/content` over Postgres, the
 * generated product images under `/media`, and `/translations/all` for the translation loader.
 */
export async function createCommerceBackend(config: CommerceBackendConfig) {
  const logger = config.logger ?? createJsonLogger()
  if (config.graphiql && config.production)
    throw new Error(
      'COMMERCE_GRAPHIQL is for development: GraphiQL and introspection stay off in production.',
    )
  const corsOrigins = (config.corsOrigins ?? []).map(
    (origin) => new URL(origin).origin,
  )
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    logger: config.queryLogger,
    initialData: config.initialData,
  })
  if (config.seed) await seedDemoData(database.db)
  const transport = createMailTransport(
    config.mail ?? { from: DEFAULT_MAIL_FROM },
  )
  const mail = new MailWorker(database.db, transport, {
    pollMs: config.mail?.pollMs,
  })
  const webhooks = new WebhookDeliveries(database.db, config.webhooks)
  let webhookQueue: Awaited<ReturnType<typeof startWebhookQueue>> | null = null
  const services = createServices(database.db, {
    tokenSecret: config.tokenSecret,
    cardPayments: config.cardPayments ?? false,
    invoiceOn: config.invoiceOn ?? 'shipped',
    seller: config.seller ?? DEFAULT_SELLER,
    returnWindowDays: config.returnWindowDays,
    taxProvider: config.taxProvider,
    mail: {
      publicUrl: config.publicUrl ?? 'http://localhost:3000',
      currency: config.currency ?? 'USD',
      // A committed message or event goes out at once, not at the next poll.
      queued: () => {
        mail.wake()
        webhookQueue?.wake()
      },
    },
  })
  const events: OrderEvents = createPubSub()
  // Over HTTP the caller is in the request headers; over the websocket, in the connection params.
  const context = async (initial: {
    request?: Request
    req?: IncomingMessage
    connectionParams?: Readonly<Record<string, unknown>>
  }): Promise<GraphQLContext> => {
    const header = (name: string) => {
      const value =
        initial.request?.headers.get(name) ?? initial.connectionParams?.[name]
      return typeof value === 'string' ? value : null
    }
    const bearer = /^Bearer (.+)$/.exec(header('authorization') ?? '')?.[1]
    let check = bearer ? verifyAccessToken(bearer, config.tokenSecret) : null
    // A signed-out session's access tokens are worthless, however long they had to live. The
    // check reads the customer too, so `me` costs no second query.
    const customer =
      check && 'sessionId' in check
        ? await services.sessions.sessionCustomer(
            check.sessionId,
            check.customerId,
          )
        : null
    if (check && 'sessionId' in check && !customer) check = { error: 'invalid' }
    const trusted = sameSecret(header('x-service-secret'), config.serviceSecret)
    // The caller's practice is read once, and only when a price is asked for.
    let npi: Promise<string | null> | undefined
    const callerNpi = () =>
      (npi ??= customer
        ? services.prices.npiOf(customer.companyId)
        : Promise.resolve(null))
    // A shared render of the shop prices by a pricing context instead of a customer (decision
    // 039): only the API server may pass one on (the service secret), and only without a customer.
    const claimed = trusted && !customer ? header('x-pricing-context') : null
    let contextLists: Promise<number[] | null> | undefined
    const listsOfContext = () =>
      (contextLists ??= claimed
        ? services.prices.listsOfContext(claimed)
        : Promise.resolve(null))
    const loaders: GraphQLContext['loaders'] = {
      productAttributes: new Batcher(async (ids) => {
        const { byProduct, groups } =
          await services.products.attributesOfProducts(ids)
        for (const group of groups.values())
          loaders.group.prime(group.id, group)
        return byProduct
      }, []),
      group: new Batcher((ids) => services.categories.groupsById(ids), null),
      address: new Batcher(
        (ids) => services.addresses.addressesById(ids),
        null,
      ),
      company: new Batcher(
        (ids) => services.companies.companiesById(ids),
        null,
      ),
      member: new Batcher((ids) => services.customers.byIds(ids), null),
      priceLines: new Batcher(async (ids) => {
        const lists = await listsOfContext()
        return lists
          ? services.prices.contextLines(lists, ids)
          : services.prices.lines(await callerNpi(), ids)
      }, []),
      standingOrder: new Batcher(
        (ids) => services.standingOrders.namesByIds(ids),
        null,
      ),
      fulfilment: new Batcher(
        (ids) => services.fulfilment.byOrderIds(ids),
        null,
      ),
      invoice: new Batcher(
        (ids) => services.invoices.invoicesByOrderIds(ids),
        null,
      ),
      paymentTerms: new Batcher(
        (ids) => services.invoices.termsByCompanyIds(ids),
        null,
      ),
    }
    // The caller's own row is an order's `placedBy` on their cart: read with the session check.
    if (customer) loaders.member.prime(customer.id, customer)
    return {
      services,
      events,
      customerId: check && 'customerId' in check ? check.customerId : null,
      sessionId: check && 'sessionId' in check ? check.sessionId : null,
      clientAddress:
        (trusted ? header('x-client-address') : null) ??
        initial.req?.socket.remoteAddress ??
        'unknown',
      customer,
      pricedBy: async () => {
        if (claimed) return (await listsOfContext()) ? claimed : null
        const practice = await callerNpi()
        return practice ? services.prices.context(practice) : null
      },
      tokenError: check && 'error' in check ? check.error : null,
      trusted,
      production: config.production,
      movableClock: config.movableClock ?? !config.production,
      loaders,
    }
  }
  const common = {
    context,
    // A caller that gave up (the API server's BACKEND_TIMEOUT_MS) gets no further fields resolved:
    // under load, finishing its page only kept the callers still waiting longer (decision 048).
    plugins: [
      limits,
      useExecutionCancellation(),
      ...(config.graphiql ? [] : [noIntrospection]),
    ],
    batching: false,
    // Yoga's default answers every Origin with credentials; only configured origins get CORS.
    cors: corsOrigins.length
      ? { origin: corsOrigins, credentials: false }
      : (false as const),
    graphiql: config.graphiql ?? false,
    landingPage: false,
    logging: yogaLogging(logger, config.production),
  }
  const commerce = createYoga({
    ...common,
    graphqlEndpoint: '/graphql/commerce',
    schema: createSchema<GraphQLContext>({
      typeDefs: sdl('commerce'),
      resolvers: commerceResolvers,
    }),
  })
  const content = createYoga({
    ...common,
    graphqlEndpoint: '/graphql/content',
    schema: createSchema<GraphQLContext>({
      typeDefs: sdl('content'),
      resolvers: contentResolvers,
    }),
  })

  const operatorApi = createOperatorApi({
    routes: operatorRoutes(),
    throttle: new AuthThrottle(database.db),
    db: database.db,
    services,
    serviceSecret: config.serviceSecret,
    logger,
    production: config.production,
  })

  const json = (
    res: ServerResponse,
    status: number,
    body: unknown,
    cache = 'no-store',
  ) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': cache,
    })
    res.end(JSON.stringify(body))
  }

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
  ) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (path.startsWith(`${OPERATOR_API_PREFIX}/`))
      return operatorApi(req, res, requestId)
    if (path.startsWith('/graphql/commerce')) return commerce(req, res)
    if (path.startsWith('/graphql/content')) return content(req, res)
    if (path === '/healthz') return json(res, 200, { ok: true })
    // What the API's shared answers key by (README, "Caches"): it asks once a second at most.
    if (path === '/catalogue-version')
      return json(res, 200, {
        version: await services.catalogueVersion.current(),
      })
    if (path === '/translations/all') {
      return json(
        res,
        200,
        (await services.content.entry('translations')) ?? {},
        'public, max-age=300',
      )
    }
    const media = /^\/media\/([a-z-]+)\/([a-z0-9-]{1,40})\.svg$/.exec(path)
    if (media && isImageSize(media[1])) {
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      return res.end(renderImageSvg(media[2] ?? '', media[1]))
    }
    const stored = /^\/media\/([a-z-]+)\/(img-[0-9a-f]{32})$/.exec(path)
    const image =
      stored && isImageSize(stored[1])
        ? await storedImage(database.db, stored[2] ?? '')
        : null
    if (image) {
      // Served as fetched, in every size (the page's box scales it); never as a document.
      res.writeHead(200, {
        'content-type': image.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      })
      return res.end(image.data)
    }
    json(res, 404, { message: 'Not found' })
  }

  const logRequest = requestLog(logger)
  const server = createServer((req, res) => {
    // The API server names the request each call serves; every line logged while answering it
    // carries that id (a new one for a caller that sends none or a malformed one).
    const incoming = req.headers[REQUEST_ID_HEADER]
    const requestId = isRequestId(incoming) ? incoming : randomUUID()
    res.setHeader(REQUEST_ID_HEADER, requestId)
    runWithRequestId(requestId, () => {
      const answer = () =>
        handle(req, res, requestId).catch((error: unknown) => {
          logger.error('backend_error', { error: String(error) })
          if (!res.headersSent) json(res, 500, { message: 'Internal error' })
          else res.destroy()
        })
      // Health checks poll often; everything else gets a request line.
      if (req.url === '/healthz') return void answer()
      logRequest(req, res, () => void answer())
    })
  })

  // Subscriptions: the graphql-ws protocol on the commerce endpoint, through the same yoga
  // pipeline (context, depth and alias limits) as HTTP requests.
  interface Executors {
    execute: (args: ExecutionArgs) => OperationResult
    subscribe: (args: ExecutionArgs) => OperationResult
  }
  /** What yoga's `getEnveloped` hands out (typed there as `any`). */
  interface Enveloped extends Executors {
    schema: GraphQLSchema
    contextFactory: () => Promise<unknown>
    parse: (source: string) => DocumentNode
    validate: (
      schema: GraphQLSchema,
      document: DocumentNode,
    ) => readonly GraphQLError[]
  }
  const sockets = new WebSocketServer({
    server,
    path: '/graphql/commerce',
    // A browser names the page that opens a socket, and no CORS guards one: a page of another site
    // (or one rebound to this machine's address) is refused. Node callers send no Origin.
    verifyClient: ({ origin }, accept) =>
      !origin || corsOrigins.includes(origin)
        ? accept(true)
        : accept(false, 403, 'Forbidden'),
  })
  const socketServer = useServer(
    {
      execute: (args) => (args.rootValue as Executors).execute(args),
      subscribe: (args) => (args.rootValue as Executors).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } =
          commerce.getEnveloped({
            connectionParams: ctx.connectionParams,
            params,
          }) as Enveloped
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies Executors,
        }
        const errors = validate(args.schema, args.document)
        return errors.length > 0 ? errors : args
      },
    },
    sockets,
  )

  let scheduler: Awaited<ReturnType<typeof startScheduler>> | null = null

  return {
    database,
    services,
    /** The outbox's worker: `wake()` after committing a message, `runOnce()` in tests. */
    mail,
    listen: () =>
      new Promise<string>((resolve, reject) =>
        server.listen(config.port, config.host, () => {
          const { port } = server.address() as AddressInfo
          if (config.mail && !config.mail.disabled) mail.start()
          const url = `http://${config.host}:${port}`
          const queues = async () => {
            if (config.webhooks?.queue)
              webhookQueue = await startWebhookQueue(database, webhooks)
            if (config.scheduler)
              scheduler = await startScheduler(
                database,
                (now) => services.standingOrders.runDue(now),
                (now) => services.statementMails.sendMonthly(now),
              )
          }
          queues().then(() => resolve(url), reject)
        }),
      ),
    /** The webhook deliveries: `runOnce()` in tests that run no job queue. */
    webhooks,
    /** The job queue's scheduler, once `listen()` started it (`scheduler: true`). */
    get scheduler() {
      return scheduler
    },
    async close() {
      // The worker first: a round in flight records its outcomes while the database is open.
      await mail.stop()
      await scheduler?.stop()
      await webhookQueue?.stop()
      await webhooks.stop()
      transport.close()
      await socketServer.dispose()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.close()
    },
  }
}
