import {
  carriersQuery,
  paymentProvidersQuery,
  savedCardsQuery,
} from '@shop/checkout/react'
import type { ApiCarrier, ApiSavedCard } from '@shop/commerce-client'
import { capitalise, todayUtc } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import type { UseFormResult } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import type { I18nValue } from '@shop/i18n/react'
import { Button, Select, TextField } from '@shop/ui'
import type { SelectOption } from '@shop/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { addressLine } from '#lib/address-line'
import { ApiError } from '#lib/api'
import { fieldProps, refusalOf } from '#lib/form-field'
import { addressesQuery, cartQuery } from '#lib/queries'
import type { Address } from '#lib/queries'
import { useCustomer } from '#lib/use-customer'
import { FormErrors } from '#components/form-errors'
import {
  INITIAL_VALUES,
  ProblemFields,
  ScheduleFields,
  rulesOf,
  scheduleOf,
  useStandingOrderValidation,
} from './standing-order-fields'
import type { StandingOrderValues } from './standing-order-fields'

// Loaded only when a list page or the checkout opens it. It imports nothing from the checkout's
// own modules: a module both a page and this form import becomes a chunk of its own, and every
// chunk a page needs is named in the first-load script (e2e/budget.e2e.ts).

/** The checkout's choices a cart's standing order is sent with, as the API takes them. */
export interface CartChoices {
  shippingAddressId: string
  invoiceAddressId: string
  carrierIdentifier: string
  paymentProviderIdentifier: string
  /** The saved card, when paying by card. */
  paymentMethodId?: string
  purchaseOrderReference?: string
}

/**
 * Where a standing order's lines come from: an order list (the address, shipping and payment are
 * asked here), or the cart at checkout with the choices made there (shown, not asked again).
 */
export type StandingOrderSource =
  | { kind: 'list'; listId: string; listName: string }
  | {
      kind: 'cart'
      choices: CartChoices
      /** The choices as the checkout's review shows them. */
      summary: readonly { term: string; value: string }[]
    }

/** What a list's standing order may be sent with, chosen here. */
interface Offered {
  addresses: Address[]
  carriers: ApiCarrier[]
  /** Pay by invoice and the saved cards, as far as the shop offers them. */
  payments: SelectOption[]
  /** Whether the shop takes cards (a card is saved at checkout, then it may be chosen here). */
  cardsOffered: boolean
}

const INVOICE = 'invoice'
const CARD = 'stripe'

/** Where the standing orders are, for the account's pages to show the new one. */
const STANDING_ORDERS_KEY = ['account', 'standing-orders']

type Values = StandingOrderValues & {
  name: string
  shippingAddressId: string
  invoiceAddressId: string
  carrierIdentifier: string
  payment: string
}

const FORM_ID = 'standing-order'

/** A carrier's title in the shop's locale, as the checkout shows it. */
const carrierTitle = (carrier: ApiCarrier, isoCode: string) =>
  (
    carrier.translations.find((tr) => tr.locale === isoCode) ??
    carrier.translations[0]
  )?.title ?? carrier.identifier

/** A saved card as the checkout names it: "Visa ending in 4242". */
const cardLabel = (t: I18nValue['t'], card: ApiSavedCard) =>
  t('checkout.savedCard', { brand: capitalise(card.brand), last4: card.last4 })

/**
 * Sets up a standing order: its name, schedule (with its first run), what to do when a run cannot
 * be placed as it is, and the price rise accepted; from a list also where it goes and how it is
 * paid. The API's violations show at their fields; then the buyer goes to the new standing order.
 * It neither places nor changes the cart.
 *
 * @example
 * <NewStandingOrderForm source={{ kind: 'list', listId: list.id, listName: list.name }} />
 */
export function NewStandingOrderForm({
  source,
}: {
  source: StandingOrderSource
}) {
  return source.kind === 'list' ? (
    <FromList source={source} />
  ) : (
    <SettingsForm source={source} offered={null} />
  )
}

