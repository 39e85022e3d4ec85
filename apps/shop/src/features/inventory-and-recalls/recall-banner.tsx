import { useI18n } from '@shop/i18n/react'
import { Button, Notice } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { recallNoticesQuery } from '#lib/recall-queries'
import type { RecallNotice } from '#lib/recall-queries'
import { useAcknowledgeRecall } from './use-acknowledge-recall'
import { ButtonLink } from '#components/button-link'
import { SupportContact } from '#components/support-contact'

/** The products of a notice's lots, each named once. */
const productsOf = (notice: RecallNotice) =>
  [...new Set(notice.lots.map((lot) => lot.productName))].join(', ')

/**
 * The practice's open recall notices, at the top of every page of a signed-in member until one
 * member acknowledges them: one notice says which lot and why, and is acknowledged here; several
 * are counted and acknowledged one by one in the inventory. A named region, not an alert: it is
 * there on every page load and must not interrupt each one. Fetched by the browser after
 * hydration (the server renders nothing of it, so a shared page stays nobody's).
 */
export function RecallBanner() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: notices } = useQuery(recallNoticesQuery(api, 'open'))
  const acknowledge = useAcknowledgeRecall()
  const [notice, ...more] = notices ?? []
  if (!notice) return null
  const one = more.length === 0
  return (
    <div className="recall-banner">
      <Notice
        tone="danger"
        label={t('recall.banner.label')}
        title={
          one
            ? t('recall.banner.one', {
                lot: notice.recall.lotNumber,
                product: productsOf(notice),
                reason: notice.recall.reason,
              })
            : t('recall.banner.several', { count: more.length + 1 })
        }
        actions={
          <>
            <ButtonLink
              to="/en/shop/account/inventory"
              search={{ show: 'recalled' }}
              variant="secondary"
              size="small"
            >
              {t('recall.seeLots')}
            </ButtonLink>
            {one ? (
              <Button
                variant="secondary"
                size="small"
                loading={acknowledge.isPending}
                onClick={() => acknowledge.mutate(notice.id)}
              >
                {t('recall.acknowledge')}
              </Button>
            ) : null}
          </>
        }
      >
        {one ? null : <p>{t('recall.banner.severalHint')}</p>}
        <SupportContact lead={t('support.recall')} />
        {acknowledge.isError ? (
          <p role="alert">{t('recall.acknowledgeFailed')}</p>
        ) : null}
      </Notice>
    </div>
  )
}
