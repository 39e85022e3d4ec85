import { EXPIRY_URGENT_DAYS, EXPIRY_WARNING_DAYS } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { LotItem } from './inventory-lot'
import { Button, EmptyState, Select } from '@shop/ui'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { useFallbackImageSrc } from '#lib/images'
import { recallNoticesQuery } from '#lib/recall-queries'
import type { RecallNotice } from '#lib/recall-queries'
import { ButtonLink } from '#components/button-link'
import { ReorderToast, useReorder } from '#features/orders'
import { inventoryQuery } from '#lib/account-queries'
import { inventoryCsv, inventoryView } from './inventory-lots'
import { INVENTORY_SHOWS, INVENTORY_SORTS } from './inventory-search'
import type {
  InventorySearch,
  InventoryShow,
  InventorySort,
} from './inventory-search'

/** The address of a view: the defaults are left out, so the plain address is the default view. */
const searchOf = (
  show: InventoryShow,
  sort: InventorySort,
): InventorySearch => ({
  ...(show !== 'all' && { show }),
  ...(sort !== 'expiry' && { sort }),
})

/** The browser saves a text as a file, without a request. */
function download(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const SHOW_DAYS: Partial<Record<InventoryShow, number>> = {
  'expiring-90': EXPIRY_WARNING_DAYS,
  'expiring-30': EXPIRY_URGENT_DAYS,
}

/**
 * The practice's lots, flagged when recalled, expired or expiring within 90 or 30 days, filtered
 * and sorted as the address says (`show`, `sort`), with the way to reorder a lot's product, to
 * acknowledge an open recall, and to export what is shown as CSV.
 */
export function InventoryList({
  show,
  sort,
}: {
  show: InventoryShow
  sort: InventorySort
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()
  const { data: lots, dataUpdatedAt } = useSuspenseQuery(inventoryQuery(api))
  // The flags count from the day the lots were fetched: the server's render and the browser's
  // hydration of it read the same moment (it comes with the dehydrated query), so they agree
  // even across midnight; the date is UTC's on both sides.
  const today = new Date(dataUpdatedAt).toISOString().slice(0, 10)
  // Without the notices the recalled lots are still flagged, only not acknowledged here.
  const { data: notices } = useQuery(recallNoticesQuery(api, 'all'))
  const reorder = useReorder()
  const fallbackImageSrc = useFallbackImageSrc()
  const shown = inventoryView(lots, { show, sort, today })
  const noticeByLot = new Map<string, RecallNotice>()
  // The API lists open notices first: a lot shows its open one.
  for (const notice of notices ?? [])
    if (!noticeByLot.has(notice.recall.lotNumber))
      noticeByLot.set(notice.recall.lotNumber, notice)
  const view = (next: { show?: InventoryShow; sort?: InventorySort }) =>
    void navigate({
      to: '/en/shop/account/inventory',
      search: searchOf(next.show ?? show, next.sort ?? sort),
    })
  return (
    <section className="inventory">
      <h1>{t('account.inventory')}</h1>
      <ReorderToast
        reorder={reorder}
        success={t('quickOrder.added', { count: 1 })}
      />
      {lots.length === 0 ? (
        <EmptyState title={t('account.inventory.none')} />
      ) : (
        <>
          <p>{t('account.inventory.intro')}</p>
          <div className="inventory__controls">
            <div className="inventory__control">
              <Select
                label={t('account.inventory.show')}
                className="inventory__select"
                value={show}
                options={INVENTORY_SHOWS.map((value) => ({
                  value,
                  // The days are @shop/forms' thresholds, named in the label.
                  label: t(`account.inventory.show.${value}`, {
                    days: SHOW_DAYS[value] ?? '',
                  }),
                }))}
                onChange={(event) =>
                  view({ show: event.target.value as InventoryShow })
                }
              />
            </div>
            <div className="inventory__control">
              <Select
                label={t('account.inventory.sort')}
                className="inventory__select"
                value={sort}
                options={INVENTORY_SORTS.map((value) => ({
                  value,
                  label: t(`account.inventory.sort.${value}`),
                }))}
                onChange={(event) =>
                  view({ sort: event.target.value as InventorySort })
                }
              />
            </div>
            <Button
              variant="secondary"
              disabled={shown.length === 0}
              onClick={() =>
                download(
                  `inventory-${today}.csv`,
                  // A byte order mark, so spreadsheet programs read the names as UTF-8.
                  `\uFEFF${inventoryCsv(shown, today)}`,
                  'text/csv;charset=utf-8',
                )
              }
            >
              {t('account.inventory.export')}
            </Button>
          </div>
          <p className="inventory__count" role="status">
            {t('account.inventory.count', {
              count: shown.length,
              total: lots.length,
            })}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              title={t('account.inventory.noneShown')}
              action={
                <ButtonLink
                  to="/en/shop/account/inventory"
                  search={searchOf('all', sort)}
                  variant="secondary"
                >
                  {t('account.inventory.showAll')}
                </ButtonLink>
              }
            />
          ) : (
            <ul className="lots">
              {shown.map((lot) => (
                <li key={lot.id}>
                  <LotItem
                    lot={lot}
                    today={today}
                    notice={noticeByLot.get(lot.lotNumber)}
                    fallbackImageSrc={fallbackImageSrc}
                    onReorder={() =>
                      reorder.mutate([
                        { sku: lot.product.sku, quantity: lot.quantity },
                      ])
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
