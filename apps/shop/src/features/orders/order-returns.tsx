import { packLine, unitQuantity } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Badge, Button, Skeleton } from '@shop/ui'
import type { BadgeProps } from '@shop/ui'
import { Suspense, lazy, useState } from 'react'
import type { ApiOrder, ApiOrderReturn } from '@shop/commerce-client'

// The return form loads only when a buyer opens it (or arrives to return a recalled lot).
const ReturnForm = lazy(() => import('./return-form'))

const TONES: Record<ApiOrderReturn['state'], BadgeProps['tone']> = {
  REQUESTED: 'warning',
  ACCEPTED: 'accent',
  REFUSED: 'danger',
}

/**
 * The order's returns with their state (requested; accepted with the RMA number and how to send
 * it back; refused with why) and, while shipped lots may go back, the return request.
 * `recalledLot` (from "Return this lot" in the inventory) opens the form pre-filled.
 */
export function OrderReturns({
  order,
  recalledLot,
}: {
  order: ApiOrder
  recalledLot?: string
}) {
  const { t, formatDate, formatMoney } = useI18n()
  const [open, setOpen] = useState(Boolean(recalledLot))
  const [sent, setSent] = useState(false)
  if (!order.returns.length && !order.canRequestReturn && !sent) return null
  const products = new Map(order.items.map((item) => [item.id, item.product]))
  return (
    <section className="order-returns" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title">{t('order.returns.title')}</h2>
      <p role="status" className="live-status form-success">
        {sent ? t('order.returns.sent') : null}
      </p>
      {order.returns.length ? (
        <ul className="order-returns__list">
          {order.returns.map((ret) => (
            <li key={ret.id} className="card order-return">
              <h3>
                {t('order.returns.heading', {
                  date: formatDate(ret.requestedAt),
                })}{' '}
                <Badge tone={TONES[ret.state]}>
                  {t(`order.returns.state.${ret.state}`)}
                </Badge>
              </h3>
              <p>
                {t('order.returns.why', {
                  reason: t(`order.returns.reason.${ret.reason}`),
                })}
              </p>
              <ul className="order-return__lines">
                {ret.lines.map((line) => {
                  const product = products.get(line.orderItemId)
                  return product ? (
                    <li key={`${line.orderItemId}/${line.lotNumber}`}>
                      {/* In the product's units, as the order's lines: "1 box × … · Box of 100". */}
                      {t('order.returns.line', {
                        quantity: unitQuantity(t, product, line.quantity),
                        name: product.name,
                        pack: packLine(t, formatMoney, product),
                        lot: line.lotNumber,
                      })}
                    </li>
                  ) : null
                })}
              </ul>
              {ret.note ? (
                <p className="order-return__note">{ret.note}</p>
              ) : null}
              {ret.state === 'REQUESTED' ? (
                <p className="hint">{t('order.returns.waiting')}</p>
              ) : null}
              {ret.state === 'ACCEPTED' ? (
                <>
                  <p className="order-return__rma">
                    {t('order.returns.rma', { rma: ret.rmaNumber ?? '' })}
                  </p>
                  <p className="hint">{t('order.returns.rmaHelp')}</p>
                  {ret.instructions ? (
                    <p className="order-return__note">
                      {t('order.returns.instructions', {
                        instructions: ret.instructions,
                      })}
                    </p>
                  ) : null}
                </>
              ) : null}
              {ret.state === 'REFUSED' ? (
                <p>
                  {t('order.returns.refused', {
                    reason: ret.refusalReason ?? '',
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {order.canRequestReturn ? (
        open ? (
          <Suspense fallback={<Skeleton label={t('app.loading')} />}>
            <ReturnForm
              order={order}
              recalledLot={recalledLot}
              onDone={() => {
                setOpen(false)
                setSent(true)
              }}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        ) : (
          <div className="actions">
            <Button
              variant="secondary"
              onClick={() => {
                setSent(false)
                setOpen(true)
              }}
            >
              {t('order.returns.request')}
            </Button>
          </div>
        )
      ) : null}
    </section>
  )
}
