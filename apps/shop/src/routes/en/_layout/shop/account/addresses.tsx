import {
  ADDRESS_COUNTRIES,
  ADDRESS_RULES,
  SALUTATIONS,
  emptyAddress,
  toAddressForm,
} from '@shop/account'
import type { AddressFormValues } from '@shop/account'
import type { AddressFieldsFragment } from '@shop/commerce-client'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import type { MessageKey } from '@shop/i18n'
import { Button, EmptyState, TextField } from '@shop/ui'
import {
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { Api, ApiError } from '../../../../../lib/api'

const addressesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'addresses'],
    queryFn: () =>
      api
        .get<{ addresses: AddressFieldsFragment[] }>('/account/addresses')
        .then((r) => r.addresses),
  })

export const Route = createFileRoute('/en/_layout/shop/account/addresses')({
  staticData: { title: 'Addresses' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(addressesQuery(context.api)),
  component: AddressesRoute,
})

const TEXT_FIELDS = [
  'company',
  'firstname',
  'lastname',
  'street',
  'number',
  'postcode',
  'city',
  'stateCode',
  'phoneNumber',
] as const

function AddressForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: AddressFormValues
  onSave: (values: AddressFormValues) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useI18n()
  const label = (field: string) => t(`address.${field}` as MessageKey)
  const form = useForm<AddressFormValues>({
    initialValues: initial,
    fields: Object.fromEntries(
      Object.entries(ADDRESS_RULES).map(([name, rules]) => [
        name,
        { rules, label: label(name) },
      ]),
    ),
  })
  const errors = (name: keyof AddressFormValues) =>
    form.fields[name].touched
      ? form.fields[name].errors.map((e) => e.message)
      : undefined
  return (
    <form
      className="card address-form"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await onSave(values).catch((error: ApiError) =>
          form.setServerErrors({
            message: error.message,
            violations: error.violations.map((v) => ({
              ...v,
              propertyPath: v.propertyPath.replace(/^address\./, ''),
            })),
          }),
        )
      })}
    >
      <label className="field">
        <span className="ui-field__label">{label('salutation')}</span>
        <select className="ui-input" {...form.register('salutation')}>
          {SALUTATIONS.map((s) => (
            <option key={s} value={s}>
              {t(`address.salutation.${s}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      {TEXT_FIELDS.map((name) => (
        <TextField
          key={name}
          label={label(name)}
          required={ADDRESS_RULES[name].startsWith('required')}
          errors={errors(name)}
          {...form.register(name)}
        />
      ))}
      <label className="field">
        <span className="ui-field__label">{label('country')}</span>
        <select className="ui-input" {...form.register('country')}>
          {ADDRESS_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`address.country.${c}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      {form.formErrors.length ? (
        <p role="alert" className="form-error">
          {form.formErrors.join(' ')}
        </p>
      ) : null}
      <div className="actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.address.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.address.cancel')}
        </Button>
      </div>
    </form>
  )
}

function AddressesRoute() {
  const { t } = useI18n()
  const { api, user } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const router = useRouter()
  const { data: addresses } = useSuspenseQuery(addressesQuery(api))
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['account'] })
    await queryClient.invalidateQueries({ queryKey: ['session'] })
    await router.invalidate()
  }
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.post('/account/delete-address', { addressId: Number(id) }),
    onSuccess: refresh,
  })
  const setDefault = useMutation({
    mutationFn: (body: {
      shippingAddressId?: number
      invoiceAddressId?: number
    }) => api.post('/account/set-default-addresses', body),
    onSuccess: refresh,
  })
  const save = async (values: AddressFormValues, id?: string) => {
    await api.post(id ? '/account/update-address' : '/account/add-address', {
      address: id ? { ...values, id: Number(id) } : values,
    })
    setEditing(null)
    await refresh()
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
            <li key={address.id} className="card address-card">
              <address>
                {address.company ? (
                  <>
                    <strong>{address.company}</strong>
                    <br />
                  </>
                ) : null}
                {address.firstname} {address.lastname}
                <br />
                {address.street} {address.number}
                <br />
                {address.postcode} {address.city} {address.stateCode},{' '}
                {address.country.isoCode}
              </address>
              <p className="address-card__defaults">
                {customer?.defaultShippingAddress?.id === address.id ? (
                  <span className="badge">
                    {t('account.address.defaultShipping')}
                  </span>
                ) : null}
                {customer?.defaultInvoiceAddress?.id === address.id ? (
                  <span className="badge">
                    {t('account.address.defaultInvoice')}
                  </span>
                ) : null}
              </p>
              <div className="actions">
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => setEditing(address.id)}
                >
                  {t('account.address.edit')}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() =>
                    setDefault.mutate({ shippingAddressId: Number(address.id) })
                  }
                >
                  {t('account.address.setDefaultShipping')}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() =>
                    setDefault.mutate({ invoiceAddressId: Number(address.id) })
                  }
                >
                  {t('account.address.setDefaultInvoice')}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() =>
                    window.confirm(t('account.address.deleteConfirm')) &&
                    remove.mutate(address.id)
                  }
                >
                  {t('account.address.delete')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  )
}
