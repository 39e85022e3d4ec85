import { createHash, timingSafeEqual } from 'node:crypto'
import express from 'express'
import {
  PRICING_CONTEXT_HEADER,
  SHOP_SERVER_SECRET_HEADER,
  createCommerceClient,
  createContentClient,
} from '@shop/commerce-client'
import { apiCalls } from '@shop/commerce-client/api'
import type { ApiCalls } from '@shop/commerce-client/api'
import { EN_MESSAGES, createTranslationLoader } from '@shop/i18n'
import {
  createJsonLogger,
  currentRequestId,
  requestLog,
} from '@shop/node-server/log'
import type { Logger } from '@shop/node-server/log'
import { REQUEST_ID_HEADER, requestIds } from '@shop/node-server/request-id'
import { queueCalls } from './commerce/backend-queue'
import { catalogueVersion } from './commerce/catalogue-version'
import { CommerceSession } from './commerce/session'
import type { ApiContext, ApiDependencies, ApiHandlers } from './context'
import type { ServerConfig } from './env.server'
import { mountEndpoints } from './http/endpoint'
import { errorHandler } from './http/error-handler'
import { notFound, unauthorized } from './http/errors'
import { buildOpenApiDocument } from './http/openapi'
import { crossSiteGuard, securityHeaders } from './http/security'
import { accountHandlers } from './routes/account'
import { authHandlers } from './routes/auth'
import { cartHandlers } from './routes/cart'
import { catalogueHandlers } from './routes/catalogue'
import { checkoutHandlers } from './routes/checkout'
import { companyHandlers } from './routes/company'
import { contentHandlers } from './routes/content'
import { devHandlers } from './routes/dev'
import { listHandlers } from './routes/lists'
import { standingOrderHandlers } from './routes/standing-orders'
import {
  StripePayments,
  paymentHandlers,
  stripeWebhook,
} from './routes/payment'

export interface AppDependencies {
  logger?: Logger
}

/** A handler for every call of the contract (`@shop/commerce-client/api`); one missing fails to compile. */
export const HANDLERS: ApiHandlers = {
  ...authHandlers,
  ...catalogueHandlers,
  ...contentHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...accountHandlers,
  ...companyHandlers,
  ...listHandlers,
  ...standingOrderHandlers,
  ...paymentHandlers,
  ...devHandlers,
}

/** The shop's own API (`/api/*`). Stateless: sessions live in cookies and the commerce backend. */
export function createApp(config: ServerConfig, deps: AppDependencies = {}) {
  const logger = deps.logger ?? createJsonLogger()
  const timeoutMs = config.backendTimeoutMs
  // Both endpoints are the one backend's: they share its line.
  const backendFetch = queueCalls(withRequestId, config.backendConcurrency)
  const api: ApiDependencies = {
    config,
    logger,
    commerce: createCommerceClient({
      endpoint: config.commerceUrl,
      timeoutMs,
      fetch: backendFetch,
    }),
    content: createContentClient({
      endpoint: config.contentUrl,
      timeoutMs,
      useGetForQueries: true,
      fetch: backendFetch,
    }),
    translations: createTranslationLoader({
      endpoint: config.translationsUrl,
      bundled: { en: EN_MESSAGES },
      logger: {
        warn: (message) => logger.warn('translations_unavailable', { message }),
      },
    }),
    payments: config.stripe
      ? new StripePayments(config.stripe, config.currency)
      : undefined,
  }
  const openApi = buildOpenApiDocument(apiCalls, {
    title: 'Clinic Supply shop API',
    version: '0.1.0',
  })
  const app = express()
  app.disable('x-powered-by')
  // The client address (for throttling sign-in and sign-up) is the socket's, or the one the
  // configured proxy in front (the shop server) forwards; nobody else's forwarding headers count.
  app.set('trust proxy', config.trustProxy)
  // Every request has an id: the shop server's, which it trusts by `trust proxy` as it trusts
  // the forwarded address, or a new one.
  app.use(requestIds())
  app.use(securityHeaders)

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  // Ready only when the commerce backend answers.
  app.get('/readyz', async (_req, res) => {
    const ready = await fetch(config.commerceUrl, {
      method: 'OPTIONS',
      signal: AbortSignal.timeout(config.backendTimeoutMs),
    })
      .then(() => true)
      .catch(() => false)
    res.status(ready ? 200 : 503).json({ ready })
  })

  // Health checks poll often; everything after them gets a request line.
  app.use(requestLog(logger))

  // Stripe signs its webhook over the raw body; it is exempt from the same-origin rules.
  app.post(
    '/api/shop/payment/webhook',
    express.raw({ type: 'application/json', limit: '256kb' }),
    stripeWebhook(api),
  )
  app.use('/api', crossSiteGuard([config.publicBaseUrl]))
  // A certificate upload carries a PDF of up to 5 MB as base64; every other call stays small.
  app.use(
    '/api/account/company/exemption-certificates',
    express.json({ limit: '7mb' }),
  )
  app.use('/api', express.json({ limit: '100kb' }))
  app.use('/api', (_req, res, next) => {
    // Every API answer is personal or changes state: no shared cache may keep it.
    res.setHeader('Cache-Control', 'private, no-store')
    next()
  })
  app.get('/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.json(openApi)
  })
  const router = express.Router()
  mountEndpoints<ApiContext, ApiCalls>(
    router,
    apiCalls,
    HANDLERS,
    (req, res, auth) => {
      const session = new CommerceSession(req, res, api.commerce, {
        secureCookies: config.production,
        serviceSecret: config.serviceSecret,
        renderContext: renderContextOf(req, config.shopServerSecret),
      })
      if (auth && !session.signedIn) throw unauthorized()
      return { deps: api, session }
    },
    {
      // Outside production every answer is checked against its call's response schema.
      checkAnswers: !config.production,
      sharedVersion: catalogueVersion(config.commerceUrl),
      pricingContext: (ctx) => ctx.session.pricingContext(),
      // The shop's sign-in page, which goes back to `redirect` afterwards. Built from the
      // configured address only: a forged Host header must not choose where a buyer signs in.
      signInUrl: (returnPath) => {
        const login = new URL('/en/auth/login', config.publicBaseUrl)
        login.searchParams.set('redirect', returnPath)
        return login.href
      },
    },
  )
  app.use('/api', router)
  app.use('/api', (_req, _res, next) => next(notFound('This API call')))
  app.use(errorHandler(logger))
  return app
}

/**
 * Every GraphQL call to the backend names the request it serves, from whichever handler it is
 * made, so the backend's log lines carry the same id.
 */
const withRequestId: typeof fetch = (input, init) => {
  const requestId = currentRequestId()
  if (!requestId) return fetch(input, init)
  const headers = new Headers(init?.headers)
  headers.set(REQUEST_ID_HEADER, requestId)
  return fetch(input, { ...init, headers })
}

/**
 * The pricing context a shared render of the shop asks its prices by (decision 039): believed
 * only with the secret the shop server and this server share, so a browser that sends the header
 * (directly, or through any proxy) is priced as itself.
 */
function renderContextOf(
  req: express.Request,
  secret: string | undefined,
): string | undefined {
  const context = req.get(PRICING_CONTEXT_HEADER)
  const claim = req.get(SHOP_SERVER_SECRET_HEADER)
  if (!secret || !context || !claim) return undefined
  const a = createHash('sha256').update(claim).digest()
  const b = createHash('sha256').update(secret).digest()
  return timingSafeEqual(a, b) ? context : undefined
}
