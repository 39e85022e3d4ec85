import { FormErrors } from '#components/form-errors'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { sortRoles } from './members'
import { fieldProps, refusalOf } from '#lib/form-field'
import { formatLimitInput } from '#features/catalogue'
import { sessionQuery } from '#lib/queries'
import { membersQuery } from './company-queries'
import type { Member } from './company-queries'
import {
  LimitField,
  RoleChoices,
  memberTermsBody,
  useMemberTermsValidation,
} from './company-member-terms'

/**
 * A member's roles and purchase limits, changed by an administrator. The API's violations show at
 * their fields; a refusal (the last administrator giving up the role) above the buttons.
 */
export function MemberForm({
  member,
  name,
  self,
  onSaved,
  onCancel,
}: {
  member: Member
  /** The member's name as their card shows it. */
  name: string
  /** The signed-in administrator's own card: the session learns the new roles. */
  self: boolean
  onSaved: (member: Member) => void
  onCancel: () => void
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const router = useRouter()
  const formId = `member-${member.id}`
  const validation = useMemberTermsValidation()
  const form = useForm({
    initialValues: {
      roles: sortRoles(member.roles),
      orderLimit: formatLimitInput(member.orderLimit),
      monthlyLimit: formatLimitInput(member.monthlyLimit),
    },
    ...validation,
  })
  const roles = form.fields.roles
  return (
    <form
      className="member-form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        let saved: Member
        try {
          ;({ member: saved } = await api.post(
            '/account/company/update-member',
            {
              body: { memberId: Number(member.id), ...memberTermsBody(values) },
            },
          ))
        } catch (error) {
          form.setServerErrors(refusalOf(error, t('error.generic')))
          return
        }
        queryClient.setQueryData(membersQuery(api).queryKey, (members) =>
          members?.map((m) => (m.id === saved.id ? saved : m)),
        )
        if (self) {
          // The account menu and the pages read the signed-in member's roles from the session.
          await queryClient.invalidateQueries({
            queryKey: sessionQuery(api).queryKey,
          })
          await router.invalidate()
        }
        onSaved(saved)
      })}
    >
      <h4 id={`${formId}-title`}>{t('company.member.editTitle', { name })}</h4>
      <RoleChoices
        id={`${formId}-roles`}
        value={form.values.roles}
        onChange={(next) => form.setValue('roles', next)}
        onBlur={form.register('roles').onBlur}
        errors={roles.touched ? roles.errors.map((e) => e.message) : undefined}
      />
      <div className="member-form__limits">
        <LimitField
          label={t('company.member.orderLimit')}
          {...fieldProps(form, 'orderLimit', formId)}
        />
        <LimitField
          label={t('company.member.monthlyLimit')}
          {...fieldProps(form, 'monthlyLimit', formId)}
        />
      </div>
      <FormErrors errors={form.formErrors} />
      <div className="actions">
        <Button type="submit" size="small" loading={form.submitting}>
          {t('company.member.save')}
        </Button>
        <Button size="small" variant="secondary" onClick={onCancel}>
          {t('company.member.cancel')}
        </Button>
      </div>
    </form>
  )
}
