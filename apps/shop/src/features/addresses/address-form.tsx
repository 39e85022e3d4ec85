import { FormErrors } from '#components/form-errors'
import {
  ADDRESS_COUNTRIES,
  ADDRESS_FORM_RULES,
  ADDRESS_REGIONS,
  REQUIRED_ADDRESS_FIELDS,
  SALUTATIONS,
  isAddressCountry,
} from '@shop/account'
import type { AddressField, AddressFormValues } from '@shop/account'
import { useForm } from '@shop/forms/react'
import type { MessageKey } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Button, Select, TextField } from '@shop/ui'
import { useEffect, useRef, useState } from 'react'
import type { ApiError } from '#lib/api'

/** The rows of the form on a wide screen, named for their column layout in app.css. */
const ROWS = [
  ['name', ['salutation', 'firstname', 'lastname']],
  ['wide', ['company']],
  ['street', ['street', 'number']],
  ['town', ['postcode', 'city']],
  ['pair', ['country', 'stateCode']],
  ['pair', ['phoneNumber']],
] as const satisfies readonly (readonly [string, readonly AddressField[]])[]

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  salutation: 'honorific-prefix',
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  street: 'address-line1',
  postcode: 'postal-code',
  city: 'address-level2',
  country: 'country',
  stateCode: 'address-level1',
  phoneNumber: 'tel',
}

// Every field runs the one address check of `@shop/account`, empty or not.
const FIELDS = Object.fromEntries(
  ROWS.flatMap(([, names]) => names).map((name) => [
    name,
    { rules: '+address' },
  ]),
)

/**
 * Gives focus back when an address form closes, to the control (rendered again in the form's
 * place) whose id `idFor` names, so a keyboard user keeps their place in the page.
 */
export function useFocusOnClose(
  open: string | null,
  idFor: (closed: string) => string,
) {
  const last = useRef<string | null>(null)
  useEffect(() => {
    if (open) last.current = open
    else if (last.current) {
      document.getElementById(idFor(last.current))?.focus()
      last.current = null
    }
  }, [open, idFor])
}

/**
 * An address checked by the rules of `@shop/forms` (the API's and the backend's own), its
 * violations shown on their fields. Used by the account's address book and inline in the checkout.
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
  const form = useForm<AddressFormValues>({
    initialValues: initial,
    fields: FIELDS,
    ...ADDRESS_FORM_RULES,
  })
  const ref = useRef<HTMLFormElement>(null)
  const [attempts, setAttempts] = useState(0)
  // The buyer asked for this form: put them in its first field.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select')?.focus()
  }, [])
  // After a refused submit, take the buyer to the first field to correct.
  useEffect(() => {
    if (attempts)
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempts])

  const { country } = form.values
  const regions = isAddressCountry(country) ? ADDRESS_REGIONS[country] : []
  // The postcode and state wording follows the country (ZIP code and state, or postal code and
  // province).
  const label = (name: AddressField) =>
    t(
      country === 'CA' && (name === 'postcode' || name === 'stateCode')
        ? `address.${name}.CA`
        : `address.${name}`,
    )
  const common = (name: AddressField) => ({
    ...form.register(name),
    label: label(name),
    required: REQUIRED_ADDRESS_FIELDS.includes(name),
    autoComplete: AUTOCOMPLETE[name],
    errors: form.fields[name].touched
      ? form.fields[name].errors.map((e) => e.message)
      : undefined,
  })
  const field = (name: AddressField) => {
    switch (name) {
      case 'salutation':
        return (
          <Select
            {...common(name)}
            placeholder={t('address.salutation.none')}
            options={SALUTATIONS.map((s) => ({
              value: s,
              label: t(`address.salutation.${s}` as MessageKey),
            }))}
          />
        )
      case 'country':
        return (
          <Select
            {...common(name)}
            options={ADDRESS_COUNTRIES.map((c) => ({
              value: c,
              label: t(`address.country.${c}` as MessageKey),
            }))}
            onChange={(event) => {
              const next = event.target.value
              form.setValue('country', next)
              // A state of the old country is no choice in the new one; the postcode is
              // checked again against the new country's format.
              if (
                !isAddressCountry(next) ||
                !ADDRESS_REGIONS[next].some(
                  (r) => r.code === form.values.stateCode,
                )
              )
                form.setValue('stateCode', '')
              if (form.values.postcode)
                form.setValue('postcode', form.values.postcode)
            }}
          />
        )
      case 'stateCode':
        return (
          <Select
            {...common(name)}
            placeholder={t('address.stateCode.choose')}
            options={regions.map((r) => ({ value: r.code, label: r.name }))}
          />
        )
      default:
        return (
          <TextField
            {...common(name)}
            type={name === 'phoneNumber' ? 'tel' : 'text'}
          />
        )
    }
  }

  return (
    <form
      ref={ref}
      className="card address-form"
      noValidate
      onSubmit={async (event) => {
        await form.handleSubmit(async (values) => {
          await onSave(values).catch((error: ApiError) =>
            form.setServerErrors({
              message: error.message,
              violations: error.violations.map((v) => ({
                ...v,
                propertyPath: v.propertyPath.replace(/^address\./, ''),
              })),
            }),
          )
        })(event)
        setAttempts((n) => n + 1)
      }}
    >
      {ROWS.map(([layout, names]) => (
        <div
          key={names[0]}
          className={`address-form__row address-form__row--${layout}`}
        >
          {names.map((name) => (
            <div key={name}>{field(name)}</div>
          ))}
        </div>
      ))}
      <FormErrors errors={form.formErrors} />
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
