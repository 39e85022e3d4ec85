import type { ApiPaymentProvider } from '@shop/commerce-client'
import type { QueryClient } from '@tanstack/react-query'
import type { Api } from '#lib/api'
import { cartQuery } from '#lib/queries'
import type { Cart, User } from '#lib/queries'

// Choices made for the buyer before the checkout renders (on the server for a page load), so the
// page does not change under the buyer after it appears. Never while preloading (pointing at a
// link must not change the cart); a refusal leaves the choice to the buyer. `@shop/checkout` is
// imported when needed: route options load with the shell, and the require-cart middleware of
// this navigation has already loaded it.

interface Context {
  api: Api
  queryClient: QueryClient
}

/** A returning buyer starts with their default addresses chosen. */
export async function chooseDefaultAddresses(
  { api, queryClient, user }: Context & { user: User | null },
  cart: Cart,
) {
  const shipping = user?.customer.defaultShippingAddress
  if (!shipping || cart.shippingAddress || cart.invoiceAddress) return
  const invoice = user.customer.defaultInvoiceAddress ?? shipping
  const { applyStepResult, createCheckoutApi } = await import('@shop/checkout')
  await createCheckoutApi(api)
    .setAddresses(cart.token, {
      shippingAddressId: Number(shipping.id),
      invoiceAddressId: Number(invoice.id),
    })
    .then((chosen) =>
      queryClient.setQueryData(
        cartQuery(api).queryKey,
        applyStepResult(cart, chosen),
      ),
    )
    .catch(() => undefined)
}

/** With a single payment provider there is nothing to choose, so it is chosen. */
export async function chooseOnlyProvider(
  { api, queryClient }: Context,
  providers: ApiPaymentProvider[],
) {
  const key = cartQuery(api).queryKey
  const cart = queryClient.getQueryData(key)
  const [only] = providers
  if (!cart || cart.paymentProvider || !only || providers.length > 1) return
  const { applyStepResult, createCheckoutApi } = await import('@shop/checkout')
  await createCheckoutApi(api)
    .setPaymentProvider(cart.token, only.identifier)
    .then((chosen) =>
      queryClient.setQueryData(key, applyStepResult(cart, chosen)),
    )
    .catch(() => undefined)
}
