import { awaitsApproval, needsPaymentMethod } from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { orNotFound } from '#lib/not-found'
import { orderQuery } from '#lib/queries'
import { ApprovalReasons } from '#features/approvals'
import { OrderSummary } from '#features/cart'
import { ButtonLink } from '#components/button-link'
import { OrderFacts, ReviewLines } from '#features/checkout'

// The confirmation shows the order of this cart token, to its owner only: placed, or sent for
// approval when it went over the buyer's purchase limit.
export const Route = createFileRoute(
  '/en/_layout/shop/checkout/confirmation/$',
)({
  staticData: { requiresAuth: true, title: 'Order confirmation' },
  loader: async ({ context, params, location }) => {
    const token = params._splat ?? ''
    await orNotFound(
      context.queryClient.ensureQueryData(orderQuery(context.api, token)),
      location.pathname,
    )
    return { token }
  },
  component: ConfirmationRoute,
})

function ConfirmationRoute() {
  const { t } = useI18n()
  const { token } = Route.useLoaderData()
  const { api, user } = Route.useRouteContext()
  const { data: order } = useSuspenseQuery(orderQuery(api, token))
  const forApproval = awaitsApproval(order)
  return (
    <section className="confirmation card">
      <h1>
        {t(forApproval ? 'checkout.approval.sentTitle' : 'confirmation.title')}
      </h1>
      {order.number ? (
        <p className="confirmation__number">
          {t('confirmation.number', { number: order.number })}
        </p>
      ) : null}
      <OrderFacts order={order} />
      {forApproval ? (
        <>
          <p>{t('checkout.approval.sentIntro')}</p>
          {order.approval?.reasons.length ? (
            <>
              <p>{t('checkout.approval.sentReasons')}</p>
              <ApprovalReasons reasons={order.approval.reasons} buyer={null} />
            </>
          ) : null}
          {needsPaymentMethod(order) ? (
            <p>{t('checkout.approval.sentCardNote')}</p>
          ) : null}
        </>
      ) : (
        <p>{t('confirmation.intro', { email: user?.customer.email ?? '' })}</p>
      )}
      <ReviewLines order={order} />
      <OrderSummary cart={order} />
      <div className="actions">
        <ButtonLink to="/en/shop/account/orders" variant="secondary">
          {t('confirmation.viewOrders')}
        </ButtonLink>
        <ButtonLink to="/en/shop" variant="primary">
          {t('confirmation.continue')}
        </ButtonLink>
      </div>
    </section>
  )
}
