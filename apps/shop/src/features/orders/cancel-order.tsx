import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ApiOrder } from '@shop/commerce-client'
import { refusalText } from '#lib/form-field'
import { orderQuery } from '#lib/queries'

/**
 * "Cancel order" while the warehouse has not confirmed it (`canCancel`), after asking once. A
 * refusal (it was confirmed meanwhile) is said, and the order is read again as it is now.
 */
export function CancelOrder({ order }: { order: ApiOrder }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const [done, setDone] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  // The question takes the focus, so it is read before its answers.
  useEffect(() => {
    if (asking) question.current?.focus()
  }, [asking])
  const orderKey = orderQuery(api, order.token).queryKey
  const cancel = useMutation({
    mutationFn: () =>
      api.post('/account/orders/cancel', { body: { token: order.token } }),
    onSuccess: async ({ order: next }) => {
      queryClient.setQueryData(orderKey, next)
      setAsking(false)
      setDone(true)
      await queryClient.invalidateQueries({ queryKey: ['account', 'orders'] })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: orderKey }),
  })
  const number = order.number ?? ''
  return (
    <>
      <p role="status" className="live-status form-success">
        {done ? t('order.cancel.done', { number }) : null}
      </p>
      {order.canCancel ? (
        <section
          className="card cancel-order"
          aria-label={t('order.cancel.title')}
        >
          {asking ? (
            <>
              <p ref={question} tabIndex={-1}>
                {t('order.cancel.confirm', { number })}
              </p>
              <div className="actions">
                <Button
                  variant="danger"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate()}
                >
                  {t('order.cancel.yes')}
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  {t('order.cancel.keep')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="hint">{t('order.cancel.help')}</p>
              <div className="actions">
                <Button variant="danger" onClick={() => setAsking(true)}>
                  {t('order.cancel.button')}
                </Button>
              </div>
            </>
          )}
        </section>
      ) : null}
      {cancel.error ? (
        <p role="alert" className="form-error">
          {refusalText(cancel.error)}
        </p>
      ) : null}
    </>
  )
}
