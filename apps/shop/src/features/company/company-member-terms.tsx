import type { RuleContext } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { Checkbox, TextField } from '@shop/ui'
import type { TextFieldProps } from '@shop/ui'
import { ApiError } from '#lib/api'
import { ROLES, sortRoles } from './members'
import type { Role } from './members'
import { parseLimitInput } from '#features/catalogue'

// What an invitation and a member's own form share: the roles and the two purchase limits.

/** The roles and limits as a form holds them: limits as typed dollars, empty for none. */
export type MemberTermsValues = {
  roles: Role[]
  orderLimit: string
  monthlyLimit: string
}

/** The fields, rules and messages of the roles and limits, for `useForm`. */
export function useMemberTermsValidation() {
  const { t } = useI18n()
  return {
    fields: {
      // `+`: the rule runs on an empty list too (an empty value skips every other rule).
      roles: { rules: '+some_role', label: t('company.member.roles') },
      orderLimit: { rules: 'limit', label: t('company.member.orderLimit') },
      monthlyLimit: { rules: 'limit', label: t('company.member.monthlyLimit') },
    },
    rules: {
      some_role: ({ value }: RuleContext) =>
        Array.isArray(value) && value.length > 0,
      limit: ({ value }: RuleContext) =>
        parseLimitInput(String(value)) !== undefined,
    },
    messages: {
      some_role: t('company.roles.required'),
      limit: t('company.limit.invalid'),
    },
  }
}

/** The roles and limits as the API takes them: limits in net cents, null for none. */
export const memberTermsBody = (values: MemberTermsValues) => ({
  roles: sortRoles(values.roles),
  orderLimit: parseLimitInput(values.orderLimit) ?? null,
  monthlyLimit: parseLimitInput(values.monthlyLimit) ?? null,
})

/** What a refused action tells its card: the API's violations or message, else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback
  return error.violations.length
    ? error.violations.map((v) => v.message).join(' ')
    : error.message
}

/**
 * The role checkboxes of a form, each with what the role may do; the errors (none chosen, or the
 * API's violations of `roles`) are read out with the group.
 */
export function RoleChoices({
  id,
  value,
  onChange,
  onBlur,
  errors,
}: {
  /** The group's id, `{form}-roles`; its errors are `{id}-errors`. */
  id: string
  value: readonly Role[]
  onChange: (roles: Role[]) => void
  onBlur: () => void
  errors?: readonly string[]
}) {
  const { t } = useI18n()
  const errorsId = `${id}-errors`
  return (
    <fieldset
      id={id}
      className="role-choices"
      aria-describedby={errors?.length ? errorsId : undefined}
    >
      <legend>{t('company.member.roles')}</legend>
      {ROLES.map((role) => (
        <div key={role} className="role-choices__option">
          <Checkbox
            label={t(`role.${role}`)}
            checked={value.includes(role)}
            aria-describedby={`${id}-${role}-help`}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? sortRoles([...value, role])
                  : value.filter((r) => r !== role),
              )
            }
            onBlur={onBlur}
          />
          <span id={`${id}-${role}-help`} className="hint">
            {t(`role.${role}.help`)}
          </span>
        </div>
      ))}
      {errors?.length ? (
        <ul id={errorsId} className="field-errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}

/** A purchase limit in dollars: empty is no limit. */
export function LimitField(props: TextFieldProps) {
  const { t } = useI18n()
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      help={t('company.limit.help')}
      {...props}
    />
  )
}
