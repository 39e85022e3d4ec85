import { and, arrayContains, eq, isNull, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail, greeting, mailTools, renderMail } from '../mail'
import type { MailSettings } from '../mail'
import type { BillingDocumentService } from './billing-documents'
import { monthBounds, previousMonth } from './monthly-statement'

// The monthly statement e-mail (decision 040): on the 1st, the job queue asks for last month's; each
// practice with an account gets it once, whoever else runs the job at the same time or again.

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

export class StatementMailService {
  constructor(
    private readonly db: Database,
    private readonly documents: BillingDocumentService,
    private readonly mail: MailSettings,
  ) {}

  /**
   * Sends last month's statement (as of `now`) to the administrators of every practice invoiced
   * by then; answers how many practices it sent to. A practice already sent this month is skipped:
   * its `statement_mails` row is written in the transaction that queues the messages.
   */
  async sendMonthly(now = new Date()): Promise<number> {
    const month = previousMonth(now)
    const { to } = monthBounds(month, now)
    const companies = await this.db
      .selectDistinct({ id: t.invoices.companyId })
      .from(t.invoices)
      .where(lt(t.invoices.issuedAt, to))
    let sent = 0
    for (const { id } of companies)
      if (await this.sendOne(id, month, now)) sent += 1
    if (sent) this.mail.queued()
    return sent
  }

  private async sendOne(companyId: number, month: string, now: Date) {
    const statement = await this.documents.statementOf(companyId, month, now)
    const tools = mailTools(this.mail)
    const { t: tr } = tools
    const name = monthName.format(new Date(`${month}-01T00:00:00Z`))
    return this.db.transaction(async (tx) => {
      // Waits for a concurrent run's row: the second run finds it and sends nothing.
      const [claimed] = await tx
        .insert(t.statementMails)
        .values({ companyId, month })
        .onConflictDoNothing()
        .returning()
      if (!claimed) return false
      const [company] = await tx
        .select({ name: t.companies.name })
        .from(t.companies)
        .where(eq(t.companies.id, companyId))
      // Administrators see the practice's billing (`can.viewBilling`); the link asks for that too.
      const recipients = await tx
        .select({ email: t.customers.email, firstname: t.customers.firstname })
        .from(t.customers)
        .where(
          and(
            eq(t.customers.companyId, companyId),
            arrayContains(t.customers.roles, ['administrator']),
            isNull(t.customers.deactivatedAt),
          ),
        )
      for (const recipient of recipients) {
        const content = renderMail(tools, {
          subject: tr('mail.statement.subject', { month: name }),
          greeting: greeting(tools, recipient.firstname),
          blocks: [
            {
              kind: 'paragraph',
              text: tr('mail.statement.intro', {
                company: company?.name ?? '',
                month: name,
              }),
            },
            {
              kind: 'details',
              items: [
                {
                  label: tr('mail.statement.opening'),
                  lines: [tools.money(statement.openingBalance)],
                },
                {
                  label: tr('mail.statement.activity'),
                  lines: [
                    tr('mail.statement.activityLines', {
                      invoices: statement.invoices.length,
                      payments: statement.payments.length,
                      credits: statement.credits.length,
                    }),
                  ],
                },
                {
                  label: tr('mail.statement.closing'),
                  lines: [tools.money(statement.closingBalance)],
                },
              ],
            },
            // The API's PDF, under the shop's configured address (never a request's).
            {
              kind: 'button',
              label: tr('mail.statement.download'),
              path: '/api/account/statement.pdf',
              query: { month },
            },
            { kind: 'note', text: tr('mail.statement.signIn') },
          ],
          reason: tr('mail.reason.statement'),
        })
        await enqueueMail(tx, {
          kind: 'monthly-statement',
          to: recipient.email,
          ...content,
        })
      }
      return true
    })
  }
}
