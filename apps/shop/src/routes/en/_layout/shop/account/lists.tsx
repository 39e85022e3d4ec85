import { createFileRoute } from '@tanstack/react-router'
import { listsQuery, OrderLists } from '#features/lists'

export const Route = createFileRoute('/en/_layout/shop/account/lists')({
  staticData: { title: 'Order lists' },
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(listsQuery(context.api))
  },
  component: ListsRoute,
})

function ListsRoute() {
  return <OrderLists />
}
