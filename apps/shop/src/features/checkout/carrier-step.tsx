import type { ApiCarrier } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Price, RadioCard, RadioCardGroup } from '@shop/ui'
import { carrierText } from './carrier-text'

/** The carriers with their prices; choosing one sets it on the order. */
export function CarrierStep({
  carriers,
  chosen,
  onChoose,
}: {
  carriers: ApiCarrier[]
  chosen: string | undefined
  onChoose: (identifier: string) => void
}) {
  const { t, formatMoney } = useI18n()
  return (
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
              aside={<Price amount={carrier.price_net} format={formatMoney} />}
              checked={chosen === carrier.identifier}
              onChange={() => onChoose(carrier.identifier)}
            />
          )
        })}
      </RadioCardGroup>
    </section>
  )
}
