import { useI18n } from '@shop/i18n/react'
import { Button, EmptyState } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { OutboxList, outboxQuery } from '#features/dev-tools'

// The e-mails of a development machine, read from the API's outbox; production has none (404).
export const Route = createFileRoute('/en/_layout/dev/outbox')({
  staticData: { title: 'Outbox' },
  loader: async ({ context }) => {
    const messages = await context.queryClient.ensureQueryData(
      outboxQuery(context.api),
    )
    return messages ? {} : { httpStatus: 404 }
  },
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: OutboxRoute,
})

function OutboxRoute() {
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const outbox = useSuspenseQuery(outboxQuery(api))
  const messages = outbox.data
  if (!messages)
    return (
      <section className="outbox-page">
        <h1>{t('dev.outbox.title')}</h1>
        <EmptyState title={t('dev.outbox.unavailable')}>
          {t('dev.outbox.unavailableHint')}
        </EmptyState>
      </section>
    )
  return (
    <section className="outbox-page">
      <h1>{t('dev.outbox.title')}</h1>
      <p>{t('dev.outbox.intro')}</p>
      <div className="outbox-page__toolbar">
        <p role="status">{t('dev.outbox.count', { count: messages.length })}</p>
        <Button
          variant="secondary"
          size="small"
          loading={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          {t('dev.outbox.refresh')}
        </Button>
      </div>
      {messages.length ? <OutboxList messages={messages} /> : null}
    </section>
  )
}
