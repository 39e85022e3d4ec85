import { useI18n } from '@shop/i18n/react'
import { createFileRoute } from '@tanstack/react-router'
import { addressesQuery } from '#lib/queries'
import { AddressBook } from '#features/addresses'

export const Route = createFileRoute('/en/_layout/shop/account/addresses')({
  staticData: { title: 'Addresses' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(addressesQuery(context.api)),
  component: AddressesRoute,
})

function AddressesRoute() {
  const { t } = useI18n()
  return (
    <section>
      <h1>{t('account.addresses')}</h1>
      <AddressBook />
    </section>
  )
}
