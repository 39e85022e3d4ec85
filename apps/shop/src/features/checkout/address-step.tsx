import { useI18n } from '@shop/i18n/react'
import { Button, Select, Skeleton } from '@shop/ui'
import { Suspense, lazy, useState } from 'react'
import { addressLine } from '#lib/address-line'
import { useCustomer } from '#lib/use-customer'
import type { Api } from '#lib/api'
import type { Address, Cart } from '#lib/queries'
import { useFocusOnClose } from '#features/addresses'

// The address form loads only when the buyer adds an address here.
const NewAddress = lazy(() => import('./new-address'))

const addAddressButton = () => 'add-address'

/** The shipping and invoice addresses, chosen from the saved ones or added here. */
export function AddressStep({
  api,
  order,
  addresses,
  onChoose,
}: {
  api: Api
  order: Cart
  addresses: Address[]
  onChoose: (addresses: {
    shippingAddressId: number
    invoiceAddressId: number
  }) => void
}) {
  const { t } = useI18n()
  // The address book is the practice's: the backend says who may add to it (decision 024).
  const mayAdd = useCustomer()?.can.addAddresses ?? false
  const [adding, setAdding] = useState(false)
  useFocusOnClose(adding ? 'new' : null, addAddressButton)
  const options = addresses.map((address) => ({
    value: address.id,
    label: addressLine(address),
  }))
  const shippingId = order.shippingAddress?.id ?? ''
  const invoiceId = order.invoiceAddress?.id ?? ''
  const choose = (shipping: string, invoice: string) =>
    shipping &&
    invoice &&
    onChoose({
      shippingAddressId: Number(shipping),
      invoiceAddressId: Number(invoice),
    })
  return (
    <section className="card" aria-labelledby="step-addresses">
      <h2 id="step-addresses">{t('checkout.step.addresses')}</h2>
      {(['shipping', 'invoice'] as const).map((kind) => (
        <Select
          key={kind}
          label={t(
            kind === 'shipping'
              ? 'checkout.shippingAddress'
              : 'checkout.invoiceAddress',
          )}
          placeholder="—"
          options={options}
          value={kind === 'shipping' ? shippingId : invoiceId}
          onChange={(event) =>
            kind === 'shipping'
              ? choose(event.target.value, invoiceId || event.target.value)
              : choose(shippingId || event.target.value, event.target.value)
          }
        />
      ))}
      {adding ? (
        <Suspense fallback={<Skeleton label={t('app.loading')} />}>
          <NewAddress
            api={api}
            onCancel={() => setAdding(false)}
            onSaved={(address) => {
              setAdding(false)
              // The new address ships the order; the invoice address stays if chosen.
              choose(address.id, invoiceId || address.id)
            }}
          />
        </Suspense>
      ) : mayAdd ? (
        <Button
          id={addAddressButton()}
          variant="secondary"
          size="small"
          onClick={() => setAdding(true)}
        >
          {t('checkout.addAddress')}
        </Button>
      ) : (
        <p className="hint">{t('account.address.managedByAdmin')}</p>
      )}
    </section>
  )
}
