import { packLine, unitQuantity } from '@shop/i18n'
import type { PackedProduct } from '@shop/i18n'
import type { MailContent } from '../mail'
import { greeting, mailTools } from '../mail'
import type { MailContext } from '../mail'
import { renderMail } from '../mail'

/** How a run of a standing order went. */
export type RunOutcome =
  | 'placed'
  | 'partly-placed'
  | 'awaiting-approval'
  | 'awaiting-payment'
  | 'not-placed'

/** A line left out of a run, and why; its quantity counts the product's units (decision 031). */
export type RunProblem = PackedProduct & {
  sku: string
  name: string
  quantity: number
  message: string
}

export interface StandingOrderRunMailData {
  /** The buyer the standing order orders as. */
  name: string
  standingOrderName: string
  /** The run's scheduled date, `YYYY-MM-DD`. */
  scheduledFor: string
  outcome: RunOutcome
  orderNumber: string | null
  /** The lines left out, and why. */
  problems: readonly RunProblem[]
  /** Why nothing was placed, or that the run was placed late. */
  note: string | null
  /** A path of the shop: the order placed, or else the standing order. */
  link: string
}

/**
 * Sent to the buyer when a run of their standing order did not go as set up: lines left out,
 * nothing placed, sent for approval, waiting for the buyer's card payment, or placed late. A run that went as planned sends the order's
 * confirmation only.
 */
export function standingOrderRunMail(
  ctx: MailContext,
  data: StandingOrderRunMailData,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  const values = {
    name: data.standingOrderName,
    date: tools.date(data.scheduledFor),
    number: data.orderNumber ?? '',
  }
  return renderMail(tools, {
    subject: t(`mail.standingOrder.subject.${data.outcome}`, values),
    greeting: greeting(tools, data.name),
    blocks: [
      {
        kind: 'paragraph',
        text: t(`mail.standingOrder.intro.${data.outcome}`, values),
      },
      ...(data.note ? [{ kind: 'paragraph' as const, text: data.note }] : []),
      ...(data.problems.length
        ? [
            { kind: 'heading' as const, text: t('mail.standingOrder.leftOut') },
            {
              kind: 'details' as const,
              // The line as the order e-mails count it: "4 boxes · Box of 100".
              items: data.problems.map((p) => ({
                label: `${p.name} (${p.sku})`,
                lines: [
                  `${unitQuantity(t, p, p.quantity)} · ${packLine(t, tools.money, p)}`,
                  p.message,
                ],
              })),
            },
          ]
        : []),
      {
        kind: 'button',
        label: t(
          data.orderNumber
            ? 'mail.standingOrder.viewOrder'
            : 'mail.standingOrder.viewStandingOrder',
        ),
        path: data.link,
      },
      { kind: 'note', text: t('mail.standingOrder.manage') },
    ],
    reason: t('mail.reason.standingOrder'),
  })
}
