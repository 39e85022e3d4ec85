import { createFileRoute } from '@tanstack/react-router'
import { inventoryQuery } from '#lib/account-queries'
import { InventoryList, inventorySearch } from '#features/inventory-and-recalls'

export const Route = createFileRoute('/en/_layout/shop/account/inventory')({
  staticData: { title: 'Inventory' },
  validateSearch: inventorySearch,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(inventoryQuery(context.api)),
  component: InventoryRoute,
})

function InventoryRoute() {
  const { show = 'all', sort = 'expiry' } = Route.useSearch()
  return <InventoryList show={show} sort={sort} />
}
