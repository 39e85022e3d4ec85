import { runPaymentIntentFlow } from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { Button, Checkbox, Modal } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Api } from '#lib/api'
import { PaymentMethodStep, cardAction } from '#features/checkout'

/** An open invoice the clerk may choose to pay, as the statement lists it. */
export interface PayableInvoice {
  number: string
  due: number
}

/**
 * The chosen invoices' sum and the button that opens the card payment (decision 042). The sum
 * shown is the statement's; the amount charged is what the backend says they have due.
 */
export function PayInvoicesBar({
  api,
  open,
  chosen,
  onChoose,
}: {
  api: Api
  open: readonly PayableInvoice[]
  chosen: ReadonlySet<string>
  onChoose: (numbers: ReadonlySet<string>) => void
}) {
  const { t, formatMoney } = useI18n()
  const [paying, setPaying] = useState<readonly PayableInvoice[] | null>(null)
  const [paid, setPaid] = useState<string | null>(null)
  const picked = open.filter((i) => chosen.has(i.number))
  const total = picked.reduce((sum, i) => sum + i.due, 0)
  if (open.length === 0 && !paid) return null
  return (
    <div className="statement-pay">
      {paid ? (
        <p role="status" className="banner">
          {t('statement.pay.paid', { numbers: paid })}
        </p>
      ) : null}
      {open.length ? (
        <>
          <Checkbox
            className="statement-pay__all"
            label={t('statement.pay.all')}
            checked={picked.length === open.length}
            onChange={(e) =>
              onChoose(
                new Set(e.target.checked ? open.map((i) => i.number) : []),
              )
            }
          />
          <p aria-live="polite">
            {t('statement.pay.chosen', {
              count: picked.length,
              total: formatMoney(total),
            })}
          </p>
          <Button
            aria-haspopup="dialog"
            disabled={picked.length === 0}
            onClick={() => {
              setPaid(null)
              setPaying(picked)
            }}
          >
            {t('statement.pay.button', { total: formatMoney(total) })}
          </Button>
        </>
      ) : null}
      {paying ? (
        <Modal
          open
          onClose={() => setPaying(null)}
          title={t('statement.pay.title')}
          closeLabel={t('app.close')}
          className="statement-pay__dialog"
        >
          <PayInvoicesForm
            api={api}
            invoices={paying}
            onPaid={(numbers) => {
              setPaying(null)
              onChoose(new Set())
              setPaid(numbers)
            }}
          />
        </Modal>
      ) : null}
    </div>
  )
}

/** Choose or add a card, then pay the invoices through the payment-intent flow. */
function PayInvoicesForm({
  api,
  invoices,
  onPaid,
}: {
  api: Api
  invoices: readonly PayableInvoice[]
  onPaid: (numbers: string) => void
}) {
  const { t, formatMoney, locale, isoCode } = useI18n()
  const queryClient = useQueryClient()
  const [card, setCard] = useState<string | null>(null)
  const numbers = invoices.map((i) => i.number)
  const total = invoices.reduce((sum, i) => sum + i.due, 0)
  const pay = useMutation({
    mutationFn: (paymentMethodId: string) =>
      runPaymentIntentFlow({
        create: () =>
          api.post('/shop/payment/create-invoice-payment-intent', {
            body: { invoices: numbers, paymentMethodId, locale: isoCode },
          }),
        confirm: (paymentIntentId) =>
          api.post('/shop/payment/confirm-payment-intent', {
            body: { paymentIntentId, locale: isoCode },
          }),
        handleAction: cardAction(api, locale),
      }),
    onSuccess: async () => {
      // The statement shows them paid and the total due lowered.
      await queryClient.invalidateQueries({ queryKey: ['account'] })
      onPaid(numbers.join(', '))
    },
  })
  return (
    <div className="statement-pay__form">
      <p>{t('statement.pay.paying', { numbers: numbers.join(', ') })}</p>
      <PaymentMethodStep
        api={api}
        selectedId={card}
        disabled={pay.isPending}
        onSelect={setCard}
      />
      {pay.error ? (
        <p role="alert" className="form-error">
          {t('checkout.paymentFailed', { reason: pay.error.message })}
        </p>
      ) : null}
      <Button
        loading={pay.isPending}
        disabled={!card}
        onClick={() => card && pay.mutate(card)}
      >
        {pay.isPending
          ? t('checkout.paying')
          : t('statement.pay.button', { total: formatMoney(total) })}
      </Button>
    </div>
  )
}
