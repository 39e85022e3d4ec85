import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '#lib/api'
import { refusalText } from '#lib/form-field'
import { FormErrors } from '#components/form-errors'
import { useReplacedText } from '#features/catalogue-units'
import { AddLine } from './standing-order-add-line'
import type { Line } from './standing-order-add-line'
import { price, StandingOrderLine } from './standing-order-line'
import type { StandingOrder } from './standing-order-queries'
import { useStandingOrderChanged } from './use-standing-order-changed'

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
  const replacedText = useReplacedText()
  // Saved at once (a run never swaps by itself): the line becomes the replacement's, the other
  // lines keep what the buyer has changed here and not saved yet.
  const replace = useMutation({
    mutationFn: (line: Line) =>
      api.post('/account/standing-orders/replace', {
        body: {
          standingOrderId: standingOrder.id,
          productId: line.product.id,
        },
      }),
    onMutate: () => {
      save.reset()
      setRefused({ lines: new Map(), other: [] })
    },
    onSuccess: async (answer, old) => {
      const saved = linesOf(answer.standingOrder.items)
      const now = saved.find(
        (line) => line.product.id === answer.replacement.product.id,
      )
      setLines((current) =>
        current.flatMap((line) =>
          line.key === old.key
            ? now
              ? [now]
              : []
            : line.product.id === now?.product.id
              ? []
              : [line],
        ),
      )
      await changed({ standingOrder: answer.standingOrder })
    },
    onError: (error) =>
      setRefused({ lines: new Map(), other: [refusalText(error)] }),
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
          {lines.map((line) => (
            <StandingOrderLine
              key={line.key}
              line={line}
              problems={refused.lines.get(line.key) ?? []}
              onChange={(quantity) => change(line.key, quantity)}
              replacing={
                replace.isPending && replace.variables.key === line.key
              }
              onReplace={() => replace.mutate(line)}
            />
          ))}
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
        {replace.isSuccess ? replacedText(replace.data.replacement) : null}
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
