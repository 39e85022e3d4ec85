import { useI18n } from '@shop/i18n/react'
import { Button, EmptyState, InventoryLot } from '@shop/ui'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { Api } from '#lib/api'
import { imageProps, useFallbackImageSrc } from '#lib/images'
import { ProductLink } from '#components/product-card'
import { ReorderToast } from '../-components/reorder-toast'
import { useReorder } from '../-components/use-reorder'

const inventoryQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'inventory'],
    queryFn: () => api.get('/account/inventory').then((r) => r.lots),
  })

export const Route = createFileRoute('/en/_layout/shop/account/inventory')({
  staticData: { title: 'Inventory' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(inventoryQuery(context.api)),
  component: InventoryRoute,
})

function InventoryRoute() {
  const { t, formatDate } = useI18n()
  const { api } = Route.useRouteContext()
  const { data: lots } = useSuspenseQuery(inventoryQuery(api))
  const today = new Date().toISOString().slice(0, 10)
  const reorder = useReorder()
  const fallbackImageSrc = useFallbackImageSrc()
  return (
    <section>
      <h1>{t('account.inventory')}</h1>
      <ReorderToast
        reorder={reorder}
        success={t('quickOrder.added', { count: 1 })}
      />
      {lots.length === 0 ? (
        <EmptyState title={t('account.inventory.none')} />
      ) : (
        <ul className="lots">
          {lots.map((lot) => {
            const expired = lot.expiryDate < today
            return (
              <li key={lot.id}>
                <InventoryLot
                  image={imageProps(lot.product.lotImage)}
                  fallbackImageSrc={fallbackImageSrc}
                  name={
                    <ProductLink sku={lot.product.sku}>
                      {lot.product.name}
                    </ProductLink>
                  }
                  details={`${t('account.inventory.lot', { lot: lot.lotNumber })} · ${t('account.inventory.delivered', { count: lot.quantity })}`}
                  expired={expired}
                  expiry={t(
                    expired
                      ? 'account.inventory.expired'
                      : 'account.inventory.expires',
                    { date: formatDate(lot.expiryDate) },
                  )}
                  action={
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() =>
                        reorder.mutate([
                          { sku: lot.product.sku, quantity: lot.quantity },
                        ])
                      }
                    >
                      {t('account.inventory.reorder')}
                    </Button>
                  }
                />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
