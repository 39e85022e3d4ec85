import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { refusalText } from '#lib/form-field'
import type { StandingOrder } from './standing-order-queries'
import { useStandingOrderChanged } from './use-standing-order-changed'

/**
 * Cancels a standing order for good after asking once; the page then shows it as cancelled and
 * `onCancelled` says where the reader goes on.
 */
export function CancelStandingOrder({
  standingOrder,
  onCancelled,
}: {
  standingOrder: StandingOrder
  onCancelled: () => void
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const changed = useStandingOrderChanged()
  const [asking, setAsking] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  // The question takes the focus, so it is read before its answers.
  useEffect(() => {
    if (asking) question.current?.focus()
  }, [asking])
  const cancel = useMutation({
    mutationFn: () =>
      api.post('/account/standing-orders/cancel', {
        body: { standingOrderId: standingOrder.id },
      }),
    onSuccess: async (answer) => {
      await changed(answer)
      onCancelled()
    },
  })
  return (
    <section
      className="card cancel-standing-order"
      aria-label={t('standingOrders.cancel')}
    >
      {asking ? (
        <>
          <p ref={question} tabIndex={-1}>
            {t('standingOrders.cancelConfirm', { name: standingOrder.name })}
          </p>
          <div className="actions">
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t('standingOrders.cancelYes')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('standingOrders.keep')}
            </Button>
          </div>
        </>
      ) : (
        <div className="actions">
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('standingOrders.cancel')}
          </Button>
        </div>
      )}
      {cancel.error ? (
        <p role="alert" className="form-error">
          {refusalText(cancel.error)}
        </p>
      ) : null}
    </section>
  )
}
