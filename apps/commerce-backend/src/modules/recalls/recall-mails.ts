import type { MailContent } from '../mail'
import { greeting, mailTools } from '../mail'
import type { MailContext } from '../mail'
import { renderMail } from '../mail'

/** A lot the practice received was recalled: what, why, what to do, and where to acknowledge it. */
export interface LotRecallMailData {
  /** The member written to. */
  name: string
  lotNumber: string
  productName: string
  sku: string
  reason: string
  /** What to do with the lot. */
  action: string
  /** A path of the shop: the practice's inventory with the recalled lots. */
  link: string
}

/** Sent at once to every active member of a practice that received a recalled lot. */
export function lotRecallMail(
  ctx: MailContext,
  data: LotRecallMailData,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.lotRecall.subject', { lot: data.lotNumber }),
    greeting: greeting(tools, data.name),
    blocks: [
      { kind: 'paragraph', text: t('mail.lotRecall.intro') },
      {
        kind: 'details',
        items: [
          { label: t('mail.lotRecall.product'), lines: [data.productName] },
          { label: t('mail.lotRecall.sku'), lines: [data.sku] },
          { label: t('mail.lotRecall.lot'), lines: [data.lotNumber] },
          { label: t('mail.lotRecall.reason'), lines: [data.reason] },
          { label: t('mail.lotRecall.action'), lines: [data.action] },
        ],
      },
      { kind: 'button', label: t('mail.lotRecall.button'), path: data.link },
      { kind: 'note', text: t('mail.lotRecall.acknowledge') },
    ],
    reason: t('mail.reason.recall'),
  })
}
