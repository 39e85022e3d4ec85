import { savedCardsQuery } from '@shop/checkout/react'
import type { ApiSavedCard as SavedCard } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Api } from '#lib/api'
import { loadStripe } from '#lib/stripe-js'
import type { StripeCardElement, StripeClient } from '#lib/stripe-js'

/**
 * A new card in Stripe Elements. The card number never touches our servers: Stripe.js confirms a
 * setup intent the API created for this customer, and the API then marks the saved card as theirs.
 */
export default function NewCardForm({
  api,
  onSaved,
  onCancel,
}: {
  api: Api
  onSaved: (card: SavedCard) => void
  onCancel?: () => void
}) {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const host = useRef<HTMLDivElement>(null)
  const [element, setElement] = useState<StripeCardElement | null>(null)
  const [cardError, setCardError] = useState<string | null>(null)
  const [stripe, setStripe] = useState<StripeClient | null>(null)
  const [unavailable, setUnavailable] = useState(false)

  useEffect(() => {
    let live = true
    loadStripe(api, locale).then(
      (client) => live && setStripe(client),
      () => live && setUnavailable(true),
    )
    return () => {
      live = false
    }
  }, [api, locale])

  useEffect(() => {
    if (!stripe || !host.current) return
    const card = stripe.elements({ locale }).create('card', {
      hidePostalCode: true,
    })
    card.on('change', (event) => setCardError(event.error?.message ?? null))
    card.mount(host.current)
    setElement(card)
    return () => card.destroy()
  }, [stripe, locale])

  const save = useMutation({
    mutationFn: async () => {
      if (!stripe || !element) throw new Error(t('checkout.cardUnavailable'))
      const { clientSecret } = await api.post(
        '/shop/payment/create-setup-intent',
      )
      const { setupIntent, error } = await stripe.confirmCardSetup(
        clientSecret,
        { payment_method: { card: element } },
      )
      if (error || !setupIntent?.payment_method)
        throw new Error(error?.message ?? t('checkout.cardUnavailable'))
      const paymentMethodId =
        typeof setupIntent.payment_method === 'string'
          ? setupIntent.payment_method
          : setupIntent.payment_method.id
      return api
        .post('/shop/payment/update-payment-method-metadata', {
          body: { paymentMethodId },
        })
        .then((r) => r.paymentMethod)
    },
    onSuccess: async (card) => {
      await queryClient.invalidateQueries({
        queryKey: savedCardsQuery(api).queryKey,
      })
      onSaved(card)
    },
  })

  if (unavailable)
    return (
      <p role="alert" className="form-error">
        {t('checkout.cardUnavailable')}
      </p>
    )
  const message = cardError ?? save.error?.message
  return (
    <form
      className="new-card"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <div className="ui-field">
        <span className="ui-field__label" id="new-card-label">
          {t('checkout.newCard')}
        </span>
        <div
          ref={host}
          className="ui-input new-card__field"
          role="group"
          aria-labelledby="new-card-label"
          aria-busy={!element}
        />
        <span className="ui-field__help">{t('checkout.cardHelp')}</span>
      </div>
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      <div className="new-card__actions">
        <Button type="submit" loading={save.isPending} disabled={!element}>
          {save.isPending ? t('checkout.savingCard') : t('checkout.saveCard')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" type="button" onClick={onCancel}>
            {t('checkout.cancelCard')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
