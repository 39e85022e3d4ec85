import { MAX_LINE_QUANTITY, isValidQuantity } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { Button, FileDrop } from '@shop/ui'
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import type { ApiError } from '#lib/api'
import { addLinesToCart } from '#lib/cart-writes'
import { cartQuery } from '#lib/queries'
import { parseQuickOrder } from './-components/quick-order-lines'
import type { LineProblem } from './-components/quick-order-lines'
import { QuickOrderRow, normalise } from './-components/quick-order-row'
import type { Row } from './-components/quick-order-row'

export const Route = createFileRoute('/en/_layout/shop/quick-order')({
  staticData: { requiresAuth: true, title: 'Quick order' },
  component: QuickOrderRoute,
})

/** The value after it has stopped changing for `ms`, so typing a SKU sends one lookup. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

// Row keys only tell React's list items apart; they never reach the HTML.
let rowKeys = 0
const newRow = (sku = '', quantity = '1'): Row => ({
  key: rowKeys++,
  sku,
  quantity,
})

function QuickOrderRoute() {
  const { t, formatNumber } = useI18n()
  const { api } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<Row[]>(() => [newRow(), newRow(), newRow()])
  const [text, setText] = useState('')
  const id = useId()
  const [listProblems, setListProblems] = useState<LineProblem[]>([])

  // Live lookup of every SKU in the rows: one request for all of them once typing settles.
  const skus = useSettled(
    [...new Set(rows.map((row) => normalise(row.sku)).filter(Boolean))]
      .sort()
      .join(','),
    250,
  )
  const lookup = useQuery({
    queryKey: ['catalogue', 'products-by-sku', skus],
    queryFn: () =>
      api
        .get('/shop/products-by-sku', { query: { skus } })
        .then((r) => r.products),
    enabled: skus !== '',
    placeholderData: keepPreviousData,
  })
  const looked = new Set(lookup.isPlaceholderData ? [] : skus.split(','))
  const bySku = new Map((lookup.data ?? []).map((p) => [p.sku, p]))
  const status = (row: Row) => {
    const sku = normalise(row.sku)
    if (!sku) return { kind: 'empty' } as const
    const product = bySku.get(sku)
    if (product) return { kind: 'found', product } as const
    return looked.has(sku) && lookup.isSuccess
      ? ({ kind: 'unknown' } as const)
      : ({ kind: 'looking' } as const)
  }
  const ready = rows.filter(
    (row) => status(row).kind === 'found' && isValidQuantity(row.quantity),
  )

  const submit = useMutation({
    mutationFn: async (lines: Row[]) => {
      // All good lines go into the cart in one request.
      const { cart } = await addLinesToCart(
        api,
        lines.map((row) => ({
          sku: normalise(row.sku),
          quantity: Number(row.quantity),
        })),
      )
      return { cart, sent: lines }
    },
    onSuccess: ({ cart, sent }) => {
      queryClient.setQueryData(cartQuery(api).queryKey, cart)
      // What was added leaves the list; rows that still need attention stay.
      const keys = new Set(sent.map((row) => row.key))
      setRows((current) => {
        const left = current.filter(
          (row) => !keys.has(row.key) && row.sku.trim(),
        )
        return [...left, newRow()]
      })
    },
  })

  /** Moves the good lines of a pasted or uploaded list into the rows; bad lines stay to be fixed. */
  const readList = (list: string, options?: { requireHeader: boolean }) => {
    submit.reset()
    const parsed = parseQuickOrder(list, options)
    const source = list.split(/\r?\n/)
    // Problems come one per line, in line order: the bad lines stay in the box, renumbered.
    setListProblems(
      parsed.problems.map((problem, index) =>
        problem.kind === 'badHeader'
          ? problem
          : { ...problem, line: index + 1 },
      ),
    )
    setText(
      parsed.problems.some((p) => p.kind === 'badHeader')
        ? ''
        : parsed.problems.map((problem) => source[problem.line - 1]).join('\n'),
    )
    if (parsed.lines.length)
      setRows((current) => [
        ...current.filter((row) => row.sku.trim()),
        ...parsed.lines.map((line) => newRow(line.sku, String(line.quantity))),
        newRow(),
      ])
  }

  const update = (key: number, patch: Partial<Row>) => {
    submit.reset()
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    )
  }
  const serverError = submit.error as ApiError | null
  const listMessages = listProblems.map((problem) =>
    problem.kind === 'badHeader'
      ? t('quickOrder.badHeader')
      : problem.kind === 'malformed'
        ? t('quickOrder.malformed', { line: problem.line })
        : t('quickOrder.badQuantity', {
            line: problem.line,
            max: formatNumber(MAX_LINE_QUANTITY),
          }),
  )

  return (
    <section className="quick-order">
      <h1>{t('quickOrder.title')}</h1>
      <p>{t('quickOrder.intro')}</p>
      <form
        className="card"
        onSubmit={(event) => {
          event.preventDefault()
          if (ready.length) submit.mutate(ready)
        }}
      >
        <table className="quick-order__rows">
          <thead>
            <tr>
              <th scope="col">{t('quickOrder.sku')}</th>
              <th scope="col">{t('quickOrder.quantity')}</th>
              <th scope="col">{t('quickOrder.product')}</th>
              <th scope="col" className="quick-order__amount">
                {t('quickOrder.lineTotal')}
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  {t('quickOrder.actions')}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <QuickOrderRow
                key={row.key}
                row={row}
                number={index + 1}
                messageId={`${id}-row-${index + 1}`}
                lookup={status(row)}
                onChange={(patch) => update(row.key, patch)}
                onRemove={() =>
                  setRows((current) =>
                    current.length > 1
                      ? current.filter((r) => r.key !== row.key)
                      : [newRow()],
                  )
                }
              />
            ))}
          </tbody>
        </table>
        <div className="quick-order__actions">
          <Button
            variant="secondary"
            onClick={() => setRows((current) => [...current, newRow()])}
          >
            {t('quickOrder.addRow')}
          </Button>
          <Button
            type="submit"
            loading={submit.isPending}
            disabled={ready.length === 0}
          >
            {t('quickOrder.submit', { count: ready.length })}
          </Button>
        </div>
        {serverError ? (
          <p role="alert" className="form-error">
            {serverError.message}
          </p>
        ) : null}
        {submit.isSuccess ? (
          <p role="status" className="form-success">
            {t('quickOrder.added', { count: submit.data.sent.length })}{' '}
            <Link to="/en/shop/cart">{t('addedOverlay.viewCart')}</Link>
          </p>
        ) : null}
      </form>
      <div className="card quick-order__bulk">
        <label className="field">
          <span className="ui-field__label">{t('quickOrder.paste')}</span>
          <span className="ui-field__help" id="quick-order-help">
            {t('quickOrder.pasteHelp')}
          </span>
          <textarea
            className="ui-input quick-order__text"
            rows={6}
            value={text}
            aria-describedby="quick-order-help"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <Button
          variant="secondary"
          disabled={!text.trim()}
          onClick={() => readList(text)}
        >
          {t('quickOrder.pasteApply')}
        </Button>
        <FileDrop
          label={t('quickOrder.upload')}
          help={t('quickOrder.uploadHelp')}
          accept=".csv,text/csv"
          onFile={async (file) =>
            readList(await file.text(), { requireHeader: true })
          }
        />
        {listMessages.length ? (
          <ul role="alert" className="form-error">
            {listMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
