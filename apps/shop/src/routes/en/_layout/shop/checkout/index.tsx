import type { ApiPaymentProvider } from '@shop/commerce-client'
import {
  CHECKOUT_STEPS,
  applyStepResult,
  createCheckoutApi,
  currentCheckoutStep,
  isReadyToPlace,
  needsPaymentMethod,
} from '@shop/checkout'
import type { CheckoutStep } from '@shop/checkout'
import { useCheckoutSteps } from '@shop/checkout/react'
import { useI18n } from '@shop/i18n/react'
import {
  Button,
  CheckoutStepper,
  Skeleton,
  Price,
  RadioCard,
  RadioCardGroup,
  Select,
  TextField,
} from '@shop/ui'
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useMemo, useState } from 'react'
import { addressLine } from '../../../../../lib/address-line'
import type { Api, ApiError } from '../../../../../lib/api'
import { addressesQuery, cartQuery } from '../../../../../lib/queries'
import type { Cart, User } from '../../../../../lib/queries'
import { useFocusOnClose } from '../-components/address-form'
import { OrderSummary } from '../-components/order-summary'
import { payByCard } from './-components/pay-by-card'
import {
  PaymentMethodStep,
  savedCardLabel,
  savedCardsQuery,
} from './-components/payment-method-step'

// The address form loads only when the buyer adds an address here.
const NewAddress = lazy(() => import('./-components/new-address'))

type Provider = ApiPaymentProvider

const carriersQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['checkout', 'carriers', token],
    queryFn: () =>
      api
        .get('/shop/checkout/carriers', { query: { locale: 'en_US', token } })
        .then((r) => r.carriers),
  })
const providersQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['checkout', 'payment-providers', token],
    queryFn: () =>
      api
        .get('/shop/checkout/payment-providers', { query: { token } })
        .then((r) => r.paymentProviders),
  })

/** A carrier's title and description in the shop's locale. */
const carrierText = (carrier: {
  translations: { locale: string; title: string; description?: string | null }[]
}) =>
  carrier.translations.find((tr) => tr.locale === 'en_US') ??
  carrier.translations[0]

const STEP_LABELS = {
  addresses: 'checkout.step.addresses',
  shipping: 'checkout.step.shipping',
  'payment-provider': 'checkout.step.paymentProvider',
  'payment-method': 'checkout.step.paymentMethod',
  order: 'checkout.step.review',
} as const satisfies Record<CheckoutStep, string>

/** A placed order whose card payment failed: it stays unpaid and can be paid again. */
class UnpaidOrderError extends Error {
  constructor(
    readonly order: Cart,
    override readonly cause: unknown,
  ) {
    super((cause as Error).message)
  }
}

/**
 * A returning buyer starts with their default addresses chosen. They are set on the cart before
 * the page renders (on the server for a page load), so the page does not change under the buyer
 * after it appears. Not while preloading (pointing at a link must not change the cart); a refusal
 * leaves the choice to the buyer.
 */
async function chooseDefaultAddresses(
  {
    api,
    queryClient,
    user,
  }: { api: Api; queryClient: QueryClient; user: User | null },
  cart: Cart,
) {
  const shipping = user?.customer.defaultShippingAddress
  if (!shipping || cart.shippingAddress || cart.invoiceAddress) return
  const invoice = user.customer.defaultInvoiceAddress ?? shipping
  // Already loaded by the require-cart middleware of this navigation.
  const { applyStepResult, createCheckoutApi } = await import('@shop/checkout')
  await createCheckoutApi(api)
    .setAddresses(cart.token, {
      shippingAddressId: Number(shipping.id),
      invoiceAddressId: Number(invoice.id),
    })
    .then((chosen) =>
      queryClient.setQueryData(
        cartQuery(api).queryKey,
        applyStepResult(cart, chosen),
      ),
    )
    .catch(() => undefined)
}

/**
 * With a single payment provider there is nothing to choose, so it is chosen before the page
 * renders, as the default addresses are (and, like them, not while preloading).
 */
async function chooseOnlyProvider(
  { api, queryClient }: { api: Api; queryClient: QueryClient },
  providers: Provider[],
) {
  const key = cartQuery(api).queryKey
  const cart = queryClient.getQueryData(key)
  const [only] = providers
  if (!cart || cart.paymentProvider || !only || providers.length > 1) return
  const { applyStepResult, createCheckoutApi } = await import('@shop/checkout')
  await createCheckoutApi(api)
    .setPaymentProvider(cart.token, only.identifier)
    .then((chosen) =>
      queryClient.setQueryData(key, applyStepResult(cart, chosen)),
    )
    .catch(() => undefined)
}

