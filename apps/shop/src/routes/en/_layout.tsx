import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router'
import { appConfigQuery, categoriesQuery } from '#lib/queries'
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
  // A page that failed shows the error page on its own, without the shop layout (spec section 2).
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error'),
  })
  if (failed) return <Outlet />
  return (
    <ShopLayout>
      <Outlet />
    </ShopLayout>
  )
}
