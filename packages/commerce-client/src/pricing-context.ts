/**
 * The pricing context a shared render of the shop is priced by (decision 039): the shop server
 * sends it to the API with {@link SHOP_SERVER_SECRET_HEADER}, and the API answers a priced call
 * with the context it priced by under the same name (`none` for list prices).
 *
 * @example
 * headers[PRICING_CONTEXT_HEADER] = session.pricingContext
 */
export const PRICING_CONTEXT_HEADER = 'x-pricing-context'

/**
 * Carries the secret the shop server shares with the API (`SHOP_SERVER_SECRET`): the API believes
 * {@link PRICING_CONTEXT_HEADER} only with it, never from a browser.
 *
 * @example
 * headers[SHOP_SERVER_SECRET_HEADER] = config.shopServerSecret
 */
export const SHOP_SERVER_SECRET_HEADER = 'x-shop-server-secret'
