import { applyStepResult, createCheckoutApi } from '@shop/checkout'
import { useCheckoutSteps } from '@shop/checkout/react'
import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { Api } from '#lib/api'
import { orderQuery } from '#lib/queries'
import type { Cart } from '#lib/queries'
import { payByCard } from './pay-by-card'
import { PaymentMethodStep } from './payment-method-step'

/**
 * Pays a placed order whose card payment did not go through (the buyer left the checkout after a
 * decline): choose or add a card, then pay the order's server total.
 */
export default function PayUnpaidOrder({
  api,
  order,
}: {
  api: Api
  order: Cart
}) {
  const { t, formatMoney, locale, isoCode } = useI18n()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const checkout = useMemo(() => createCheckoutApi(api), [api])
  const [current, setCurrent] = useState(order)
  const steps = useCheckoutSteps<Cart>({
    api: checkout,
    token: order.token,
    cartQueryKey: orderQuery(api, order.token).queryKey,
    onCart: (next) => setCurrent((previous) => applyStepResult(previous, next)),
  })
  const pay = useMutation({
    mutationFn: () => payByCard(api, checkout, current, locale, isoCode),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['account'] })
      await navigate({
        to: '/en/shop/checkout/confirmation/$',
        params: { _splat: order.token },
      })
    },
  })
  const error = steps.error ?? pay.error
  return (
    <div className="pay-order">
      <p className="banner" role="status">
        {t('checkout.awaitingPayment', { number: order.number ?? '' })}
      </p>
      <PaymentMethodStep
        api={api}
        selectedId={current.paymentMethodId ?? null}
        disabled={steps.loading || pay.isPending}
        onSelect={(paymentMethodId) =>
          steps.setPaymentMethod.mutate(paymentMethodId)
        }
      />
      {error ? (
        <p role="alert" className="form-error">
          {pay.error
            ? t('checkout.paymentFailed', { reason: pay.error.message })
            : error.message}
        </p>
      ) : null}
      <Button
        loading={pay.isPending}
        disabled={!current.paymentMethodId || steps.loading}
        onClick={() => pay.mutate()}
      >
        {pay.isPending
          ? t('checkout.paying')
          : t('account.orders.payNow', {
              total: formatMoney(current.totalWithTax),
            })}
      </Button>
    </div>
  )
}
