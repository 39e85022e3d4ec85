import { needsPaymentMethod } from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { Button, Modal } from '@shop/ui'
import { Suspense, lazy, useState } from 'react'
import type { Cart } from '#lib/queries'
import type { CartChoices } from '#features/standing-orders'
import { loadNewStandingOrderForm } from '#features/standing-orders/lazy'

const loadForm = () =>
  loadNewStandingOrderForm().then((m) => ({
    default: m.NewStandingOrderForm,
  }))
// The standing-order form, with its schedule rules, loads when its dialog opens (or the pointer
// comes near its button), not with the checkout.
const NewStandingOrderForm = lazy(loadForm)

/** The checkout's choices as a standing order of the cart is sent with them. */
const cartChoices = (order: Cart, reference: string): CartChoices => ({
  shippingAddressId: order.shippingAddress?.id ?? '',
  invoiceAddressId: order.invoiceAddress?.id ?? '',
  carrierIdentifier: order.carrier?.identifier ?? '',
  paymentProviderIdentifier: order.paymentProvider?.identifier ?? '',
  paymentMethodId: needsPaymentMethod(order)
    ? (order.paymentMethodId ?? undefined)
    : undefined,
  purchaseOrderReference: reference.trim() || undefined,
})

/**
 * "Repeat this order on a schedule": sets the cart up as a standing order with the choices made
 * at checkout (shown, not asked again). The order is not placed and the cart does not change.
 */
export function RepeatOrder({
  order,
  reference,
  summary,
  disabled,
}: {
  order: Cart
  /** The purchase order reference typed at checkout. */
  reference: string
  /** The choices as the review shows them, the purchase order reference among them. */
  summary: readonly { term: string; value: string }[]
  disabled: boolean
}) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        disabled={disabled}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setOpen(true)}
      >
        {t('standingOrderForm.fromCart')}
      </Button>
      {open ? (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={t('standingOrderForm.fromCart')}
          closeLabel={t('app.close')}
          className="standing-order-dialog"
        >
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <NewStandingOrderForm
              source={{
                kind: 'cart',
                choices: cartChoices(order, reference),
                summary,
              }}
            />
          </Suspense>
        </Modal>
      ) : null}
    </>
  )
}
