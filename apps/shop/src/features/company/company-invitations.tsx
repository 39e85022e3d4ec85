import { useI18n } from '@shop/i18n/react'
import { Badge, Button } from '@shop/ui'
import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { sortRoles } from './members'
import { InviteForm } from './company-invite-form'
import { refusalText } from './company-member-terms'
import { invitationsQuery } from './company-queries'
import type { Invitation } from './company-queries'

/** The open invitations, each of which can be withdrawn, and the form that sends a new one. */
export function CompanyInvitations() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: invitations } = useSuspenseQuery(invitationsQuery(api))
  const heading = useRef<HTMLHeadingElement>(null)
  const [withdrawn, setWithdrawn] = useState<string | null>(null)
  return (
    <section className="company-section" aria-labelledby="company-invitations">
      <h2 id="company-invitations" ref={heading} tabIndex={-1}>
        {t('company.invitations.title')}
      </h2>
      <p role="status" className="live-status form-success">
        {withdrawn
          ? t('company.invitation.withdrawn', { email: withdrawn })
          : null}
      </p>
      {invitations.length === 0 ? (
        <p>{t('company.invitations.none')}</p>
      ) : (
        <ul className="member-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="card member">
              <OpenInvitation
                invitation={invitation}
                onWithdrawn={() => {
                  setWithdrawn(invitation.email)
                  // Its button is gone: the list's heading is where the reader goes on from.
                  heading.current?.focus()
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <InviteForm />
    </section>
  )
}

/** One open invitation: the address, the roles and limits it gives, and when it expires. */
function OpenInvitation({
  invitation,
  onWithdrawn,
}: {
  invitation: Invitation
  onWithdrawn: () => void
}) {
  const { t, formatMoney, formatDate } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const withdraw = useMutation({
    mutationFn: () =>
      api.post('/account/company/revoke-invitation', {
        body: { invitationId: Number(invitation.id) },
      }),
    onSuccess: () => {
      queryClient.setQueryData(invitationsQuery(api).queryKey, (open) =>
        open?.filter((i) => i.id !== invitation.id),
      )
      onWithdrawn()
    },
  })
  const limit = (cents: number | null) =>
    cents === null ? t('company.limit.none') : formatMoney(cents)
  return (
    <>
      <h3 className="member__name">{invitation.email}</h3>
      <p className="member__email">
        {t('company.invitation.invitedBy', { name: invitation.invitedBy })} ·{' '}
        {t('company.invitation.expires', {
          date: formatDate(invitation.expiresAt),
        })}
      </p>
      <ul className="member__roles" aria-label={t('company.member.roles')}>
        {sortRoles(invitation.roles).map((role) => (
          <li key={role}>
            <Badge>{t(`role.${role}`)}</Badge>
          </li>
        ))}
      </ul>
      <dl className="member__figures">
        <div>
          <dt>{t('company.member.orderLimit')}</dt>
          <dd>{limit(invitation.orderLimit)}</dd>
        </div>
        <div>
          <dt>{t('company.member.monthlyLimit')}</dt>
          <dd>{limit(invitation.monthlyLimit)}</dd>
        </div>
      </dl>
      <div className="actions">
        <Button
          size="small"
          variant="secondary"
          loading={withdraw.isPending}
          aria-label={t('company.invitation.withdrawOf', {
            email: invitation.email,
          })}
          onClick={() => withdraw.mutate()}
        >
          {t('company.invitation.withdraw')}
        </Button>
      </div>
      {withdraw.isError ? (
        <p role="alert" className="form-error">
          {refusalText(withdraw.error, t('error.generic'))}
        </p>
      ) : null}
    </>
  )
}
