import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import type { ApiError } from '#lib/api'
import { addLinesToCart } from '#features/cart'
import { putCart } from '#lib/queries'
import type { QuickOrderLine, Row } from '#features/quick-order'
import {
  QuickOrderRow,
  normalise,
  rowQuantityError,
  SkuListImport,
} from '#features/quick-order'

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
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<Row[]>(() => [newRow(), newRow(), newRow()])
  const id = useId()

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
    (row) =>
      status(row).kind === 'found' &&
      rowQuantityError(row, status(row)) === null,
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
    onSuccess: async ({ cart, sent }) => {
      await putCart(queryClient, api, cart)
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

  /** The good lines of a pasted or uploaded list go into the rows; bad lines stay to be fixed. */
  const addLines = (lines: QuickOrderLine[]) =>
    setRows((current) => [
      ...current.filter((row) => row.sku.trim()),
      ...lines.map((line) => newRow(line.sku, String(line.quantity))),
      newRow(),
    ])

  const update = (key: number, patch: Partial<Row>) => {
    submit.reset()
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    )
  }
  const serverError = submit.error as ApiError | null

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
      <SkuListImport onRead={() => submit.reset()} onLines={addLines} />
    </section>
  )
}
