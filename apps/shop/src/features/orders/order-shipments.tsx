import { unitQuantity } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Link } from '@shop/ui'
import type { ApiOrder } from '@shop/commerce-client'
import { PackLine } from '#features/catalogue-units'

/**
 * The order's parcels: carrier, tracking number (a link to the carrier's page when the
 * backend knows one, the number alone otherwise), when shipped and delivered, and the lots each
 * carried, counted in the product's units with its pack ("2 boxes", "Box of 100").
 */
export function OrderShipments({ order }: { order: ApiOrder }) {
  const { t, formatDate } = useI18n()
  if (!order.shipments.length) return null
  const products = new Map(order.items.map((item) => [item.id, item.product]))
  return (
    <section
      className="order-shipments"
      aria-labelledby="order-shipments-title"
    >
      <h2 id="order-shipments-title">{t('order.shipments.title')}</h2>
      <ul className="order-shipments__list">
        {order.shipments.map((shipment, index) => (
          <li key={shipment.id} className="card order-shipment">
            <h3>
              {t('order.shipments.heading', {
                index: index + 1,
                carrier: shipment.carrier,
              })}
            </h3>
            <p className="order-shipment__tracking">
              {t('order.shipments.trackingNumber')}:{' '}
              {shipment.trackingUrl ? (
                <Link
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('order.shipments.track', {
                    number: shipment.trackingNumber,
                    carrier: shipment.carrier,
                  })}
                >
                  {shipment.trackingNumber}
                </Link>
              ) : (
                shipment.trackingNumber
              )}
            </p>
            <p className="hint">
              {t('order.shipments.shippedOn', {
                date: formatDate(shipment.shippedAt),
              })}
              {' · '}
              {shipment.deliveredAt
                ? t('order.shipments.deliveredOn', {
                    date: formatDate(shipment.deliveredAt),
                  })
                : t('order.shipments.onItsWay')}
            </p>
            <ul className="order-shipment__lines">
              {shipment.lines.map((line) => {
                // Every line of a parcel is one of the order's: the backend answers them together.
                const product = products.get(line.orderItemId)
                if (!product) return null
                return (
                  <li key={`${line.orderItemId}/${line.lotNumber}`}>
                    {t('order.shipments.line', {
                      quantity: unitQuantity(t, product, line.quantity),
                      name: product.name,
                    })}
                    <br />
                    <small>
                      <PackLine product={product} />
                      {' · '}
                      {t('order.shipments.lot', {
                        lot: line.lotNumber,
                        expiry: formatDate(line.lotExpiry),
                      })}
                    </small>
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
