import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useRouteContext } from '@tanstack/react-router'
import { fieldProps, refusalOf } from '#lib/form-field'
import { FormErrors } from '#components/form-errors'
import type { StandingOrder } from './standing-order-queries'

type Item = StandingOrder['items'][number]

/** A line as the editor holds it: a saved one, or one added here and not saved yet. */
export interface Line {
  key: string
  quantity: number
  product: Pick<
    Item['product'],
    | 'id'
    | 'sku'
    | 'name'
    | 'storeValues'
    | 'priceBreaks'
    | 'mainImage'
    | 'unit'
    | 'packSize'
    | 'quantityRule'
    | 'status'
    | 'replacedBy'
  >
  available: boolean
  /** The unit price agreed when the line was saved; null for a line not saved yet. */
  agreedPriceNet: number | null
}

/**
 * A new line by SKU and quantity: the SKU is looked up in the catalogue at once, so the line
 * shows its product before it is saved, and a wrong or repeated SKU is said at the field.
 */
export function AddLine({
  lines,
  onAdd,
}: {
  lines: readonly Line[]
  onAdd: (line: Line) => void
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const formId = 'standing-order-add'
  const form = useForm({
    initialValues: { sku: '', quantity: '1' },
    fields: {
      sku: { rules: 'required', label: t('standingOrders.sku') },
      quantity: { rules: 'quantity', label: t('standingOrders.quantity') },
    },
  })
  const refuse = (message: string) =>
    form.setServerErrors({
      message,
      violations: [{ propertyPath: 'sku', message }],
    })
  return (
    <form
      noValidate
      className="standing-order-add"
      aria-labelledby={formId}
      onSubmit={form.handleSubmit(async (values) => {
        const sku = values.sku.trim().toUpperCase()
        const twin = lines.find((line) => line.product.sku === sku)
        if (twin)
          return refuse(
            t('standingOrders.skuTwice', { name: twin.product.name }),
          )
        let product: Line['product'] | undefined
        try {
          const { products } = await api.get('/shop/products-by-sku', {
            query: { skus: sku },
          })
          product = products.find((found) => found.sku === sku)
        } catch (error) {
          form.setServerErrors(refusalOf(error, t('error.generic')))
          return
        }
        if (!product) return refuse(t('quickOrder.rowUnknown', { sku }))
        onAdd({
          key: `new-${sku}`,
          quantity: Number(values.quantity),
          product,
          available: true,
          agreedPriceNet: null,
        })
        form.reset()
      })}
    >
      <h3 id={formId}>{t('standingOrders.addLine')}</h3>
      <div className="standing-order-add__fields">
        <TextField
          label={t('standingOrders.sku')}
          autoComplete="off"
          spellCheck={false}
          {...fieldProps(form, 'sku', formId)}
        />
        <TextField
          label={t('standingOrders.quantity')}
          inputMode="numeric"
          {...fieldProps(form, 'quantity', formId)}
        />
        <Button type="submit" variant="secondary" loading={form.submitting}>
          {t('standingOrders.add')}
        </Button>
      </div>
      <FormErrors errors={form.formErrors} />
    </form>
  )
}
