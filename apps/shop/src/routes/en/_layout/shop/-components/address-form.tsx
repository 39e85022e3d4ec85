import { ADDRESS_COUNTRIES, ADDRESS_RULES, SALUTATIONS } from '@shop/account'
import type { AddressFormValues } from '@shop/account'
import { useForm } from '@shop/forms/react'
import type { MessageKey } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import type { ApiError } from '../../../../../lib/api'

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

/**
 * An address with the client-side rules of `@shop/account` (the server's own), its violations
 * shown on their fields. Used by the account's address book and inline in the checkout.
 */
export function AddressForm({
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
