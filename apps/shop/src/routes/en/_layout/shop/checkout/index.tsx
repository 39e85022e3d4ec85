import {
  CHECKOUT_STEPS,
  PricesChangedError,
  UnpaidOrderError,
  applyStepResult,
  createCheckoutApi,
  currentCheckoutStep,
  isReadyToPlace,
  needsPaymentMethod,
} from '@shop/checkout'
import type { CheckoutStep } from '@shop/checkout'
import {
  carriersQuery,
  paymentProvidersQuery,
  savedCardsQuery,
  useCheckoutSteps,
  usePlaceOrder,
} from '@shop/checkout/react'
import { useI18n } from '@shop/i18n/react'
import { CheckoutStepper } from '@shop/ui'
import {
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { addressesQuery, cartQuery } from '#lib/queries'
import type { Cart } from '#lib/queries'
import { useCustomer } from '#lib/use-customer'
import { UnverifiedBanner } from '#features/auth'
import {
  AddressStep,
  CarrierStep,
  OrderReview,
  payByCard,
  ProviderStep,
} from '#features/checkout'
import { PaymentMethodStep, savedCardLabel } from '#features/checkout'
import { loadDefaultChoices } from '#features/checkout/lazy'

// Loaded with the checkout, not with every page: what a loader imports statically is in the
// first-load script.
const defaultChoices = loadDefaultChoices

const STEP_LABELS = {
  addresses: 'checkout.step.addresses',
  shipping: 'checkout.step.shipping',
  'payment-provider': 'checkout.step.paymentProvider',
  'payment-method': 'checkout.step.paymentMethod',
  order: 'checkout.step.review',
} as const satisfies Record<CheckoutStep, string>

export const Route = createFileRoute('/en/_layout/shop/checkout/')({
  staticData: {
    title: 'Checkout',
    middleware: ['require-cart'],
    personalCheckout: true,
  },
  // The cart is loaded by the require-cart middleware; its token keys the checkout's lists.
  beforeLoad: async ({ context, preload }) => {
    const cart = await context.queryClient.ensureQueryData(
      cartQuery(context.api),
    )
    if (!preload)
      await (await defaultChoices()).chooseDefaultAddresses(context, cart)
    return { token: cart.token }
  },
  loader: async ({ context: { api, queryClient, token }, preload }) => {
    const [, , providers] = await Promise.all([
      queryClient.ensureQueryData(addressesQuery(api)),
      queryClient.ensureQueryData(carriersQuery(api, token)),
      queryClient.ensureQueryData(paymentProvidersQuery(api, token)),
    ])
    if (!preload)
      await (
        await defaultChoices()
      ).chooseOnlyProvider({ api, queryClient }, providers)
  },
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { t, locale, isoCode } = useI18n()
  const { api, token } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: cart } = useSuspenseQuery(cartQuery(api))
  const { data: addresses } = useSuspenseQuery(addressesQuery(api))
  const { data: carriers } = useSuspenseQuery(carriersQuery(api, token))
  const { data: providers } = useSuspenseQuery(
    paymentProvidersQuery(api, token),
  )
  // Set when the order was placed but its card payment failed: only the card can change now.
  const [unpaid, setUnpaid] = useState<Cart | null>(null)
  const key = cartQuery(api).queryKey
  const order = unpaid ?? cart
  // The reference as typed; saved with the cart when the buyer leaves the field, so a reload
  // keeps it like the other choices.
  const [reference, setReference] = useState(
    () => cart.purchaseOrderReference ?? '',
  )

  const checkout = useMemo(() => createCheckoutApi(api), [api])
  // Each step's answer replaces the cart but keeps its items (spec section 4); after a failed
  // payment the steps change the placed order instead.
  const steps = useCheckoutSteps<Cart>({
    api: checkout,
    token: order.token,
    cartQueryKey: key,
    onCart: unpaid
      ? (next) => setUnpaid(applyStepResult(unpaid, next))
      : undefined,
  })
  const place = usePlaceOrder({
    checkout,
    token,
    reference,
    unpaid,
    payByCard: (placed) => payByCard(api, checkout, placed, locale, isoCode),
    onUnpaid: async (placed) => {
      setUnpaid(placed)
      // The server opened a new, empty cart for the next order; the header shows that one.
      await queryClient.invalidateQueries({ queryKey: key })
    },
    // Nothing placed: the review shows the repriced cart and which prices moved.
    onPricesChanged: (repriced) => {
      queryClient.setQueryData(key, repriced)
    },
    onPlaced: async (placed) => {
      // The local cart is cleared; the buyer lands on the confirmation for this cart token (an
      // order over the buyer's limit was sent for approval, unpaid: the confirmation says so).
      queryClient.removeQueries({ queryKey: key })
      await navigate({
        to: '/en/shop/checkout/confirmation/$',
        params: { _splat: placed.token },
      })
    },
  })
  const busy = steps.loading || place.isPending
  const { data: cards } = useQuery({
    ...savedCardsQuery(api),
    enabled: needsPaymentMethod(order),
  })
  const card = cards?.find((c) => c.id === order.paymentMethodId)
  // The API refuses orders until the address is confirmed; a placed order's payment may go on.
  const customer = useCustomer()
  const unverified = Boolean(customer && !customer.emailVerified && !unpaid)
  // A moved price is no error: the review says which, from the cart placing answered.
  const error =
    steps.error ??
    (place.error instanceof PricesChangedError ? null : place.error)
  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      <CheckoutStepper
        label={t('checkout.title')}
        doneLabel={t('checkout.stepDone')}
        current={currentCheckoutStep(order)}
        steps={CHECKOUT_STEPS.filter(
          (name) => name !== 'payment-method' || needsPaymentMethod(order),
        ).map((name) => ({ id: name, label: t(STEP_LABELS[name]) }))}
      />
      {customer && unverified ? (
        <UnverifiedBanner email={customer.email} />
      ) : null}
      {unpaid ? (
        <p className="banner" role="status">
          {t('checkout.awaitingPayment', { number: unpaid.number ?? '' })}
        </p>
      ) : null}
      <div className="checkout__body">
        <div className="checkout__steps">
          {/* Once the order is placed only its card can change, for another payment attempt. */}
          <fieldset className="checkout__placed" disabled={Boolean(unpaid)}>
            <AddressStep
              api={api}
              order={order}
              addresses={addresses}
              onChoose={(chosen) => steps.setAddresses.mutate(chosen)}
            />
            <CarrierStep
              carriers={carriers}
              chosen={order.carrier?.identifier}
              onChoose={(identifier) => steps.setCarrier.mutate(identifier)}
            />
            <ProviderStep
              providers={providers}
              paymentTerms={order.paymentTerms}
              chosen={order.paymentProvider?.identifier}
              onChoose={(identifier) =>
                steps.setPaymentProvider.mutate(identifier)
              }
              reference={reference}
              onReference={setReference}
              onReferenceDone={() => {
                if (reference.trim() !== (order.purchaseOrderReference ?? ''))
                  steps.setPurchaseOrderReference.mutate(reference)
              }}
            />
          </fieldset>
          {needsPaymentMethod(order) ? (
            <PaymentMethodStep
              api={api}
              selectedId={order.paymentMethodId ?? null}
              disabled={busy}
              onSelect={(paymentMethodId) =>
                steps.setPaymentMethod.mutate(paymentMethodId)
              }
            />
          ) : null}
        </div>
        <OrderReview
          order={order}
          approvalNeeded={order.approvalNeeded}
          cardLabel={card ? savedCardLabel(t, card) : null}
          error={
            error instanceof UnpaidOrderError
              ? t('checkout.paymentFailed', { reason: error.message })
              : (error?.message ?? null)
          }
          incomplete={
            !isReadyToPlace(order, { loading: busy }) && !steps.loading
          }
          canPlace={isReadyToPlace(order, { loading: busy }) && !unverified}
          unverified={unverified}
          reference={reference}
          canRepeat={isReadyToPlace(order, { loading: busy })}
          placing={place.isPending}
          unpaid={Boolean(unpaid)}
          onPlace={() => place.mutate()}
        />
      </div>
    </div>
  )
}
