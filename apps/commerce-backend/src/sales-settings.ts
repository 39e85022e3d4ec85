import { readInvoiceOn, readReturnWindow, readSeller } from './modules/orders'
import { taxProviderFromEnv } from './modules/tax'

/**
 * How a deployment sells, from its environment: card payments, the seller on invoices
 * (`SELLER_*`), the return window, when invoices are issued and the tax provider (decision 041).
 * One reading for the backend (`index.ts`) and for the backend other apps' tests start
 * (`test-backend-process.ts`), so the two cannot drift apart.
 */
export function salesSettingsFromEnv(env: NodeJS.ProcessEnv) {
  return {
    // The launcher gives every app the same environment: card payments are on when the API
    // server has its Stripe key, unless STRIPE_ENABLED says otherwise.
    cardPayments: env.STRIPE_ENABLED
      ? env.STRIPE_ENABLED === 'true'
      : Boolean(env.STRIPE_SECRET_KEY),
    seller: readSeller(env),
    returnWindowDays: readReturnWindow(env.RETURN_WINDOW_DAYS),
    invoiceOn: readInvoiceOn(env),
    taxProvider: taxProviderFromEnv(env),
  }
}
