import { createFileRoute } from '@tanstack/react-router'
import { standingOrdersQuery } from '#lib/standing-order-queries'
import { StandingOrders } from './-components/standing-orders'

export const Route = createFileRoute(
  '/en/_layout/shop/account/standing-orders',
)({
  staticData: { title: 'Standing orders' },
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(standingOrdersQuery(context.api))
  },
  component: StandingOrdersRoute,
})

function StandingOrdersRoute() {
  return <StandingOrders />
}
