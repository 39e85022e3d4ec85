import type { MessageKey } from '@shop/i18n'
import type { MailContent } from '../mail'
import { greeting, mailTools } from '../mail'
import type { MailContext } from '../mail'
import { renderMail } from '../mail'
import type { MailBlock } from '../mail'

// The invitation into a company account; the approval mails are in company-mails.ts.

/** What a member of a company account may do; a member may hold several roles. */
export type CompanyRole = 'administrator' | 'approver' | 'buyer' | 'billing'

// The order the roles are named in, whatever order the data lists them in.
const ROLE_KEYS: Readonly<Record<CompanyRole, MessageKey>> = {
  administrator: 'mail.role.administrator',
  approver: 'mail.role.approver',
  buyer: 'mail.role.buyer',
  billing: 'mail.role.billing',
}

/** An administrator invites someone to join the company's account. */
export interface InvitationMailData {
  /** Who sent the invitation, e.g. `Dana Whitfield`. */
  inviterName: string
  /** The practice whose account the recipient is invited to. */
  companyName: string
  roles: CompanyRole[]
  /** Integer minor units (net) in the shop currency; `null` is no limit. */
  orderLimitNet: number | null
  monthlyLimitNet: number | null
  /** A path of the shop with its token, e.g. `/en/auth/accept-invitation?token=…`. */
  link: string
  /** How long the invitation is valid, as the message states it. */
  expiresInDays: number
}

/** Asks someone to join a company account, with the roles and limits they would have. */
export function invitationMail(
  ctx: MailContext,
  data: InvitationMailData,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  const company = data.companyName
  const roles = (Object.keys(ROLE_KEYS) as CompanyRole[]).filter((role) =>
    data.roles.includes(role),
  )
  const limit = (minorUnits: number | null) =>
    minorUnits === null ? t('mail.invitation.noLimit') : tools.money(minorUnits)
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: t('mail.invitation.intro', {
        inviter: data.inviterName,
        company,
      }),
    },
    {
      kind: 'details',
      items: [
        {
          label: t('mail.invitation.roles', { count: roles.length }),
          lines: [roles.map((role) => t(ROLE_KEYS[role])).join(', ')],
        },
        {
          label: t('mail.invitation.orderLimit'),
          lines: [limit(data.orderLimitNet)],
        },
        {
          label: t('mail.invitation.monthlyLimit'),
          lines: [limit(data.monthlyLimitNet)],
        },
      ],
    },
  ]
  if (data.orderLimitNet !== null || data.monthlyLimitNet !== null)
    blocks.push({ kind: 'note', text: t('mail.invitation.limitsNote') })
  blocks.push(
    { kind: 'button', label: t('mail.invitation.button'), path: data.link },
    {
      kind: 'paragraph',
      text: t('mail.invitation.expiry', { days: data.expiresInDays }),
    },
    { kind: 'note', text: t('mail.invitation.ignore') },
  )
  return renderMail(tools, {
    subject: t('mail.invitation.subject', {
      inviter: data.inviterName,
      company,
    }),
    // The invitation goes to an address, not yet to a person with a name.
    greeting: greeting(tools, ''),
    blocks,
    reason: t('mail.reason.invitation'),
  })
}
