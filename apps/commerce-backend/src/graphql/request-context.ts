import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { verifyAccessToken } from '../auth/tokens'
import type { Services } from '../services'
import { Batcher } from './batch'
import type { GraphQLContext, OrderEvents } from './context'

/** What yoga hands the context factory: a request over HTTP, connection params over the socket. */
export interface InitialContext {
  request?: Request
  req?: IncomingMessage
  connectionParams?: Readonly<Record<string, unknown>>
}

function sameSecret(given: string | null, expected: string) {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The context factory of both endpoints: who is calling, decided once per request. */
export function requestContext(options: {
  services: Services
  events: OrderEvents
  tokenSecret: string
  serviceSecret: string
  production: boolean
  movableClock: boolean
}) {
  const { services } = options
  // Over HTTP the caller is in the request headers; over the websocket, in the connection params.
  return async (initial: InitialContext): Promise<GraphQLContext> => {
    const header = (name: string) => {
      const value =
        initial.request?.headers.get(name) ?? initial.connectionParams?.[name]
      return typeof value === 'string' ? value : null
    }
    const bearer = /^Bearer (.+)$/.exec(header('authorization') ?? '')?.[1]
    let check = bearer ? verifyAccessToken(bearer, options.tokenSecret) : null
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
    const trusted = sameSecret(
      header('x-service-secret'),
      options.serviceSecret,
    )
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
      // A practice's row comes with its payment terms, which the cart shows (decision 052).
      company: new Batcher(async (ids) => {
        const found = await services.invoices.companiesWithTerms(ids)
        for (const [id, { terms }] of found)
          loaders.paymentTerms.prime(id, terms)
        return new Map([...found].map(([id, { company }]) => [id, company]))
      }, null),
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
      events: options.events,
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
      production: options.production,
      movableClock: options.movableClock,
      loaders,
    }
  }
}
