import { daysUntilExpiry, expiryState } from '@shop/forms'
import type { ExpiryState } from '@shop/forms'
import { packLine, unitQuantity } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Badge, Button, InventoryLot, Notice } from '@shop/ui'
import { memberName } from '#features/company'
import { imageProps } from '#lib/images'
import type { RecallNotice } from '#lib/recall-queries'
import { useAcknowledgeRecall } from './use-acknowledge-recall'
import { ProductLink } from '#features/catalogue'
import { AddToList } from '#features/lists'
import { ButtonLink } from '#components/button-link'
import type { InventoryLot as Lot } from './inventory-lots'

/** The badge of a lot's expiry, if it is flagged. */
function ExpiryFlag({ state, days }: { state: ExpiryState; days: number }) {
  const { t } = useI18n()
  if (state === 'ok') return null
  if (state === 'expired')
    return <Badge tone="danger">{t('account.inventory.expiredFlag')}</Badge>
  return (
    <Badge tone={state === 'expiring_30' ? 'danger' : 'warning'}>
      {t('account.inventory.expiresIn', { count: days })}
    </Badge>
  )
}

export function LotItem({
  lot,
  today,
  notice,
  fallbackImageSrc,
  onReorder,
}: {
  lot: Lot
  today: string
  notice: RecallNotice | undefined
  fallbackImageSrc: string | undefined
  onReorder: () => void
}) {
  const { t, formatDate, formatMoney } = useI18n()
  const days = daysUntilExpiry(lot.expiryDate, today)
  const expiry = expiryState(days)
  const expired = expiry === 'expired'
  return (
    <InventoryLot
      image={imageProps(lot.product.lotImage)}
      fallbackImageSrc={fallbackImageSrc}
      name={<ProductLink sku={lot.product.sku}>{lot.product.name}</ProductLink>}
      // In the product's units with its pack, as the order counted them: "4 boxes · Box of 100".
      details={[
        t('account.inventory.lot', { lot: lot.lotNumber }),
        t('account.inventory.delivered', {
          count: unitQuantity(t, lot.product, lot.quantity),
        }),
        packLine(t, formatMoney, lot.product),
      ].join(' · ')}
      expired={expired}
      expiry={t(
        expired ? 'account.inventory.expired' : 'account.inventory.expires',
        { date: formatDate(lot.expiryDate) },
      )}
      tone={
        lot.recall || expired || expiry === 'expiring_30'
          ? 'danger'
          : expiry === 'expiring_90'
            ? 'warning'
            : undefined
      }
      flags={
        lot.recall || expiry !== 'ok' ? (
          <>
            {lot.recall ? (
              <Badge tone="danger">{t('account.inventory.recalled')}</Badge>
            ) : null}
            <ExpiryFlag state={expiry} days={days} />
          </>
        ) : null
      }
      action={
        <div className="lot-actions">
          {/* A lot that runs out soon (or has) is what the practice reorders first. */}
          <Button
            size="small"
            variant={expiry === 'ok' ? 'secondary' : 'primary'}
            aria-label={t('account.inventory.reorderProduct', {
              product: lot.product.name,
            })}
            onClick={onReorder}
          >
            {t('account.inventory.reorder')}
          </Button>
          <AddToList
            size="small"
            what={{
              kind: 'product',
              sku: lot.product.sku,
              name: lot.product.name,
              quantity: lot.quantity,
            }}
          />
        </div>
      }
      notice={
        lot.recall ? (
          <LotRecall lot={lot} recall={lot.recall} notice={notice} />
        ) : undefined
      }
    />
  )
}

/**
 * Why a lot is recalled and what to do; acknowledging its open notice, or who did; and, for a lot
 * a shipment brought, its return: the order's return form with the whole lot filled in.
 */
function LotRecall({
  lot,
  recall,
  notice,
}: {
  lot: Lot
  recall: NonNullable<Lot['recall']>
  notice: RecallNotice | undefined
}) {
  const { t, formatDate } = useI18n()
  const acknowledge = useAcknowledgeRecall()
  const open = notice !== undefined && notice.acknowledgedAt === null
  return (
    <Notice
      tone="danger"
      title={t('recall.reason', { reason: recall.reason })}
      actions={
        open || lot.orderToken ? (
          <>
            {lot.orderToken ? (
              <ButtonLink
                to="/en/shop/account/orders/$token"
                params={{ token: lot.orderToken }}
                search={{ returnLot: lot.lotNumber }}
                hash="order-returns-title"
                variant="primary"
                size="small"
                aria-label={t('account.inventory.returnLotOf', {
                  lot: lot.lotNumber,
                  product: lot.product.name,
                })}
              >
                {t('account.inventory.returnLot')}
              </ButtonLink>
            ) : null}
            {open ? (
              <Button
                size="small"
                variant="secondary"
                aria-label={t('recall.acknowledgeLot', {
                  lot: recall.lotNumber,
                })}
                loading={acknowledge.isPending}
                onClick={() => acknowledge.mutate(notice.id)}
              >
                {t('recall.acknowledge')}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      <p>{t('recall.action', { action: recall.action })}</p>
      {notice?.acknowledgedAt ? (
        <p>
          {notice.acknowledgedBy
            ? t('recall.acknowledged', {
                name: memberName(notice.acknowledgedBy),
                date: formatDate(notice.acknowledgedAt),
              })
            : t('recall.acknowledgedOn', {
                date: formatDate(notice.acknowledgedAt),
              })}
        </p>
      ) : null}
      {acknowledge.isError ? (
        <p role="alert">{t('recall.acknowledgeFailed')}</p>
      ) : null}
    </Notice>
  )
}
