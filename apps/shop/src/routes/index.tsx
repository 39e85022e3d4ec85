import { createFileRoute } from '@tanstack/react-router'
import { appConfigQuery, categoriesQuery } from '#lib/queries'
import { HomePage } from './-components/home-page'
import { ShopLayout } from './-components/shop-layout'

// The home page is the only page also reachable without the /en prefix (spec section 2).
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(categoriesQuery(context.api)),
      context.queryClient.ensureQueryData(appConfigQuery(context.api)),
    ])
  },
  head: ({ match }) => ({
    links: [{ rel: 'canonical', href: `${match.context.siteUrl}/en` }],
  }),
  component: RootHome,
})

function RootHome() {
  return (
    <ShopLayout>
      <HomePage />
    </ShopLayout>
  )
}
