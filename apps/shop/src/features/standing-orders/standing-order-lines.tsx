import { MAX_LINE_QUANTITY, quantityError } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import {
  Badge,
  Button,
  CartLine,
  IconButton,
  Price,
  QuantityStepper,
  TextField,
} from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '#lib/api'
import { fieldProps, refusalOf, refusalText } from '#lib/form-field'
import { imageProps, useFallbackImageSrc } from '#lib/images'
import type { StandingOrder } from './standing-order-queries'
import { ProductLink } from '#features/catalogue'
import { FormErrors } from '#components/form-errors'
import { useStandingOrderChanged } from './use-standing-order-changed'

type Item = StandingOrder['items'][number]

/** A line as the editor holds it: a saved one, or one added here and not saved yet. */
interface Line {
  key: string
  quantity: number
  product: Pick<Item['product'], 'sku' | 'name' | 'storeValues' | 'mainImage'>
  available: boolean
  /** The unit price agreed when the line was saved; null for a line not saved yet. */
  agreedPriceNet: number | null
}

const linesOf = (items: StandingOrder['items']): Line[] =>
  items.map((item) => ({
    key: item.id,
    quantity: item.quantity,
    product: item.product,
    available: item.available,
    agreedPriceNet: item.agreedPriceNet,
  }))

/** What saving sends of lines: SKUs and quantities, in order. */
const skuLines = (lines: readonly Line[]) =>
  lines.map((line) => ({ sku: line.product.sku, quantity: line.quantity }))

/**
 * `items.<n>…`: the API's refusal of the nth line it was sent, as `refusedLines` of quick order
 * reads it; not imported, as that would put it in a chunk of its own, which every page's
 * first-load script would have to name.
 */
const LINE_PATH = /^items\.(\d+)(\.|$)/

const price = (line: Line) =>
  line.product.storeValues[0]?.price ?? line.agreedPriceNet ?? 0

/**
 * A standing order's lines, changed here and saved together: quantities, removals and new lines
 * by SKU (looked up at once, so a wrong SKU is said before saving). Saving replaces every line,
 * leaves out the products no longer sold (which runs leave out already) and agrees each line's
 * price anew; the API refuses all or nothing, and its refusals show at their lines.
 */
