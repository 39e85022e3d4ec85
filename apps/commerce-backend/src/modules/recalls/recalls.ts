import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Transaction } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { lotRecallMail } from './recall-mails'
import { fullName } from '../customers'
import type { CustomerRow } from '../customers'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'

export type RecallRow = typeof t.lotRecalls.$inferSelect
export type RecallNoticeRow = typeof t.recallNotices.$inferSelect

/** What a practice is told to do with a recalled lot when the recall names nothing else. */
export const DEFAULT_RECALL_ACTION =
  'Stop using this lot, set it aside and contact us: we replace it or credit it.'

const LOT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** A notice with its recall and the practice's lots of it (products and quantities). */
export interface NoticeView {
  notice: RecallNoticeRow
  recall: RecallRow
  lots: {
    lotNumber: string
    quantity: number
    expiryDate: string
    productName: string
    sku: string
  }[]
  acknowledgedBy: CustomerRow | null
}

/**
 * Recalls of lots, and each practice's notice of a recalled lot it holds: recorded by operators
 * and trusted services, shown to every member of the practice until one acknowledges it.
 */
export class RecallService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
  ) {}

  /**
   * Records a recall (trusted callers only): every company that received the lot gets a notice
   * and its active members an e-mail, in the recall's transaction. Recording a lot again answers
   * the recall there is and notifies nobody twice. `within` runs in the same transaction once
   * the recall is written (the operator API audits it there).
   */
  async record(
    input: {
      lotNumber: string
      reason: string
      action?: string | null
    },
    within?: (
      tx: Transaction,
      recorded: { recall: RecallRow; companiesNotified: number },
    ) => Promise<void>,
  ) {
    const lotNumber = input.lotNumber.trim()
    const reason = input.reason.trim()
    const action = input.action?.trim() || DEFAULT_RECALL_ACTION
    const violations: Violation[] = []
    if (!LOT_NUMBER.test(lotNumber))
      violations.push({
        propertyPath: 'lotNumber',
        message:
          'A lot number is 1 to 64 letters, digits, dots, dashes or underscores.',
      })
    if (!reason || reason.length > 500)
      violations.push({
        propertyPath: 'reason',
        message: 'Give the reason of the recall, in at most 500 characters.',
      })
    if (action.length > 500)
      violations.push({
        propertyPath: 'action',
        message: 'At most 500 characters.',
      })
    if (violations.length) throw new ResultError(invalid(violations))
    const recorded = await this.db.transaction(async (tx) => {
      await tx
        .insert(t.lotRecalls)
        .values({ lotNumber, reason, action })
        .onConflictDoNothing()
      const [recall] = await tx
        .select()
        .from(t.lotRecalls)
        .where(eq(t.lotRecalls.lotNumber, lotNumber))
      const holders = await tx
        .selectDistinct({ companyId: t.customers.companyId })
        .from(t.inventoryLots)
        .innerJoin(t.customers, eq(t.customers.id, t.inventoryLots.customerId))
        .where(eq(t.inventoryLots.lotNumber, lotNumber))
      const notices = holders.length
        ? await tx
            .insert(t.recallNotices)
            .values(
              holders.map(({ companyId }) => ({
                recallId: written(recall).id,
                companyId,
              })),
            )
            .onConflictDoNothing()
            .returning()
        : []
      for (const notice of notices) {
        const [lot] = await tx
          .select({ name: t.products.name, sku: t.products.sku })
          .from(t.inventoryLots)
          .innerJoin(t.products, eq(t.products.id, t.inventoryLots.productId))
          .innerJoin(
            t.customers,
            eq(t.customers.id, t.inventoryLots.customerId),
          )
          .where(
            and(
              eq(t.inventoryLots.lotNumber, lotNumber),
              eq(t.customers.companyId, notice.companyId),
            ),
          )
          .limit(1)
        const members = await tx
          .select()
          .from(t.customers)
          .where(
            and(
              eq(t.customers.companyId, notice.companyId),
              isNull(t.customers.deactivatedAt),
            ),
          )
        for (const member of members)
          await enqueueMail(tx, {
            kind: 'lot-recall',
            to: member.email,
            ...lotRecallMail(this.mail, {
              name: fullName(member),
              lotNumber,
              productName: lot?.name ?? '',
              sku: lot?.sku ?? '',
              reason,
              action,
              link: '/en/shop/account/inventory?show=recalled',
            }),
          })
      }
      const recorded = {
        recall: written(recall),
        companiesNotified: notices.length,
      }
      await within?.(tx, recorded)
      return recorded
    })
    this.mail.queued()
    return recorded
  }

  /**
   * The practice's notices, open ones (not acknowledged) first, newest first; with `open`, only
   * those. Every member sees them.
   */
  async notices(member: CustomerRow, open: boolean): Promise<NoticeView[]> {
    // With the practice's lots of each recalled lot in the same statement (decision 052).
    const practiceMembers = this.db
      .select({ id: t.customers.id })
      .from(t.customers)
      .where(eq(t.customers.companyId, member.companyId))
    const found = await this.db
      .select({
        notice: t.recallNotices,
        recall: t.lotRecalls,
        lot: t.inventoryLots,
        product: { name: t.products.name, sku: t.products.sku },
      })
      .from(t.recallNotices)
      .innerJoin(t.lotRecalls, eq(t.lotRecalls.id, t.recallNotices.recallId))
      .leftJoin(
        t.inventoryLots,
        and(
          eq(t.inventoryLots.lotNumber, t.lotRecalls.lotNumber),
          inArray(t.inventoryLots.customerId, practiceMembers),
        ),
      )
      .leftJoin(t.products, eq(t.products.id, t.inventoryLots.productId))
      .where(
        and(
          eq(t.recallNotices.companyId, member.companyId),
          open ? isNull(t.recallNotices.acknowledgedAt) : undefined,
        ),
      )
      .orderBy(
        sql`${t.recallNotices.acknowledgedAt} is not null`,
        desc(t.recallNotices.createdAt),
        desc(t.recallNotices.id),
        asc(t.inventoryLots.id),
      )
    if (!found.length) return []
    // A row per lot (one without lots for a notice of none), in the notices' order.
    const byNotice = new Map<number, Omit<NoticeView, 'acknowledgedBy'>>()
    for (const { notice, recall, lot, product } of found) {
      const view = byNotice.get(notice.id) ?? { notice, recall, lots: [] }
      byNotice.set(notice.id, view)
      if (lot && product)
        view.lots.push({
          lotNumber: lot.lotNumber,
          quantity: lot.quantity,
          expiryDate: lot.expiryDate,
          productName: product.name,
          sku: product.sku,
        })
    }
    const rows = [...byNotice.values()]
    const deciders = rows
      .map((r) => r.notice.acknowledgedBy)
      .filter((id): id is number => id !== null)
    const people = deciders.length
      ? await this.db
          .select()
          .from(t.customers)
          .where(inArray(t.customers.id, deciders))
      : []
    return rows.map((view) => ({
      ...view,
      acknowledgedBy:
        people.find((p) => p.id === view.notice.acknowledgedBy) ?? null,
    }))
  }

  /** Records that a member of the practice acknowledged the notice (once; a repeat changes nothing). */
  async acknowledge(member: CustomerRow, noticeId: number | null) {
    const [row] =
      noticeId === null
        ? []
        : await this.db
            .select()
            .from(t.recallNotices)
            .where(
              and(
                eq(t.recallNotices.id, noticeId),
                eq(t.recallNotices.companyId, member.companyId),
              ),
            )
    if (!row) throw notFound('The recall notice')
    if (!row.acknowledgedAt)
      await this.db
        .update(t.recallNotices)
        .set({ acknowledgedAt: new Date(), acknowledgedBy: member.id })
        .where(
          and(
            eq(t.recallNotices.id, row.id),
            isNull(t.recallNotices.acknowledgedAt),
          ),
        )
    const [view] = (await this.notices(member, false)).filter(
      (n) => n.notice.id === row.id,
    )
    return written(view)
  }
}
