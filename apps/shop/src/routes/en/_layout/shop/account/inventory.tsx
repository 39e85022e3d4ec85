import { createFileRoute } from '@tanstack/react-router'
import { inventoryQuery } from './-components/account-queries'
import { InventoryList } from './-components/inventory-list'
import { inventorySearch } from './-components/inventory-search'

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
