import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import type { ApiError } from '../../../../lib/api'
import { cartQuery } from '../../../../lib/queries'
import type { Cart } from '../../../../lib/queries'
import { parseQuickOrder } from './-components/quick-order-lines'

export const Route = createFileRoute('/en/_layout/shop/quick-order')({
  staticData: { requiresAuth: true, title: 'Quick order' },
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: QuickOrderRoute,
})

function QuickOrderRoute() {
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const parsed = parseQuickOrder(text)
  const submit = useMutation({
    mutationFn: async () => {
      const current = await queryClient
        .fetchQuery(cartQuery(api))
        .catch(() => null)
      // All good lines go into the cart in one request.
      const { cart } = await api.post<{ cart: Cart }>('/shop/cart/bulk-add', {
        token: current?.token ?? '',
        items: parsed.lines.map(({ sku, quantity }) => ({ sku, quantity })),
      })
      return { cart, count: parsed.lines.length }
    },
    onSuccess: ({ cart }) => {
      queryClient.setQueryData(cartQuery(api).queryKey, cart)
      setText('')
    },
  })
  const serverError = submit.error as ApiError | null
  const unknownSkus = (serverError?.violations ?? []).map((v) => {
    const index = Number(/items\.(\d+)\.sku/.exec(v.propertyPath)?.[1])
    const line = parsed.lines[index]
    return line
      ? t('quickOrder.unknownSku', { line: line.line, sku: line.sku })
      : v.message
  })
  const problems = [
    ...parsed.problems.map((p) =>
      p.kind === 'malformed'
        ? t('quickOrder.malformed', { line: p.line })
        : t('quickOrder.badQuantity', { line: p.line }),
    ),
    ...unknownSkus,
  ]
  return (
    <section className="quick-order">
      <h1>{t('quickOrder.title')}</h1>
      <p>{t('quickOrder.intro')}</p>
      <form
        className="card"
        onSubmit={(event) => {
          event.preventDefault()
          if (parsed.lines.length) submit.mutate()
        }}
      >
        <label className="field">
          <span className="ui-field__label">{t('quickOrder.paste')}</span>
          <span className="ui-field__help" id="quick-order-help">
            {t('quickOrder.pasteHelp')}
          </span>
          <textarea
            className="ui-input quick-order__text"
            rows={8}
            value={text}
            aria-describedby="quick-order-help"
            onChange={(event) => {
              submit.reset()
              setText(event.target.value)
            }}
          />
        </label>
        <label className="field">
          <span className="ui-field__label">{t('quickOrder.upload')}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={async (event) => {
              const file = event.target.files?.[0]
              if (file) setText(await file.text())
            }}
          />
        </label>
        {problems.length ? (
          <ul role="alert" className="form-error">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {submit.isSuccess ? (
          <p role="status" className="form-success">
            {t('quickOrder.added', { count: submit.data.count })}{' '}
            <Link to="/en/shop/cart">{t('addedOverlay.viewCart')}</Link>
          </p>
        ) : null}
        <Button
          type="submit"
          loading={submit.isPending}
          disabled={parsed.lines.length === 0}
        >
          {t('quickOrder.submit', { count: parsed.lines.length })}
        </Button>
      </form>
    </section>
  )
}
