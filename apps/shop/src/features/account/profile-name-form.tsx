import { FormErrors } from '#components/form-errors'
import { SALUTATIONS } from '@shop/account'
import { useForm } from '@shop/forms/react'
import type { MessageKey } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Button, Select, TextField } from '@shop/ui'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps, refusalOf } from '#lib/form-field'
import { useCustomerChanged } from '#lib/use-customer'
import type { Customer } from '#lib/use-customer'

const FORM_ID = 'profile-name'

type Salutation = (typeof SALUTATIONS)[number] | ''

/** One of the salutations the form offers; anything else is none. */
const salutationOf = (value: string): Salutation =>
  SALUTATIONS.find((s) => s === value) ?? ''

/** The customer's salutation and name; the header shows the new name once it is saved. */
export function ProfileNameForm({ customer }: { customer: Customer }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const customerChanged = useCustomerChanged()
  const [saved, setSaved] = useState(false)
  const form = useForm({
    initialValues: {
      salutation: salutationOf(customer.salutation),
      firstname: customer.firstname,
      lastname: customer.lastname,
    },
    fields: {
      salutation: { label: t('address.salutation') },
      firstname: {
        rules: 'required|length:1,80',
        label: t('address.firstname'),
      },
      lastname: { rules: 'required|length:1,80', label: t('address.lastname') },
    },
  })
  return (
    <section className="card profile-form" aria-labelledby={FORM_ID}>
      <h2 id={FORM_ID}>{t('profile.name.title')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setSaved(false)
          let changed: Customer
          try {
            ;({ customer: changed } = await api.post(
              '/account/update-profile',
              {
                body: {
                  ...values,
                  salutation: salutationOf(values.salutation),
                },
              },
            ))
          } catch (error) {
            form.setServerErrors(refusalOf(error, t('error.generic')))
            return
          }
          await customerChanged(changed)
          setSaved(true)
        })}
      >
        <div className="profile-form__row">
          <Select
            label={t('address.salutation')}
            autoComplete="honorific-prefix"
            placeholder={t('address.salutation.none')}
            options={SALUTATIONS.map((s) => ({
              value: s,
              label: t(`address.salutation.${s}` as MessageKey),
            }))}
            {...fieldProps(form, 'salutation', FORM_ID)}
          />
          <TextField
            label={t('address.firstname')}
            autoComplete="given-name"
            required
            {...fieldProps(form, 'firstname', FORM_ID)}
          />
          <TextField
            label={t('address.lastname')}
            autoComplete="family-name"
            required
            {...fieldProps(form, 'lastname', FORM_ID)}
          />
        </div>
        <FormErrors errors={form.formErrors} />
        <p role="status" className="live-status form-success">
          {saved ? t('profile.name.saved') : null}
        </p>
        <div className="actions">
          <Button type="submit" loading={form.submitting}>
            {t('profile.name.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
