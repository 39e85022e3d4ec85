import { savedCardsQuery } from '@shop/checkout/react'
import type { ApiSavedCard as SavedCard } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import type { I18nValue } from '@shop/i18n/react'
import {
  Button,
  RadioCard,
  RadioCardGroup,
  SavedCard as SavedCardMark,
  Skeleton,
} from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { Api } from '#lib/api'

// Stripe.js and the card form load only when the buyer adds a card.
const NewCardForm = lazy(() => import('./new-card-form'))

const brandName = (brand: string) =>
  ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' })[
    brand
  ] ?? brand.charAt(0).toUpperCase() + brand.slice(1)

/** A saved card as buyers know it: "Visa ending in 4242". */
export function savedCardLabel(t: I18nValue['t'], card: SavedCard) {
  return t('checkout.savedCard', {
    brand: brandName(card.brand),
    last4: card.last4,
  })
}

/**
 * The payment-method step of a card payment: the customer's saved cards (brand, last4) and a new
 * card entered with Stripe Elements, saved through a setup intent and then chosen.
 */
export function PaymentMethodStep({
  api,
  selectedId,
  onSelect,
  disabled,
}: {
  api: Api
  selectedId: string | null
  onSelect: (paymentMethodId: string) => void
  disabled: boolean
}) {
  const { t } = useI18n()
  const cards = useQuery(savedCardsQuery(api))
  const [adding, setAdding] = useState(false)
  const saved = cards.data ?? []
  const showForm = adding || (cards.isSuccess && saved.length === 0)
  return (
    <section className="card" aria-labelledby="step-payment-method">
      <h2 id="step-payment-method">{t('checkout.step.paymentMethod')}</h2>
      {cards.isPending ? <p className="hint">{t('app.loading')}</p> : null}
      {saved.length ? (
        <RadioCardGroup legend={t('checkout.step.paymentMethod')} hideLegend>
          {saved.map((card) => (
            <RadioCard
              key={card.id}
              name="payment-method"
              title={
                <SavedCardMark
                  brand={card.brand}
                  brandName={brandName(card.brand)}
                  last4={card.last4}
                  label={savedCardLabel(t, card)}
                />
              }
              disabled={disabled}
              checked={card.id === selectedId}
              onChange={() => onSelect(card.id)}
            />
          ))}
        </RadioCardGroup>
      ) : null}
      {showForm ? (
        <Suspense fallback={<Skeleton label={t('app.loading')} />}>
          <NewCardForm
            api={api}
            onSaved={(card) => {
              setAdding(false)
              onSelect(card.id)
            }}
            onCancel={saved.length ? () => setAdding(false) : undefined}
          />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('checkout.newCard')}
        </Button>
      )}
    </section>
  )
}
