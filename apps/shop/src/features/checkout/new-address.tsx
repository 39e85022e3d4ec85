import { createAccountApi, emptyAddress } from '@shop/account'
import { useAddressActions } from '@shop/account/react'
import { useMemo } from 'react'
import type { Api } from '#lib/api'
import { ADDRESS_QUERIES } from '#lib/queries'
import type { Address } from '#lib/queries'
import { AddressForm } from '#features/addresses'

/** A new address added inline in the checkout: saved to the address book, then chosen. */
export default function NewAddress({
  api,
  onSaved,
  onCancel,
}: {
  api: Api
  onSaved: (address: Address) => void
  onCancel: () => void
}) {
  const account = useMemo(() => createAccountApi(api), [api])
  const { create } = useAddressActions({
    api: account,
    invalidates: ADDRESS_QUERIES,
  })
  return (
    <AddressForm
      initial={emptyAddress()}
      onSave={async (values) => onSaved(await create.mutateAsync(values))}
      onCancel={onCancel}
    />
  )
}
