import { FormErrors } from '#components/form-errors'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps, refusalOf } from '#lib/form-field'
import type { Role } from './members'
import {
  LimitField,
  RoleChoices,
  memberTermsBody,
  useMemberTermsValidation,
} from './company-member-terms'
import { invitationsQuery } from './company-queries'
import type { Invitation } from './company-queries'

const FORM_ID = 'invite'

// Most people invited to a practice order; the administrator adds other roles.
const EMPTY = {
  email: '',
  roles: ['BUYER'] as Role[],
  orderLimit: '',
  monthlyLimit: '',
}

/**
 * Invites someone to join the company by e-mail, with their roles and purchase limits: the
 * invitation joins the open ones, and the form is ready for the next.
 */
export function InviteForm() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const terms = useMemberTermsValidation()
  const form = useForm({
    initialValues: EMPTY,
    fields: {
      email: { rules: 'required|email', label: t('company.invite.email') },
      ...terms.fields,
    },
    rules: terms.rules,
    messages: terms.messages,
  })
  const roles = form.fields.roles
  return (
    <section className="card company-section" aria-labelledby={FORM_ID}>
      <h3 id={FORM_ID}>{t('company.invite.title')}</h3>
      <p>{t('company.invite.intro')}</p>
      <form
        className="member-form"
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setSentTo(null)
          let invitation: Invitation
          try {
            ;({ invitation } = await api.post('/account/company/invite', {
              body: { email: values.email.trim(), ...memberTermsBody(values) },
            }))
          } catch (error) {
            form.setServerErrors(refusalOf(error, t('error.generic')))
            return
          }
          queryClient.setQueryData(invitationsQuery(api).queryKey, (open) => [
            ...(open ?? []).filter((i) => i.id !== invitation.id),
            invitation,
          ])
          form.reset(EMPTY)
          setSentTo(invitation.email)
        })}
      >
        <TextField
          label={t('company.invite.email')}
          type="email"
          autoComplete="off"
          required
          {...fieldProps(form, 'email', FORM_ID)}
        />
        <RoleChoices
          id={`${FORM_ID}-roles`}
          value={form.values.roles}
          onChange={(next) => form.setValue('roles', next)}
          onBlur={form.register('roles').onBlur}
          errors={
            roles.touched ? roles.errors.map((e) => e.message) : undefined
          }
        />
        <div className="member-form__limits">
          <LimitField
            label={t('company.member.orderLimit')}
            {...fieldProps(form, 'orderLimit', FORM_ID)}
          />
          <LimitField
            label={t('company.member.monthlyLimit')}
            {...fieldProps(form, 'monthlyLimit', FORM_ID)}
          />
        </div>
        <FormErrors errors={form.formErrors} />
        <p role="status" className="live-status form-success">
          {sentTo ? t('company.invite.sent', { email: sentTo }) : null}
        </p>
        <div className="actions">
          <Button type="submit" loading={form.submitting}>
            {t('company.invite.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
