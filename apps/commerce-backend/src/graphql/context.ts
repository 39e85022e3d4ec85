import type { PubSub } from 'graphql-yoga'
import type { PriceListLine } from '@shop/forms'
import type { Batcher } from './batch'
import type { Services } from '../services'
import type { AttributeRow, GroupRow } from '../modules/catalogue'
import type { AddressRow, CompanyRow, CustomerRow } from '../modules/customers'
import type { Fulfilment, InvoiceRow, OrderView } from '../modules/orders'

/** Order changes for the `orderUpdated` subscription, keyed by order token (one process). */
export type OrderEvents = PubSub<{
  orderUpdated: [token: string, order: OrderView]
}>

/** Per request: who is calling, decided once from the bearer token and the service secret. */
export interface GraphQLContext {
  services: Services
  events: OrderEvents
  customerId: number | null
  /** The sign-in session of the caller's access token. */
  sessionId: string | null
  /**
   * Who is calling, for throttling: the address the API server forwards on a trusted call
   * (`x-client-address` with the service secret), otherwise the connection's own address.
   */
  clientAddress: string
  /** The signed-in customer as read with the session check at the start of the request. */
  customer: CustomerRow | null
  /**
   * The pricing context this request's prices are made by (decision 039): the customer's, or the
   * one the API server passed on for a shared render when it still holds; null for list prices.
   */
  pricedBy: () => Promise<string | null>
  /** Why a given token was refused, so clients can refresh an expired one. */
  tokenError: 'invalid' | 'expired' | null
  /** True for the API server's trusted calls (the service secret header matched). */
  trusted: boolean
  /** The backend runs in production: development aids (the local outbox) are not answered. */
  production: boolean
  /** Trusted callers may run standing orders as of another moment (end-to-end tests). */
  movableClock: boolean
  /** Per-request batching of nested catalogue lookups (no N+1 on listings). */
  loaders: {
    productAttributes: Batcher<number, AttributeRow[]>
    group: Batcher<number, GroupRow | null>
    /** A customer's default addresses: usually one address for both, loaded once. */
    address: Batcher<number, AddressRow | null>
    /** Members' companies: one for every member asked about in a request. */
    company: Batcher<number, CompanyRow | null>
    /** The members orders name (who placed, who decided). */
    member: Batcher<number, CustomerRow | null>
    /**
     * The price-list lines of the caller's practice by product id (none for anonymous callers):
     * what the caller's prices are made of (issue 34).
     */
    priceLines: Batcher<number, PriceListLine[]>
    /** The standing orders whose runs placed orders: their ids and names. */
    /** Orders' shipments, returns and states (issue 35), by order id. */
    fulfilment: Batcher<number, Fulfilment | null>
    /** Orders' issued invoices (decision 037), by order id. */
    invoice: Batcher<number, InvoiceRow | null>
    /** Practices' payment terms in words, by company id. */
    paymentTerms: Batcher<number, string | null>
    standingOrder: Batcher<
      number,
      { id: string; name: string; ownerId: number } | null
    >
  }
}
