import type { GraphQLClient } from '@shop/commerce-client'
import type { ApiCalls } from '@shop/commerce-client/api'
import type { TranslationLoader } from '@shop/i18n'
import type { CommerceSession } from './commerce/session'
import type { ServerConfig } from './env.server'
import type { Handlers } from './http/endpoint'
import type { Logger } from '@shop/node-server/log'
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

/** A handler for every call of the API's contract, typed by it. */
export type ApiHandlers = Handlers<ApiContext, ApiCalls>
