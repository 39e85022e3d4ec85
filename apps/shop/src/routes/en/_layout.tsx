import { Outlet, createFileRoute } from '@tanstack/react-router'
import { appConfigQuery, categoriesQuery } from '../../lib/queries'
import { ShopLayout } from '../-components/shop-layout'

// Every page but the error page sits in the shop layout; its header and footer data load first.
export const Route = createFileRoute('/en/_layout')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(categoriesQuery(context.api)),
      context.queryClient.ensureQueryData(appConfigQuery(context.api)),
    ])
  },
  component: LayoutRoute,
})

function LayoutRoute() {
  return (
    <ShopLayout>
      <Outlet />
    </ShopLayout>
  )
}