/** A list's standing order: the address book, carriers and payments are loaded first. */
function FromList({
  source,
}: {
  source: Extract<StandingOrderSource, { kind: 'list' }>
}) {
  const { t, isoCode } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const addresses = useQuery(addressesQuery(api))
  // The checkout's lists are keyed by the cart's token, which the header has usually loaded.
  const cart = useQuery(cartQuery(api))
  const token = cart.data?.token ?? ''
  const carriers = useQuery({
    ...carriersQuery(api, token, isoCode),
    enabled: Boolean(token),
  })
  const providers = useQuery({
    ...paymentProvidersQuery(api, token),
    enabled: Boolean(token),
  })
  const cardsOffered = Boolean(
    providers.data?.some((p) => p.identifier === CARD),
  )
  const cards = useQuery({ ...savedCardsQuery(api), enabled: cardsOffered })
  const failed = [addresses, cart, carriers, providers, cards].find(
    (query) => query.error,
  )?.error
  if (failed)
    return (
      <p role="alert" className="form-error">
        {failed.message}
      </p>
    )
  if (
    !addresses.data ||
    !carriers.data ||
    !providers.data ||
    (cardsOffered && !cards.data)
  )
    return <p>{t('app.loading')}</p>
  const payments = [
    ...(providers.data.some((p) => p.identifier === INVOICE)
      ? [{ value: INVOICE, label: t('checkout.invoice') }]
      : []),
    ...(cardsOffered ? (cards.data ?? []) : []).map((card) => ({
      value: card.id,
      label: cardLabel(t, card),
    })),
  ]
  return (
    <SettingsForm
      source={source}
      offered={{
        addresses: addresses.data,
        carriers: carriers.data,
        payments,
        cardsOffered,
      }}
    />
  )
}

