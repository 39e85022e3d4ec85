import { createAccountApi, emptyAddress, toAddressForm } from '@shop/account'
import type { AddressFormValues } from '@shop/account'
import { useAddressActions } from '@shop/account/react'
import { addressLines } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { AddressCard, Badge, Button, EmptyState } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { ADDRESS_QUERIES, addressesQuery, sessionQuery } from '#lib/queries'
import { AddressForm, useFocusOnClose } from './address-form'
import { UnverifiedBanner } from '#features/auth'

/** The two defaults an address can be made: where orders ship and where invoices go. */
const DEFAULT_ROLES = [
  {
    field: 'shippingAddressId',
    current: 'defaultShippingAddress',
    badge: 'account.address.defaultShipping',
    label: 'account.address.setDefaultShipping',
  },
  {
    field: 'invoiceAddressId',
    current: 'defaultInvoiceAddress',
    badge: 'account.address.defaultInvoice',
    label: 'account.address.setDefaultInvoice',
  },
] as const

const focusAfterEditing = (closed: string) =>
  closed === 'new' ? 'add-address' : `edit-address-${closed}`

/**
 * The practice's shared address book. Administrators add, change and delete addresses; other
 * members add them only where the company allows it, and change none. Everyone chooses their own
 * default shipping and invoice addresses.
 */
export function AddressBook() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: addresses } = useSuspenseQuery(addressesQuery(api))
  // The defaults are read from the session query itself (not the route context), so the refetch
  // after a change shows at once.
  const { data: session } = useSuspenseQuery(sessionQuery(api))
  // An address's id, or `new` while adding one.
  const [editing, setEditing] = useState<string | null>(null)
  useFocusOnClose(editing, focusAfterEditing)
  const account = useMemo(() => createAccountApi(api), [api])
  const actions = useAddressActions({
    api: account,
    invalidates: ADDRESS_QUERIES,
  })
  const save = async (values: AddressFormValues, id?: string) => {
    if (id)
      await actions.update.mutateAsync({ id: Number(id), address: values })
    else await actions.create.mutateAsync(values)
    setEditing(null)
  }
  const customer = session.user?.customer
  const rights = {
    add: customer?.can.addAddresses ?? false,
    change: customer?.can.manageAddresses ?? false,
  }
  const pendingDefault = actions.setDefaults.isPending
    ? actions.setDefaults.variables
    : undefined
  return (
    <>
      {customer && !customer.emailVerified ? (
        <UnverifiedBanner email={customer.email} about="addresses" />
      ) : null}
      {!rights.add ? (
        customer?.emailVerified ? (
          <p className="hint">{t('account.address.managedByAdmin')}</p>
        ) : null
      ) : editing === 'new' ? (
        <AddressForm
          initial={emptyAddress()}
          onSave={(values) => save(values)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          id="add-address"
          variant="secondary"
          onClick={() => setEditing('new')}
        >
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
                // The shop's one postal format, below the company and name the card shows.
                lines={addressLines({
                  street: address.street,
                  number: address.number,
                  postcode: address.postcode,
                  city: address.city,
                  stateCode: address.stateCode,
                  country: address.country.isoCode,
                })}
                badges={DEFAULT_ROLES.map(({ current, badge }) =>
                  customer?.[current]?.id === address.id ? (
                    <Badge key={badge}>{t(badge)}</Badge>
                  ) : null,
                )}
                actions={
                  <>
                    {rights.change ? (
                      <Button
                        id={`edit-address-${address.id}`}
                        size="small"
                        variant="secondary"
                        onClick={() => setEditing(address.id)}
                      >
                        {t('account.address.edit')}
                      </Button>
                    ) : null}
                    {/* Offered only where it would change something. */}
                    {DEFAULT_ROLES.filter(
                      ({ current }) => customer?.[current]?.id !== address.id,
                    ).map(({ field, label }) => (
                      <Button
                        key={field}
                        size="small"
                        variant="secondary"
                        loading={pendingDefault?.[field] === Number(address.id)}
                        onClick={() =>
                          actions.setDefaults.mutate({
                            [field]: Number(address.id),
                          })
                        }
                      >
                        {t(label)}
                      </Button>
                    ))}
                    {rights.change ? (
                      <Button
                        size="small"
                        variant="danger"
                        onClick={() =>
                          window.confirm(t('account.address.deleteConfirm')) &&
                          actions.remove.mutate(Number(address.id))
                        }
                      >
                        {t('account.address.delete')}
                      </Button>
                    ) : null}
                  </>
                }
              />
            </li>
          ),
        )}
      </ul>
    </>
  )
}