export function StandingOrderLines({
  standingOrder,
}: {
  standingOrder: StandingOrder
}) {
  const { t, formatMoney } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const changed = useStandingOrderChanged()
  const fallbackImageSrc = useFallbackImageSrc()
  const [lines, setLines] = useState(() => linesOf(standingOrder.items))
  /** The API's refusals by line key, and those of no single line. */
  const [refused, setRefused] = useState<{
    lines: ReadonlyMap<string, string[]>
    other: string[]
  }>({ lines: new Map(), other: [] })
  const save = useMutation({
    mutationFn: (sent: Line[]) =>
      api.post('/account/standing-orders/set-lines', {
        body: { standingOrderId: standingOrder.id, items: skuLines(sent) },
      }),
    onMutate: () => setRefused({ lines: new Map(), other: [] }),
    onSuccess: async (answer) => {
      setLines(linesOf(answer.standingOrder.items))
      await changed(answer)
    },
    onError: (error, sent) => {
      if (!(error instanceof ApiError) || error.status !== 400)
        return setRefused({ lines: new Map(), other: [refusalText(error)] })
      const byLine = new Map<string, string[]>()
      const other: string[] = []
      for (const { propertyPath, message } of error.violations) {
        const index = LINE_PATH.exec(propertyPath)?.[1]
        const key = index === undefined ? undefined : sent[Number(index)]?.key
        if (key) byLine.set(key, [...(byLine.get(key) ?? []), message])
        else other.push(message)
      }
      setRefused({
        lines: byLine,
        other: byLine.size || other.length ? other : [error.message],
      })
    },
  })
  const kept = lines.filter((line) => line.available)
  const unsaved =
    JSON.stringify(skuLines(lines)) !==
    JSON.stringify(skuLines(linesOf(standingOrder.items)))
  const change = (key: string, quantity: number | null) => {
    save.reset()
    // A changed line's refusal is answered; the others' stay until the next save.
    setRefused((current) => ({
      ...current,
      lines: new Map([...current.lines].filter(([line]) => line !== key)),
    }))
    setLines((current) =>
      current.flatMap((line) =>
        line.key !== key
          ? [line]
          : quantity === null
            ? []
            : [{ ...line, quantity }],
      ),
    )
  }

  return (
    <section
      className="standing-order__lines"
      aria-labelledby="standing-order-lines"
    >
      <h2 id="standing-order-lines">{t('standingOrders.linesTitle')}</h2>
      <p className="hint">{t('standingOrders.linesHelp')}</p>
      {lines.length ? (
        <ul className="ui-cart-lines">
          {lines.map((line) => {
            const { product } = line
            const problems = refused.lines.get(line.key) ?? []
            return (
              <CartLine
                key={line.key}
                image={imageProps(product.mainImage)}
                fallbackImageSrc={fallbackImageSrc}
                name={
                  <ProductLink sku={product.sku}>{product.name}</ProductLink>
                }
                meta={
                  <>
                    {product.sku} ·{' '}
                    {t('standingOrders.itemPrice', {
                      price: formatMoney(price(line)),
                    })}
                    {line.agreedPriceNet !== null &&
                    line.agreedPriceNet !== price(line)
                      ? ` (${t('standingOrders.agreedPrice', {
                          price: formatMoney(line.agreedPriceNet),
                        })})`
                      : null}
                    {line.available ? null : (
                      <>
                        {' '}
                        <Badge tone="warning">
                          {t('standingOrders.unavailable')}
                        </Badge>
                      </>
                    )}
                    {line.agreedPriceNet === null ? (
                      <>
                        {' '}
                        <Badge>{t('standingOrders.unsavedLine')}</Badge>
                      </>
                    ) : null}
                    {problems.map((problem) => (
                      <span
                        key={problem}
                        className="form-error standing-order-lines__problem"
                      >
                        {problem}
                      </span>
                    ))}
                  </>
                }
                quantity={
                  <QuantityStepper
                    label={t('standingOrders.quantityFor', {
                      name: product.name,
                    })}
                    value={line.quantity}
                    max={MAX_LINE_QUANTITY}
                    validate={quantityError}
                    disabled={!line.available}
                    onChange={(quantity) => change(line.key, quantity)}
                  />
                }
                total={
                  line.available ? (
                    <Price
                      amount={price(line) * line.quantity}
                      format={formatMoney}
                    />
                  ) : null
                }
                remove={
                  <IconButton
                    label={t('standingOrders.remove', { name: product.name })}
                    icon="×"
                    onClick={() => change(line.key, null)}
                  />
                }
              />
            )
          })}
        </ul>
      ) : null}
      {kept.length < lines.length ? (
        <p className="hint">{t('standingOrders.unavailableOnSave')}</p>
      ) : null}
      <p className="standing-order__total">
        {t('standingOrders.total', {
          total: formatMoney(
            kept.reduce(
              (total, line) => total + price(line) * line.quantity,
              0,
            ),
          ),
        })}
      </p>
      <AddLine
        lines={lines}
        onAdd={(line) => {
          save.reset()
          setLines((current) => [...current, line])
        }}
      />
      {refused.lines.size ? (
        <p role="alert" className="form-error">
          {t('standingOrders.linesRefused')}
        </p>
      ) : null}
      <FormErrors errors={refused.other} />
      {unsaved ? <p className="hint">{t('standingOrders.unsaved')}</p> : null}
      <p role="status" className="live-status form-success">
        {save.isSuccess ? t('standingOrders.linesSaved') : null}
      </p>
      <div className="actions">
        <Button
          loading={save.isPending}
          onClick={() =>
            kept.length
              ? save.mutate(kept)
              : setRefused({
                  lines: new Map(),
                  other: [t('standingOrders.noLines')],
                })
          }
        >
          {t('standingOrders.saveLines')}
        </Button>
        {unsaved ? (
          <Button
            variant="secondary"
            onClick={() => {
              save.reset()
              setRefused({ lines: new Map(), other: [] })
              setLines(linesOf(standingOrder.items))
            }}
          >
            {t('standingOrders.undoLines')}
          </Button>
        ) : null}
      </div>
    </section>
  )
}

/**
 * A new line by SKU and quantity: the SKU is looked up in the catalogue at once, so the line
 * shows its product before it is saved, and a wrong or repeated SKU is said at the field.
 */
function AddLine({
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