/** The form, once what a list's standing order may be sent with is known. */
function SettingsForm({
  source,
  offered,
}: {
  source: StandingOrderSource
  offered: Offered | null
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const customer = useCustomer()
  // The day the first run is counted from, as the backend counts it: today in UTC.
  const [today] = useState(() => todayUtc())
  const [refused, setRefused] = useState<string | null>(null)
  const validation = useStandingOrderValidation()
  const shipping = customer?.defaultShippingAddress?.id ?? ''
  const known = (id: string) =>
    offered?.addresses.some((address) => address.id === id) ? id : ''
  const form = useForm<Values>({
    initialValues: {
      name: source.kind === 'list' ? source.listName : '',
      ...INITIAL_VALUES,
      // A list's standing order starts with the member's default addresses, as the checkout does.
      shippingAddressId: known(shipping),
      invoiceAddressId: known(customer?.defaultInvoiceAddress?.id ?? shipping),
      carrierIdentifier:
        offered?.carriers.length === 1
          ? (offered.carriers[0]?.identifier ?? '')
          : '',
      payment: offered?.payments[0]?.value ?? '',
    },
    fields: {
      name: {
        rules: 'required:trim|length:1,80',
        label: t('standingOrderForm.name'),
      },
      ...validation.fields,
      ...(offered
        ? {
            shippingAddressId: {
              rules: 'required',
              label: t('checkout.shippingAddress'),
            },
            invoiceAddressId: {
              rules: 'required',
              label: t('checkout.invoiceAddress'),
            },
            carrierIdentifier: {
              rules: 'required',
              label: t('checkout.carrier'),
            },
            payment: {
              rules: 'required',
              label: t('standingOrderForm.payment'),
            },
          }
        : {}),
    },
    rules: validation.rules,
    messages: validation.messages,
  })

  const choices = (values: Values) =>
    source.kind === 'cart'
      ? source.choices
      : {
          listId: source.listId,
          shippingAddressId: Number(values.shippingAddressId),
          invoiceAddressId: Number(values.invoiceAddressId),
          carrierIdentifier: values.carrierIdentifier,
          ...(values.payment === INVOICE
            ? { paymentProviderIdentifier: INVOICE }
            : {
                paymentProviderIdentifier: CARD,
                paymentMethodId: values.payment,
              }),
        }

  const save = form.handleSubmit(async (values) => {
    const set = scheduleOf(values)
    if (!set) return
    let id: string
    try {
      ;({
        standingOrder: { id },
      } = await api.post('/account/standing-orders/create', {
        body: {
          name: values.name.trim(),
          schedule: set,
          ...rulesOf(values),
          ...choices(values),
        },
      }))
    } catch (error) {
      const refusal = refusalOf(error, t('error.generic'))
      // The API's message above the button, its violations at their fields (a card's and a
      // provider's at the one payment choice).
      setRefused(error instanceof ApiError ? refusal.message : null)
      form.setServerErrors({
        ...refusal,
        violations: refusal.violations?.map((violation) => ({
          ...violation,
          propertyPath: violation.propertyPath.replace(
            /^(paymentProviderIdentifier|paymentMethodId)$/,
            'payment',
          ),
        })),
      })
      return
    }
    await queryClient.invalidateQueries({ queryKey: STANDING_ORDERS_KEY })
    await navigate({
      to: '/en/shop/account/standing-orders/$id',
      params: { id },
    })
  })

  return (
    <form
      className="standing-order-form"
      noValidate
      onSubmit={(event) => {
        setRefused(null)
        return save(event)
      }}
    >
      {source.kind === 'list' ? (
        <p>{t('standingOrderForm.listIntro', { name: source.listName })}</p>
      ) : (
        <>
          <p>{t('standingOrderForm.cartIntro')}</p>
          <p className="banner">{t('standingOrderForm.cartStays')}</p>
          <section aria-labelledby={`${FORM_ID}-choices`}>
            <h3 id={`${FORM_ID}-choices`}>{t('standingOrderForm.choices')}</h3>
            <dl className="review-choices">
              {source.summary.map((row) => (
                <div key={row.term}>
                  <dt>{row.term}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
      <TextField
        label={t('standingOrderForm.name')}
        help={t('standingOrderForm.nameHelp')}
        required
        maxLength={80}
        {...fieldProps(form, 'name', FORM_ID)}
      />
      <ScheduleFields form={form} formId={FORM_ID} today={today} />
      <ProblemFields form={form} formId={FORM_ID} />
      {offered ? <ListChoices form={form} offered={offered} /> : null}
      <FormErrors
        errors={[
          ...new Set([...(refused ? [refused] : []), ...form.formErrors]),
        ]}
      />
      <div className="actions">
        <Button type="submit" loading={form.submitting}>
          {t('standingOrderForm.create')}
        </Button>
      </div>
    </form>
  )
}

/** Where a list's standing order goes and how it is paid, chosen here. */
function ListChoices({
  form,
  offered,
}: {
  form: UseFormResult<Values>
  offered: Offered
}) {
  const { t, isoCode } = useI18n()
  const addresses = offered.addresses.map((address) => ({
    value: address.id,
    label: addressLine(address),
  }))
  return (
    <fieldset className="standing-order-form__group">
      <legend>{t('standingOrderForm.choices')}</legend>
      <Select
        label={t('checkout.shippingAddress')}
        placeholder="—"
        required
        options={addresses}
        {...fieldProps(form, 'shippingAddressId', FORM_ID)}
      />
      <Select
        label={t('checkout.invoiceAddress')}
        placeholder="—"
        required
        options={addresses}
        {...fieldProps(form, 'invoiceAddressId', FORM_ID)}
      />
      {addresses.length === 0 ? (
        <p className="hint">
          <Link to="/en/shop/account/addresses">
            {t('standingOrderForm.noAddresses')}
          </Link>
        </p>
      ) : null}
      <Select
        label={t('checkout.carrier')}
        placeholder="—"
        required
        options={offered.carriers.map((carrier) => ({
          value: carrier.identifier,
          label: carrierTitle(carrier, isoCode),
        }))}
        {...fieldProps(form, 'carrierIdentifier', FORM_ID)}
      />
      <Select
        label={t('standingOrderForm.payment')}
        placeholder="—"
        required
        options={offered.payments}
        {...fieldProps(form, 'payment', FORM_ID)}
      />
      {offered.cardsOffered &&
      !offered.payments.some((p) => p.value !== INVOICE) ? (
        <p className="hint">{t('standingOrderForm.noCards')}</p>
      ) : null}
    </fieldset>
  )
}
