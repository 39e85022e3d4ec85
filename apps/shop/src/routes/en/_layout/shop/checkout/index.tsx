import type {
  AddressFieldsFragment,
  CarriersQuery,
  PaymentProvidersQuery,
} from '@shop/commerce-client'
import {
  CHECKOUT_STEPS,
  applyStepResult,
  isCheckoutValid,
} from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { Button, Price } from '@shop/ui'
import {
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { addressLine } from '../../../../../lib/address-line'
import type { Api, ApiError } from '../../../../../lib/api'
import { cartQuery } from '../../../../../lib/queries'
import type { Cart } from '../../../../../lib/queries'
import { OrderSummary } from '../-components/order-summary'

type Carrier = CarriersQuery['carriers'][number]
type Provider = PaymentProvidersQuery['paymentProviders'][number]

const addressesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'addresses'],
    queryFn: () =>
      api
        .get<{ addresses: AddressFieldsFragment[] }>('/account/addresses')
        .then((r) => r.addresses),
  })
const carriersQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['checkout', 'carriers', token],
    queryFn: () =>
      api
        .get<{ carriers: Carrier[] }>(
          `/shop/checkout/carriers?locale=en_US&token=${token}`,
        )
        .then((r) => r.carriers),
  })
const providersQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['checkout', 'payment-providers', token],
    queryFn: () =>
      api
        .get<{ paymentProviders: Provider[] }>(
          `/shop/checkout/payment-providers?token=${token}`,
        )
        .then((r) => r.paymentProviders),
  })

