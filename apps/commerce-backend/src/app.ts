import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPubSub } from 'graphql-yoga'
import {
  createJsonLogger,
  requestLog,
  runWithRequestId,
} from '@shop/node-server/log'
import { REQUEST_ID_HEADER, isRequestId } from '@shop/node-server/request-id'
import type { CommerceBackendConfig } from './config'
import { openDatabase } from './db/client'
import { requestContext } from './graphql/request-context'
import { serveSubscriptions } from './graphql/subscriptions'
import { graphqlEndpoints } from './graphql/yoga'
import { isImageSize, renderImageSvg } from './images'
import { storedImage } from './modules/catalogue'
import { AuthThrottle } from './modules/customers'
import { WebhookDeliveries, startWebhookQueue } from './modules/events'
import { createMailTransport, DEFAULT_MAIL_FROM } from './modules/mail'
import { MailWorker } from './modules/mail'
import { OPERATOR_API_PREFIX, createOperatorApi } from './modules/operators'
import { DEFAULT_SELLER } from './modules/orders'
import { operatorRoutes } from './operator-routes'
import { startScheduler } from './scheduler'
import { seedDemoData } from './seed/seed'
import { createServices } from './services'

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
    onConnectionLost: (error) =>
      logger.warn('database_connection_lost', { message: error.message }),
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
  const context = requestContext({
    services,
    events: createPubSub(),
    tokenSecret: config.tokenSecret,
    serviceSecret: config.serviceSecret,
    production: config.production,
    movableClock: config.movableClock ?? !config.production,
  })
  const { commerce, content } = graphqlEndpoints({
    context,
    logger,
    production: config.production,
    graphiql: config.graphiql ?? false,
    corsOrigins,
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

  const socketServer = serveSubscriptions(server, commerce, corsOrigins)

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
