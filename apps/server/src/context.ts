import type { GraphQLClient } from '@shop/commerce-client'
import type { TranslationLoader } from '@shop/i18n'
import type { CommerceSession } from './commerce/session'
import type { ServerConfig } from './env.server'
import { endpoint } from './http/endpoint'
import type { Logger } from './http/logger'
import type { StripePayments } from './payment/stripe-payments'

/** What every handler may use; built once per process. */
export interface ApiDependencies {
  config: ServerConfig
  commerce: GraphQLClient
  content: GraphQLClient
  translations: TranslationLoader
  logger: Logger
  /** Card payments; absent without Stripe keys (pay-by-invoice still works). */
  payments?: StripePayments
}

/** Per request: the dependencies and the customer's session. */
export interface ApiContext {
  deps: ApiDependencies
  session: CommerceSession
}

/** Defines an endpoint with fully typed schemas and handler. */
export const defineEndpoint = endpoint<ApiContext>()
