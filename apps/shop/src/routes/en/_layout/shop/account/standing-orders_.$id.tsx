import { createFileRoute } from '@tanstack/react-router'
import { orNotFound } from '#lib/not-found'
import {
  StandingOrderPage,
  standingOrderQuery,
} from '#features/standing-orders'

// One standing order: its schedule, choices, lines and runs, paused, skipped, changed or
// cancelled; anyone else's is a 404.
export const Route = createFileRoute(
  '/en/_layout/shop/account/standing-orders_/$id',
)({
  staticData: { title: 'Standing order' },
  loader: async ({ context, params, location }) => {
    await orNotFound(
      context.queryClient.ensureQueryData(
        standingOrderQuery(context.api, params.id),
      ),
      location.pathname,
    )
  },
  component: StandingOrderRoute,
})

function StandingOrderRoute() {
  const { id } = Route.useParams()
  return <StandingOrderPage standingOrderId={id} />
}