export const Route = createFileRoute('/en/_layout/shop/checkout/')({
  staticData: { title: 'Checkout', middleware: ['require-cart'] },
  // The cart is loaded by the require-cart middleware; its token keys the checkout's lists.
  beforeLoad: async ({ context }) => ({
    token: (await context.queryClient.ensureQueryData(cartQuery(context.api)))
      .token,
  }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(addressesQuery(context.api)),
      context.queryClient.ensureQueryData(
        carriersQuery(context.api, context.token),
      ),
      context.queryClient.ensureQueryData(
        providersQuery(context.api, context.token),
      ),
    ]),
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { t, formatMoney } = useI18n()
  const { api, token, user } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: cart } = useSuspenseQuery(cartQuery(api))
  const { data: addresses } = useSuspenseQuery(addressesQuery(api))
  const { data: carriers } = useSuspenseQuery(carriersQuery(api, token))
  const { data: providers } = useSuspenseQuery(providersQuery(api, token))
  const [reference, setReference] = useState('')
  const key = cartQuery(api).queryKey

  const step = useMutation({
    mutationFn: ({
      path,
      body,
    }: {
      path: string
      body: Record<string, unknown>
    }) =>
      api.post<{ cart: Cart }>(`/shop/checkout/${path}`, { token, ...body }),
    // Each step's answer replaces the cart but keeps its items (spec section 4).
    onSuccess: ({ cart: next }) =>
      queryClient.setQueryData<Cart>(key, (current) =>
        current ? applyStepResult(current, next) : next,
      ),
  })
  const place = useMutation({
    mutationFn: async () => {
      if (reference.trim())
        await api.post('/shop/checkout/purchase-order-reference', {
          token,
          reference: reference.trim(),
        })
      return api.post<{ cart: Cart }>('/shop/checkout/order', { token })
    },
    onSuccess: async ({ cart: placed }) => {
      // The local cart is cleared; the buyer lands on the confirmation for this cart token.
      queryClient.removeQueries({ queryKey: key })
      await navigate({
        to: '/en/shop/checkout/confirmation/$',
        params: { _splat: placed.token },
      })
    },
  })
  const shippingId = cart.shippingAddress?.id ?? ''
  const invoiceId = cart.invoiceAddress?.id ?? ''
  const setAddresses = (shipping: string, invoice: string) =>
    shipping &&
    invoice &&
    step.mutate({
      path: 'addresses',
      body: {
        shippingAddressId: Number(shipping),
        invoiceAddressId: Number(invoice),
      },
    })
  const defaults = user?.customer
  const needsAddresses =
    !cart.shippingAddress &&
    !cart.invoiceAddress &&
    Boolean(defaults?.defaultShippingAddress)
  // A returning buyer starts with their default addresses already chosen.
  useEffect(() => {
    if (needsAddresses && defaults?.defaultShippingAddress) {
      const shipping = defaults.defaultShippingAddress.id
      setAddresses(shipping, defaults.defaultInvoiceAddress?.id ?? shipping)
    }
    // Only once, when the page opens on a cart without addresses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsAddresses])
  const valid = isCheckoutValid(cart, {
    loading: step.isPending || place.isPending,
  })
  const error = (step.error ?? place.error) as ApiError | null
  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      <ol className="stepper" aria-label={t('checkout.title')}>
        {CHECKOUT_STEPS.map((name) => (
          <li key={name}>{name.replace('-', ' ')}</li>
        ))}
      </ol>
      <div className="checkout__body">
        <div className="checkout__steps">
          <section className="card" aria-labelledby="step-addresses">
            <h2 id="step-addresses">{t('checkout.step.addresses')}</h2>
            {(['shipping', 'invoice'] as const).map((kind) => (
              <label key={kind} className="field">
                <span className="ui-field__label">
                  {t(
                    kind === 'shipping'
                      ? 'checkout.shippingAddress'
                      : 'checkout.invoiceAddress',
                  )}
                </span>
                <select
                  className="ui-input"
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
                >
                  <option value="">—</option>
                  {addresses.map((address) => (
                    <option key={address.id} value={address.id}>
                      {addressLine(address)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </section>
          <section className="card" aria-labelledby="step-shipping">
            <h2 id="step-shipping">{t('checkout.carrier')}</h2>
            <div className="radio-cards">
              {carriers.map((carrier) => {
                const text =
                  carrier.translations.find((tr) => tr.locale === 'en_US') ??
                  carrier.translations[0]
                return (
                  <label
                    key={carrier.id}
                    className="option-card"
                    data-selected={
                      cart.carrier?.identifier === carrier.identifier
                    }
                  >
                    <input
                      type="radio"
                      name="carrier"
                      checked={cart.carrier?.identifier === carrier.identifier}
                      onChange={() =>
                        step.mutate({
                          path: 'shipping',
                          body: { carrierIdentifier: carrier.identifier },
                        })
                      }
                    />
                    <span className="option-card__title">
                      {text?.title ?? carrier.identifier}
                    </span>
                    <span className="option-card__text">
                      {text?.description}
                    </span>
                    <Price amount={carrier.price_net} format={formatMoney} />
                  </label>
                )
              })}
            </div>
          </section>
          <section className="card" aria-labelledby="step-payment">
            <h2 id="step-payment">{t('checkout.paymentProvider')}</h2>
            <div className="radio-cards">
              {providers.map((provider) => (
                <label
                  key={provider.id}
                  className="option-card"
                  data-selected={
                    cart.paymentProvider?.identifier === provider.identifier
                  }
                >
                  <input
                    type="radio"
                    name="provider"
                    checked={
                      cart.paymentProvider?.identifier === provider.identifier
                    }
                    onChange={() =>
                      step.mutate({
                        path: 'payment-provider',
                        body: {
                          paymentProviderIdentifier: provider.identifier,
                        },
                      })
                    }
                  />
                  <span className="option-card__title">
                    {provider.identifier === 'invoice'
                      ? t('checkout.invoice')
                      : t('checkout.newCard')}
                  </span>
                  {provider.identifier === 'invoice' ? (
                    <span className="option-card__text">
                      {t('checkout.invoiceHelp')}
                    </span>
                  ) : null}
                </label>
              ))}
            </div>
            <label className="field">
              <span className="ui-field__label">
                {t('checkout.poReference')}
              </span>
              <input
                className="ui-input"
                maxLength={60}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </label>
          </section>
        </div>
        <aside className="card checkout__review" aria-labelledby="review">
          <h2 id="review">{t('checkout.review')}</h2>
          <ul className="review-lines">
            {cart.items.map((item) => (
              <li key={item.id}>
                {item.quantity} × {item.product.name}
              </li>
            ))}
          </ul>
          <OrderSummary cart={cart} />
          {error ? (
            <p role="alert" className="form-error">
              {error.message}
            </p>
          ) : null}
          {!valid && !step.isPending ? (
            <p className="hint">{t('checkout.incomplete')}</p>
          ) : null}
          <Button
            loading={place.isPending}
            disabled={!valid}
            onClick={() => place.mutate()}
          >
            {place.isPending ? t('checkout.placing') : t('checkout.placeOrder')}
          </Button>
        </aside>
      </div>
    </div>
  )
}
