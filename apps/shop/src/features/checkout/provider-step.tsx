import type { ApiPaymentProvider } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { RadioCard, RadioCardGroup, TextField } from '@shop/ui'

/** How to pay (invoice or card), and the buyer's purchase order reference. */
export function ProviderStep({
  providers,
  paymentTerms,
  chosen,
  onChoose,
  reference,
  onReference,
  onReferenceDone,
}: {
  providers: ApiPaymentProvider[]
  /** Paying by invoice, in the backend's words (the shop's one wording of its terms). */
  paymentTerms: string
  chosen: string | undefined
  onChoose: (identifier: string) => void
  reference: string
  onReference: (reference: string) => void
  /** The buyer left the field: the reference is saved with the cart. */
  onReferenceDone: () => void
}) {
  const { t } = useI18n()
  return (
    <section className="card" aria-labelledby="step-payment">
      <h2 id="step-payment">{t('checkout.paymentProvider')}</h2>
      <RadioCardGroup legend={t('checkout.paymentProvider')} hideLegend>
        {providers.map((provider) => {
          const invoice = provider.identifier === 'invoice'
          return (
            <RadioCard
              key={provider.id}
              name="provider"
              title={invoice ? t('checkout.invoice') : t('checkout.card')}
              description={
                invoice ? paymentTerms : t('checkout.cardProviderHelp')
              }
              checked={chosen === provider.identifier}
              onChange={() => onChoose(provider.identifier)}
            />
          )
        })}
      </RadioCardGroup>
      <TextField
        label={t('checkout.poReference')}
        maxLength={60}
        value={reference}
        onChange={(event) => onReference(event.target.value)}
        onBlur={onReferenceDone}
      />
    </section>
  )
}