export const Route = createFileRoute('/en/_layout/shop/checkout/')({
  staticData: { title: 'Checkout', middleware: ['require-cart'] },
  // The cart is loaded by the require-cart middleware; its token keys the checkout's lists.
  beforeLoad: async ({ context, preload }) => {
    const cart = await context.queryClient.ensureQueryData(
      cartQuery(context.api),
    )
    if (!preload) await chooseDefaultAddresses(context, cart)
    return { token: cart.token }
  },
  loader: async ({ context, preload }) => {
    const [, , providers] = await Promise.all([
      context.queryClient.ensureQueryData(addressesQuery(context.api)),
      context.queryClient.ensureQueryData(
        carriersQuery(context.api, context.token),
      ),
      context.queryClient.ensureQueryData(
        providersQuery(context.api, context.token),
      ),
    ])
    if (!preload) await chooseOnlyProvider(context, providers)
  },
  component: CheckoutRoute,
})

const addAddressButton = () => 'add-address'

function CheckoutRoute() {
  const { t, formatMoney, locale, isoCode } = useI18n()
  const { api, token } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: cart } = useSuspenseQuery(cartQuery(api))
  const { data: addresses } = useSuspenseQuery(addressesQuery(api))
  const { data: carriers } = useSuspenseQuery(carriersQuery(api, token))
  const { data: providers } = useSuspenseQuery(providersQuery(api, token))
  const [reference, setReference] = useState('')
  const [addingAddress, setAddingAddress] = useState(false)
  useFocusOnClose(addingAddress ? 'new' : null, addAddressButton)
  // Set when the order was placed but its card payment failed: only the card can change now.
  const [unpaid, setUnpaid] = useState<Cart | null>(null)
  const key = cartQuery(api).queryKey
  const order = unpaid ?? cart

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
  const place = useMutation({
    mutationFn: async () => {
      let placed = unpaid
      if (!placed) {
        if (reference.trim())
          await checkout.setPurchaseOrderReference(token, reference.trim())
        placed = await checkout.placeOrder(token)
      }
      if (needsPaymentMethod(placed)) {
        try {
          await payByCard(api, checkout, placed, locale, isoCode)
        } catch (error) {
          throw new UnpaidOrderError(placed, error)
        }
      }
      return placed
    },
    onError: async (error) => {
      if (!(error instanceof UnpaidOrderError)) return
      setUnpaid(error.order)
      // The server opened a new, empty cart for the next order; the header shows that one.
      await queryClient.invalidateQueries({ queryKey: key })
    },
    onSuccess: async (placed) => {
      // The local cart is cleared; the buyer lands on the confirmation for this cart token.
      queryClient.removeQueries({ queryKey: key })
      await navigate({
        to: '/en/shop/checkout/confirmation/$',
        params: { _splat: placed.token },
      })
    },
  })
  const addressOptions = addresses.map((address) => ({
    value: address.id,
    label: addressLine(address),
  }))
  const shippingId = order.shippingAddress?.id ?? ''
  const invoiceId = order.invoiceAddress?.id ?? ''
  const setAddresses = (shipping: string, invoice: string) =>
    shipping &&
    invoice &&
    steps.setAddresses.mutate({
      shippingAddressId: Number(shipping),
      invoiceAddressId: Number(invoice),
    })
  const valid = isReadyToPlace(order, {
    loading: steps.loading || place.isPending,
  })
  const current = currentCheckoutStep(order)
  const { data: cards } = useQuery({
    ...savedCardsQuery(api),
    enabled: needsPaymentMethod(order),
  })
  const savedCard = (id: string | null | undefined) => {
    const card = cards?.find((c) => c.id === id)
    return card ? savedCardLabel(t, card) : null
  }
  const error = (steps.error ?? place.error) as ApiError | null
  const errorMessage =
    error instanceof UnpaidOrderError
      ? t('checkout.paymentFailed', { reason: error.message })
      : error?.message
  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      <CheckoutStepper
        label={t('checkout.title')}
        doneLabel={t('checkout.stepDone')}
        current={current}
        steps={CHECKOUT_STEPS.filter(
          (name) => name !== 'payment-method' || needsPaymentMethod(order),
        ).map((name) => ({ id: name, label: t(STEP_LABELS[name]) }))}
      />
      {unpaid ? (
        <p className="banner" role="status">
          {t('checkout.awaitingPayment', { number: unpaid.number ?? '' })}
        </p>
      ) : null}
      <div className="checkout__body">
        <div className="checkout__steps">
          {/* Once the order is placed only its card can change, for another payment attempt. */}
          <fieldset className="checkout__placed" disabled={Boolean(unpaid)}>
            <section className="card" aria-labelledby="step-addresses">
              <h2 id="step-addresses">{t('checkout.step.addresses')}</h2>
              {(['shipping', 'invoice'] as const).map((kind) => (
                <Select
                  key={kind}
                  label={t(
                    kind === 'shipping'
                      ? 'checkout.shippingAddress'
                      : 'checkout.invoiceAddress',
                  )}
                  placeholder="—"
                  options={addressOptions}
                  value={kind === 'shipping' ? shippingId : invoiceId}
                  onChange={(event) =>
                    kind === 'shipping'
                      ? setAddresses(
                          event.target.value,
                          invoiceId || event.target.value,
                        )
                      : setAddresses(
                          shippingId || event.target.value,
                          event.target.value,
                        )
                  }
                />
              ))}
              {addingAddress ? (
                <Suspense fallback={<Skeleton label={t('app.loading')} />}>
                  <NewAddress
                    api={api}
                    onCancel={() => setAddingAddress(false)}
                    onSaved={(address) => {
                      setAddingAddress(false)
                      // The new address ships the order; the invoice address stays if chosen.
                      setAddresses(address.id, invoiceId || address.id)
                    }}
                  />
                </Suspense>
              ) : (
                <Button
                  id={addAddressButton()}
                  variant="secondary"
                  size="small"
                  onClick={() => setAddingAddress(true)}
                >
                  {t('checkout.addAddress')}
                </Button>
              )}
            </section>
            <section className="card" aria-labelledby="step-shipping">
              <h2 id="step-shipping">{t('checkout.carrier')}</h2>
              <RadioCardGroup legend={t('checkout.carrier')} hideLegend>
                {carriers.map((carrier) => {
                  const text = carrierText(carrier)
                  return (
                    <RadioCard
                      key={carrier.id}
                      name="carrier"
                      title={text?.title ?? carrier.identifier}
                      description={text?.description}
                      aside={
                        <Price
                          amount={carrier.price_net}
                          format={formatMoney}
                        />
                      }
                      checked={order.carrier?.identifier === carrier.identifier}
                      onChange={() =>
                        steps.setCarrier.mutate(carrier.identifier)
                      }
                    />
                  )
                })}
              </RadioCardGroup>
            </section>
            <section className="card" aria-labelledby="step-payment">
              <h2 id="step-payment">{t('checkout.paymentProvider')}</h2>
              <RadioCardGroup legend={t('checkout.paymentProvider')} hideLegend>
                {providers.map((provider) => (
                  <RadioCard
                    key={provider.id}
                    name="provider"
                    title={
                      provider.identifier === 'invoice'
                        ? t('checkout.invoice')
                        : t('checkout.card')
                    }
                    description={
                      provider.identifier === 'invoice'
                        ? t('checkout.invoiceHelp')
                        : t('checkout.cardProviderHelp')
                    }
                    checked={
                      order.paymentProvider?.identifier === provider.identifier
                    }
                    onChange={() =>
                      steps.setPaymentProvider.mutate(provider.identifier)
                    }
                  />
                ))}
              </RadioCardGroup>
              <TextField
                label={t('checkout.poReference')}
                maxLength={60}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </section>
          </fieldset>
          {needsPaymentMethod(order) ? (
            <PaymentMethodStep
              api={api}
              selectedId={order.paymentMethodId ?? null}
              disabled={steps.loading || place.isPending}
              onSelect={(paymentMethodId) =>
                steps.setPaymentMethod.mutate(paymentMethodId)
              }
            />
          ) : null}
        </div>
        <aside className="card checkout__review" aria-labelledby="review">
          <h2 id="review">{t('checkout.review')}</h2>
          <ul className="review-lines">
            {order.items.map((item) => (
              <li key={item.id}>
                {item.quantity} × {item.product.name}
              </li>
            ))}
          </ul>
          <dl className="review-choices">
            <div>
              <dt>{t('checkout.shippingAddress')}</dt>
              <dd>
                {order.shippingAddress
                  ? addressLine(order.shippingAddress)
                  : '—'}
              </dd>
            </div>
            <div>
              <dt>{t('checkout.invoiceAddress')}</dt>
              <dd>
                {order.invoiceAddress ? addressLine(order.invoiceAddress) : '—'}
              </dd>
            </div>
            <div>
              <dt>{t('checkout.carrier')}</dt>
              <dd>
                {order.carrier
                  ? (carrierText(order.carrier)?.title ??
                    order.carrier.identifier)
                  : '—'}
              </dd>
            </div>
            <div>
              <dt>{t('checkout.step.paymentProvider')}</dt>
              <dd>
                {!order.paymentProvider
                  ? '—'
                  : order.paymentProvider.identifier === 'invoice'
                    ? t('checkout.invoice')
                    : (savedCard(order.paymentMethodId) ?? t('checkout.card'))}
              </dd>
            </div>
          </dl>
          <OrderSummary cart={order} />
          {errorMessage ? (
            <p role="alert" className="form-error">
              {errorMessage}
            </p>
          ) : null}
          {!valid && !steps.loading ? (
            <p className="hint">{t('checkout.incomplete')}</p>
          ) : null}
          <Button
            loading={place.isPending}
            disabled={!valid}
            onClick={() => place.mutate()}
          >
            {place.isPending
              ? t(unpaid ? 'checkout.paying' : 'checkout.placing')
              : t(unpaid ? 'checkout.retryPayment' : 'checkout.placeOrder')}
          </Button>
        </aside>
      </div>
    </div>
  )
}
