import { useI18n } from '@shop/i18n/react'
import { Badge, Button, EmptyState } from '@shop/ui'
import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { sortRoles } from './members'
import { useCustomer } from '#lib/use-customer'
import { useFocusOnMount } from '#lib/use-focus-on-mount'
import { useFocusOnClose } from '#features/addresses'
import { MemberForm } from './company-member-form'
import { refusalText } from './company-member-terms'
import { membersQuery } from './company-queries'
import type { Member } from './company-queries'

const nameOf = (member: Member) =>
  `${member.firstname} ${member.lastname}`.trim() || member.email

const editButtonId = (memberId: string) => `edit-member-${memberId}`

/**
 * The company's members as cards (one column on a phone, never a wide table): roles, limits and
 * this month's spending. Administrators change a member's roles and limits in the card, and
 * deactivate or activate anyone but themselves after a confirmation; approvers only read.
 */
export function CompanyMembers({ editable }: { editable: boolean }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const customer = useCustomer()
  const { data: members } = useSuspenseQuery(membersQuery(api))
  // The id of the member whose form is open.
  const [editing, setEditing] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  useFocusOnClose(editing, editButtonId)
  return (
    <section className="company-section" aria-labelledby="company-members">
      <h2 id="company-members">{t('company.members.title')}</h2>
      <p role="status" className="live-status form-success">
        {done}
      </p>
      {members.length === 0 ? (
        <EmptyState title={t('company.members.none')} headingLevel={3} />
      ) : (
        <ul className="member-list">
          {members.map((member) => {
            const name = nameOf(member)
            const self = member.id === customer?.id
            return (
              <li
                key={member.id}
                className={
                  member.active ? 'card member' : 'card member member--inactive'
                }
              >
                <MemberSummary member={member} name={name} self={self} />
                {!editable ? null : editing === member.id ? (
                  <MemberForm
                    member={member}
                    name={name}
                    self={self}
                    onSaved={() => {
                      setEditing(null)
                      setDone(t('company.member.saved', { name }))
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="actions">
                    <Button
                      id={editButtonId(member.id)}
                      size="small"
                      variant="secondary"
                      aria-label={t('company.member.editOf', { name })}
                      onClick={() => {
                        setDone(null)
                        setEditing(member.id)
                      }}
                    >
                      {t('company.member.edit')}
                    </Button>
                    {/* Nobody deactivates themselves: they would lock themselves out. */}
                    {self ? null : (
                      <MemberActivation
                        member={member}
                        name={name}
                        onChanged={setDone}
                      />
                    )}
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** A member's name, address, roles, limits, spending and state. */
function MemberSummary({
  member,
  name,
  self,
}: {
  member: Member
  name: string
  self: boolean
}) {
  const { t, formatMoney } = useI18n()
  const limit = (cents: number | null) =>
    cents === null ? t('company.limit.none') : formatMoney(cents)
  return (
    <>
      <div className="member__head">
        <h3 className="member__name">
          {name}
          {self ? ` ${t('company.member.you')}` : null}
        </h3>
        {member.active ? null : (
          <Badge tone="warning">{t('company.member.deactivated')}</Badge>
        )}
      </div>
      <p className="member__email">{member.email}</p>
      <ul className="member__roles" aria-label={t('company.member.roles')}>
        {sortRoles(member.roles).map((role) => (
          <li key={role}>
            <Badge>{t(`role.${role}`)}</Badge>
          </li>
        ))}
      </ul>
      <dl className="member__figures">
        <div>
          <dt>{t('company.member.orderLimit')}</dt>
          <dd>{limit(member.orderLimit)}</dd>
        </div>
        <div>
          <dt>{t('company.member.monthlyLimit')}</dt>
          <dd>{limit(member.monthlyLimit)}</dd>
        </div>
        <div>
          <dt>{t('company.member.spentThisMonth')}</dt>
          <dd>{formatMoney(member.spentThisMonth)}</dd>
        </div>
      </dl>
    </>
  )
}

/**
 * Deactivates (signed out at once, orders kept) or activates a member, after a question that
 * says what it does. A refusal is shown where the question was.
 */
function MemberActivation({
  member,
  name,
  onChanged,
}: {
  member: Member
  name: string
  onChanged: (message: string) => void
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const toggleId = `activation-${member.id}`
  const asked = useRef(false)
  const change = useMutation({
    mutationFn: (active: boolean) =>
      api
        .post('/account/company/set-member-active', {
          body: { memberId: Number(member.id), active },
        })
        .then((r) => r.member),
    onSuccess: (saved) => {
      queryClient.setQueryData(membersQuery(api).queryKey, (members) =>
        members?.map((m) => (m.id === saved.id ? saved : m)),
      )
      setConfirming(false)
      onChanged(
        t(
          saved.active
            ? 'company.member.activatedDone'
            : 'company.member.deactivatedDone',
          { name },
        ),
      )
    },
  })
  // Back on the button once the question closes, so a keyboard user keeps their place.
  useEffect(() => {
    if (confirming) asked.current = true
    else if (asked.current) document.getElementById(toggleId)?.focus()
  }, [confirming, toggleId])
  if (confirming)
    return (
      <ActivationQuestion
        question={t(
          member.active
            ? 'company.member.deactivateConfirm'
            : 'company.member.activateConfirm',
          { name },
        )}
      >
        <div className="actions">
          <Button
            size="small"
            variant={member.active ? 'danger' : 'primary'}
            loading={change.isPending}
            onClick={() => change.mutate(!member.active)}
          >
            {t(
              member.active
                ? 'company.member.deactivateYes'
                : 'company.member.activateYes',
            )}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              change.reset()
              setConfirming(false)
            }}
          >
            {t('company.member.cancel')}
          </Button>
        </div>
        {change.isError ? (
          <p role="alert" className="form-error">
            {refusalText(change.error, t('error.generic'))}
          </p>
        ) : null}
      </ActivationQuestion>
    )
  return (
    <Button
      id={toggleId}
      size="small"
      variant={member.active ? 'danger' : 'secondary'}
      aria-label={t(
        member.active
          ? 'company.member.deactivateOf'
          : 'company.member.activateOf',
        { name },
      )}
      onClick={() => setConfirming(true)}
    >
      {t(
        member.active ? 'company.member.deactivate' : 'company.member.activate',
      )}
    </Button>
  )
}

/** The confirmation's question, which takes the focus so it is read out first. */
function ActivationQuestion({
  question,
  children,
}: {
  question: string
  children: ReactNode
}) {
  const text = useFocusOnMount<HTMLParagraphElement>()
  return (
    <div className="member__confirm">
      <p ref={text} tabIndex={-1}>
        {question}
      </p>
      {children}
    </div>
  )
}
