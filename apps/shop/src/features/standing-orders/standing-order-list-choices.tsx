import {
  carriersQuery,
  paymentProvidersQuery,
  savedCardsQuery,
} from '@shop/checkout/react'
import type { ApiCarrier, ApiSavedCard } from '@shop/commerce-client'
import { capitalise } from '@shop/forms'
import type { UseFormResult } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import type { I18nValue } from '@shop/i18n/react'
import { Select } from '@shop/ui'
import type { SelectOption } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { addressLine } from '#lib/address-line'
import { fieldProps } from '#lib/form-field'
import { addressesQuery, cartQuery } from '#lib/queries'
import type { Address } from '#lib/queries'

// Where a standing order made from a list goes and how it is paid: at checkout these are the
// cart's, from a list they are chosen in the form. Loaded with the form only; it imports nothing
// from the checkout's own modules (a module a page shares with the form becomes a chunk of its
// own, named in the first-load script).

/** What a list's standing order may be sent with, chosen here. */
export interface Offered {
  addresses: Address[]
  carriers: ApiCarrier[]
  /** Pay by invoice and the saved cards, as far as the shop offers them. */
  payments: SelectOption[]
  /** Whether the shop takes cards (a card is saved at checkout, then it may be chosen here). */
  cardsOffered: boolean
}

export const INVOICE = 'invoice'
export const CARD = 'stripe'

/** The fields a list's standing order holds its choices in. */
export type ListChoiceValues = {
  shippingAddressId: string
  invoiceAddressId: string
  carrierIdentifier: string
  payment: string
}

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
 * What a list's standing order may be sent with: the address book, the carriers and the ways to
 * pay (invoice, and the saved cards when the shop takes cards); null while they load.
 */
export function useOffered(): { offered: Offered | null; error: Error | null } {
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
  if (failed) return { offered: null, error: failed }
  if (
    !addresses.data ||
    !carriers.data ||
    !providers.data ||
    (cardsOffered && !cards.data)
  )
    return { offered: null, error: null }
  const payments = [
    ...(providers.data.some((p) => p.identifier === INVOICE)
      ? [{ value: INVOICE, label: t('checkout.invoice') }]
      : []),
    ...(cardsOffered ? (cards.data ?? []) : []).map((card) => ({
      value: card.id,
      label: cardLabel(t, card),
    })),
  ]
  return {
    offered: {
      addresses: addresses.data,
      carriers: carriers.data,
      payments,
      cardsOffered,
    },
    error: null,
  }
}

/** Where a list's standing order goes and how it is paid, chosen here. */
export function ListChoices<TValues extends ListChoiceValues>({
  form,
  offered,
  formId,
}: {
  form: UseFormResult<TValues>
  offered: Offered
  formId: string
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
        {...fieldProps(form, 'shippingAddressId', formId)}
      />
      <Select
        label={t('checkout.invoiceAddress')}
        placeholder="—"
        required
        options={addresses}
        {...fieldProps(form, 'invoiceAddressId', formId)}
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
        {...fieldProps(form, 'carrierIdentifier', formId)}
      />
      <Select
        label={t('standingOrderForm.payment')}
        placeholder="—"
        required
        options={offered.payments}
        {...fieldProps(form, 'payment', formId)}
      />
      {offered.cardsOffered &&
      !offered.payments.some((p) => p.value !== INVOICE) ? (
        <p className="hint">{t('standingOrderForm.noCards')}</p>
      ) : null}
    </fieldset>
  )
}
