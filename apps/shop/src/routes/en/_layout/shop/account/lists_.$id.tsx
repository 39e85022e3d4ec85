import { createFileRoute } from '@tanstack/react-router'
import { listQuery, OrderListPage } from '#features/lists'
import { orNotFound } from '#lib/not-found'

// One order list: its lines into the cart, changed, imported and exported; another's is a 404.
export const Route = createFileRoute('/en/_layout/shop/account/lists_/$id')({
  staticData: { title: 'Order list' },
  loader: async ({ context, params, location }) => {
    await orNotFound(
      context.queryClient.ensureQueryData(listQuery(context.api, params.id)),
      location.pathname,
    )
  },
  component: ListRoute,
})

function ListRoute() {
  const { id } = Route.useParams()
  return <OrderListPage listId={id} />
}
