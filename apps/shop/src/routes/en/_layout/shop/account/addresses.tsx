import { createAccountApi, emptyAddress, toAddressForm } from '@shop/account'
import type { AddressFormValues } from '@shop/account'
import { useAddressActions } from '@shop/account/react'
import { useI18n } from '@shop/i18n/react'
import { AddressCard, Badge, Button, EmptyState } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { ADDRESS_QUERIES, addressesQuery } from '../../../../../lib/queries'
import type { Address } from '../../../../../lib/queries'
import { AddressForm } from '../-components/address-form'

export const Route = createFileRoute('/en/_layout/shop/account/addresses')({
  staticData: { title: 'Addresses' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(addressesQuery(context.api)),
  component: AddressesRoute,
})

/** The two defaults an address can be made: where orders ship and where invoices go. */
const DEFAULT_ROLES = [
  {
    field: 'shippingAddressId',
    label: 'account.address.setDefaultShipping',
  },
  {
    field: 'invoiceAddressId',
    label: 'account.address.setDefaultInvoice',
  },
] as const

function AddressesRoute() {
  const { t } = useI18n()
  const { api, user } = Route.useRouteContext()
  const router = useRouter()
  const { data: addresses } = useSuspenseQuery(addressesQuery(api))
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const account = useMemo(() => createAccountApi<Address>(api), [api])
  const actions = useAddressActions({
    api: account,
    invalidates: ADDRESS_QUERIES,
  })
  // The customer's defaults live in the session the routes read, so the router reloads it too.
  const reload = () => router.invalidate()
  const save = async (values: AddressFormValues, id?: string) => {
    if (id)
      await actions.update.mutateAsync({ id: Number(id), address: values })
    else await actions.create.mutateAsync(values)
    setEditing(null)
    await reload()
  }
  const customer = user?.customer
  return (
    <section>
      <h1>{t('account.addresses')}</h1>
      {editing === 'new' ? (
        <AddressForm
          initial={emptyAddress()}
          onSave={(values) => save(values)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('account.address.add')}
        </Button>
      )}
      {addresses.length === 0 ? (
        <EmptyState title={t('account.address.none')} />
      ) : null}
      <ul className="address-list">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm
                initial={toAddressForm(address)}
                onSave={(values) => save(values, address.id)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={address.id}>
              <AddressCard
                company={address.company}
                name={`${address.firstname} ${address.lastname}`}
                lines={[
                  `${address.street} ${address.number}`,
                  `${[address.postcode, address.city, address.stateCode].filter(Boolean).join(' ')}, ${address.country.isoCode}`,
                ]}
                badges={
                  <>
                    {customer?.defaultShippingAddress?.id === address.id ? (
                      <Badge>{t('account.address.defaultShipping')}</Badge>
                    ) : null}
                    {customer?.defaultInvoiceAddress?.id === address.id ? (
                      <Badge>{t('account.address.defaultInvoice')}</Badge>
                    ) : null}
                  </>
                }
                actions={
                  <>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => setEditing(address.id)}
                    >
                      {t('account.address.edit')}
                    </Button>
                    {DEFAULT_ROLES.map(({ field, label }) => (
                      <Button
                        key={field}
                        size="small"
                        variant="secondary"
                        onClick={() =>
                          actions.setDefaults.mutate(
                            { [field]: Number(address.id) },
                            { onSuccess: reload },
                          )
                        }
                      >
                        {t(label)}
                      </Button>
                    ))}
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() =>
                        window.confirm(t('account.address.deleteConfirm')) &&
                        actions.remove.mutate(Number(address.id), {
                          onSuccess: reload,
                        })
                      }
                    >
                      {t('account.address.delete')}
                    </Button>
                  </>
                }
              />
            </li>
          ),
        )}
      </ul>
    </section>
  )
}
