import { createFileRoute } from '@tanstack/react-router'
import { StandingOrders, standingOrdersQuery } from '#features/standing-orders'

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
