import { createFileRoute } from '@tanstack/react-router'
import { ordersQuery } from '#lib/account-queries'
import { membersQuery } from '#features/company'
import { OrderHistory } from '#features/orders'

/** The member whose orders the history shows, as the address has it; anything else is everyone. */
function placedBySearch(search: Record<string, unknown>): {
  placedBy?: number
} {
  // The router parses search values as JSON: `?placedBy=7` arrives as a number.
  const value = search.placedBy
  const id =
    typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > 0 ? { placedBy: id } : {}
}

export const Route = createFileRoute('/en/_layout/shop/account/orders')({
  staticData: { title: 'Orders' },
  validateSearch: placedBySearch,
  loaderDeps: ({ search }) => ({ placedBy: search.placedBy }),
  loader: async ({ context: { api, queryClient, user }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(ordersQuery(api, deps.placedBy)),
      // The filter's choices; a failure leaves the list without the filter, not an error page.
      user?.customer.can.seeMembers
        ? queryClient.prefetchQuery(membersQuery(api))
        : null,
    ])
  },
  component: OrdersRoute,
})

function OrdersRoute() {
  const { placedBy } = Route.useSearch()
  return <OrderHistory placedBy={placedBy} />
}
