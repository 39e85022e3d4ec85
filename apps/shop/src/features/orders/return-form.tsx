import { unitQuantity } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Button, Select, TextArea, TextField } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import type { ApiOrder, ApiReturnReason } from '@shop/commerce-client'
import { FormErrors } from '#components/form-errors'
import { PackLine } from '#features/catalogue-units'
import { ApiError } from '#lib/api'
import { orderQuery } from '#lib/queries'

const REASONS: readonly ApiReturnReason[] = [
  'DAMAGED',
  'WRONG_ITEM',
  'EXPIRED',
  'RECALLED',
  'NOT_NEEDED',
]

/** One lot of a line that may go back, with how many at most. */
interface ReturnableLot {
  key: string
  orderItemId: string
  product: ApiOrder['items'][number]['product']
  lotNumber: string
  max: number
}

/** Every shipped lot of the order that may still be asked back. */
function returnableLotsOf(order: ApiOrder): ReturnableLot[] {
  return order.items.flatMap((item) =>
    item.returnableLots.map((lot) => ({
      key: `${item.id}/${lot.lotNumber}`,
      orderItemId: item.id,
      product: item.product,
      lotNumber: lot.lotNumber,
      max: lot.quantity,
    })),
  )
}

/**
 * The return request: per shipped lot how many go back (at most what may), one reason and a note.
 * `recalledLot` pre-fills the return of that lot, all of it, as recalled (the inventory's "Return
 * this lot"). The backend checks each line again; its refusals show beside their fields.
 */
export default function ReturnForm({
  order,
  recalledLot,
  onDone,
  onClose,
}: {
  order: ApiOrder
  recalledLot?: string
  onDone: () => void
  onClose: () => void
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const lots = returnableLotsOf(order)
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      lots
        .filter((lot) => lot.lotNumber === recalledLot)
        .map((lot) => [lot.key, String(lot.max)]),
    ),
  )
  const [reason, setReason] = useState<ApiReturnReason | ''>(
    recalledLot && lots.some((lot) => lot.lotNumber === recalledLot)
      ? 'RECALLED'
      : '',
  )
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const chosen = lots.filter((lot) => Number(quantities[lot.key] || 0) > 0)

  const send = useMutation({
    mutationFn: () =>
      api.post('/account/orders/return', {
        body: {
          token: order.token,
          lines: chosen.map((lot) => ({
            orderItemId: Number(lot.orderItemId),
            lotNumber: lot.lotNumber,
            quantity: Number(quantities[lot.key]),
          })),
          reason: reason as ApiReturnReason,
          note,
        },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(
        orderQuery(api, order.token).queryKey,
        answer.order,
      )
      onDone()
      await queryClient.invalidateQueries({
        queryKey: ['account', 'inventory'],
      })
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setErrors({ form: [t('error.generic')] })
        return
      }
      // `lines[2].quantity` is the third chosen lot's field.
      const next: Record<string, string[]> = {}
      for (const violation of error.violations) {
        const line = /^lines\[(\d+)\]/.exec(violation.propertyPath)
        const key = line
          ? (chosen[Number(line[1])]?.key ?? 'form')
          : ['reason', 'note'].includes(violation.propertyPath)
            ? violation.propertyPath
            : 'form'
        next[key] = [...(next[key] ?? []), violation.message]
      }
      if (!error.violations.length) next.form = [error.message]
      setErrors(next)
    },
  })

  const submit = () => {
    const local: Record<string, string[]> = {}
    if (!chosen.length) local.form = [t('order.returns.nothingChosen')]
    if (!reason) local.reason = [t('order.returns.chooseReason')]
    for (const lot of lots) {
      const value = quantities[lot.key]
      if (!value) continue
      const n = Number(value)
      if (!Number.isInteger(n) || n < 0 || n > lot.max)
        local[lot.key] = [
          t('order.returns.quantity', {
            max: unitQuantity(t, lot.product, lot.max),
          }),
        ]
    }
    setErrors(local)
    if (Object.keys(local).length === 0) send.mutate()
  }

  return (
    <form
      className="card return-form"
      aria-labelledby="return-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <h2 id="return-form-title">{t('order.returns.request')}</h2>
      {recalledLot && reason === 'RECALLED' ? (
        <p className="hint">
          {t('order.returns.prefilled', { lot: recalledLot })}
        </p>
      ) : (
        <p className="hint">{t('order.returns.formHelp')}</p>
      )}
      <ul className="return-form__lots">
        {lots.map((lot) => (
          <li key={lot.key} className="return-form__lot">
            <p className="return-form__product">
              {lot.product.name}
              <br />
              <small>
                {lot.product.sku} · <PackLine product={lot.product} /> ·{' '}
                {t('order.returns.lot', { lot: lot.lotNumber })}
              </small>
            </p>
            {/* What goes back counts the units shipped ("at most 2 boxes"), never pieces. */}
            <TextField
              className="return-form__quantity"
              label={t('order.returns.quantity', {
                max: unitQuantity(t, lot.product, lot.max),
              })}
              aria-label={t('order.returns.quantityOf', {
                name: lot.product.name,
                lot: lot.lotNumber,
                max: unitQuantity(t, lot.product, lot.max),
              })}
              type="number"
              inputMode="numeric"
              min={0}
              max={lot.max}
              value={quantities[lot.key] ?? ''}
              placeholder="0"
              errors={errors[lot.key]}
              onChange={(event) =>
                setQuantities({ ...quantities, [lot.key]: event.target.value })
              }
            />
          </li>
        ))}
      </ul>
      <Select
        label={t('order.returns.reason')}
        placeholder={t('address.stateCode.choose')}
        value={reason}
        required
        options={REASONS.map((value) => ({
          value,
          label: t(`order.returns.reason.${value}`),
        }))}
        errors={errors.reason}
        onChange={(event) => setReason(event.target.value as ApiReturnReason)}
      />
      <TextArea
        label={t('order.returns.note')}
        value={note}
        maxLength={2000}
        rows={3}
        errors={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormErrors errors={errors.form ?? []} />
      <div className="actions">
        <Button type="submit" loading={send.isPending}>
          {t('order.returns.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('order.returns.close')}
        </Button>
      </div>
    </form>
  )
}
