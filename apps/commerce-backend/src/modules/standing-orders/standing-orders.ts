import {
  PRICE_TOLERANCE_MESSAGE,
  firstRunDate,
  isValidPriceTolerance,
  nextRunAfter,
  rescheduledRunDate,
  scheduleViolations,
  todayUtc,
} from '@shop/forms'
import type { RunSchedule } from '@shop/forms'
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { randomToken } from '../../auth/tokens'
import { written } from '../../db/client'
import type { Database, Executor, Transaction } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { standingOrderRunMail } from './standing-order-mails'
import type { RunProblem } from './standing-order-mails'
import type { RunOutcome } from './standing-order-mails'
import { formatNet } from '../carts'
import { findOwnAddress } from '../customers'
import type { ProductRow } from '../catalogue'
import { fullName } from '../customers'
import { emitEvent } from '../events'
import { replacementOf, ruleViolations } from '../stock'
import type { Replacement } from '../stock'
import {
  orderRefusal,
  requireAllowed,
  seesCompanyStandingOrders,
} from '../companies'
import type { CustomerRow } from '../customers'
import { currentCart } from '../carts'
import { npiOfCompany, practiceUnitPrices } from '../prices'
import type { PaymentService } from '../carts'
import { lockBuyer } from '../carts'
import type { PlacementService } from '../carts'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { checkQuantity, checkText } from '../../shared/validation'

export type StandingOrderRow = typeof t.standingOrders.$inferSelect
export type StandingOrderRunRow = typeof t.standingOrderRuns.$inferSelect
type Problem = RunProblem

/** A standing order with its lines (each with its product as sold now) and its latest runs. */
/** A run with the number and token of the order it placed, if any. */
export type RunView = StandingOrderRunRow & {
  orderNumber: string | null
  orderToken: string | null
}

export interface StandingOrderView {
  row: StandingOrderRow
  carrier: typeof t.carriers.$inferSelect | null
  paymentProvider: typeof t.paymentProviders.$inferSelect | null
  items: {
    id: number
    quantity: number
    agreedPriceNet: number
    product: ProductRow
  }[]
  runs: RunView[]
}

/** What a member sets when making a standing order: its lines come from a list or the cart. */
export interface StandingOrderInput extends StandingOrderSettings {
  listId: number | null
  shippingAddressId: number | null
  invoiceAddressId: number | null
  carrierIdentifier: string
  paymentProviderIdentifier: string
  paymentMethodId: string | null
  poReference: string | null
}

/** What may change later: the name, the schedule and what to do about problems. */
export interface StandingOrderSettings {
  name: string
  schedule: {
    cadence: string
    interval: number
    weekday: number | null
    dayOfMonth: number | null
    nextWorkingDay: boolean
  }
  onProblem: string
  priceTolerancePercent: number
}

/** At most this many standing orders per member, lines per standing order, runs shown. */
const MAX_STANDING_ORDERS = 50
const MAX_LINES = 500
const RUNS_SHOWN = 20

/**
 * The standing orders a member sees: their own, and for administrators every one of the company.
 * Anyone else's is not found.
 */
const visibleTo = (member: CustomerRow) =>
  seesCompanyStandingOrders(member)
    ? eq(t.standingOrders.companyId, member.companyId)
    : and(
        eq(t.standingOrders.companyId, member.companyId),
        eq(t.standingOrders.ownerId, member.id),
      )

/** A stored standing order's schedule, as the shared calendar reads it. */
export function scheduleOf(row: StandingOrderRow): RunSchedule {
  return row.cadence === 'weekly'
    ? { cadence: 'weekly', interval: row.interval, weekday: row.weekday ?? 1 }
    : {
        cadence: 'monthly',
        interval: row.interval,
        dayOfMonth: row.dayOfMonth ?? 1,
        nextWorkingDay: row.nextWorkingDay,
      }
}

/**
 * Standing orders: a list of products placed again and again on a schedule, as the buyer who set
 * it up, with the checkout's choices made then. Runs are placed by `runDue`, which the job queue
 * calls every minute (see `../scheduler.ts`); each run is placed exactly once.
 */
/** The practice's unit price of each line, by product id (the list price without a price list). */
async function contractPrices(
  db: Executor,
  companyId: number,
  lines: readonly {
    product: { id: number; price: number }
    quantity: number
  }[],
) {
  return practiceUnitPrices(
    db,
    await npiOfCompany(db, companyId),
    lines.map((l) => ({
      productId: l.product.id,
      quantity: l.quantity,
      listPrice: l.product.price,
    })),
  )
}

export class StandingOrderService {
  constructor(
    private readonly db: Database,
    private readonly placement: PlacementService,
    private readonly payments: PaymentService,
    private readonly mail: MailSettings,
  ) {}

  /** The names and owners of standing orders by id, for the orders their runs placed. */
  async namesByIds(ids: number[]) {
    const rows = await this.db
      .select({
        id: t.standingOrders.id,
        name: t.standingOrders.name,
        ownerId: t.standingOrders.ownerId,
      })
      .from(t.standingOrders)
      .where(inArray(t.standingOrders.id, ids))
    return new Map(
      rows.map((r) => [
        r.id,
        { id: String(r.id), name: r.name, ownerId: r.ownerId },
      ]),
    )
  }

  /** Whether the member may open the standing order: as `visibleTo` finds it. */
  static opens(member: CustomerRow, ownerId: number) {
    return ownerId === member.id || seesCompanyStandingOrders(member)
  }

  async list(member: CustomerRow): Promise<StandingOrderView[]> {
    const rows = await this.db
      .select()
      .from(t.standingOrders)
      .where(visibleTo(member))
      .orderBy(
        asc(t.standingOrders.cancelledAt),
        asc(t.standingOrders.nextRunOn),
        asc(t.standingOrders.id),
      )
    return this.views(this.db, rows)
  }

  async get(member: CustomerRow, id: number | null) {
    const row = await this.visible(this.db, member, id)
    return written((await this.views(this.db, [row]))[0])
  }

  /**
   * Sets up a standing order from one of the member's lists, or else from their current cart,
   * with the checkout's choices. Buyers only; its first run is the first matching day after
   * today.
   */
  async create(
    member: CustomerRow,
    input: StandingOrderInput,
    now = new Date(),
  ) {
    // Its runs are orders: set up by who may order (decision 022 for the unconfirmed).
    requireAllowed(orderRefusal(member))
    const settings = checkSettings(input)
    return this.db.transaction(async (tx) => {
      const violations: Violation[] = []
      const shipping = await findOwnAddress(
        tx,
        member.id,
        input.shippingAddressId,
      )
      const invoice = await findOwnAddress(
        tx,
        member.id,
        input.invoiceAddressId,
      )
      if (!shipping)
        violations.push({
          propertyPath: 'shippingAddressId',
          message: 'Choose one of your saved addresses.',
        })
      if (!invoice)
        violations.push({
          propertyPath: 'invoiceAddressId',
          message: 'Choose one of your saved addresses.',
        })
      const [carrier] = await tx
        .select()
        .from(t.carriers)
        .where(eq(t.carriers.identifier, input.carrierIdentifier))
      if (!carrier)
        violations.push({
          propertyPath: 'carrierIdentifier',
          message: 'Choose one of the shipping methods.',
        })
      const [provider] = await tx
        .select()
        .from(t.paymentProviders)
        .where(
          eq(t.paymentProviders.identifier, input.paymentProviderIdentifier),
        )
      if (!provider || !this.payments.providerEnabled(provider.identifier))
        violations.push({
          propertyPath: 'paymentProviderIdentifier',
          message: 'Choose one of the payment providers.',
        })
      const card = provider?.identifier === 'stripe'
      if (card && !input.paymentMethodId?.trim())
        violations.push({
          propertyPath: 'paymentMethodId',
          message: 'Choose a saved card.',
        })
      violations.push(
        ...checkText(
          { purchaseOrderReference: input.poReference ?? '' },
          { purchaseOrderReference: { max: 100, required: false } },
        ),
      )
      const lines = await this.sourceLines(tx, member, input.listId)
      const sold = lines.filter((l) => l.product.discontinuedAt === null)
      if (!sold.length)
        violations.push({
          propertyPath: input.listId === null ? 'items' : 'listId',
          message:
            input.listId === null
              ? 'The cart is empty: add products first.'
              : 'The list has no product that is still sold.',
        })
      const [counted] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(t.standingOrders)
        .where(
          and(
            eq(t.standingOrders.ownerId, member.id),
            isNull(t.standingOrders.cancelledAt),
          ),
        )
      if (Number(counted?.n ?? 0) >= MAX_STANDING_ORDERS)
        violations.push({
          propertyPath: 'name',
          message: `You have ${MAX_STANDING_ORDERS} standing orders, the most there may be. Cancel one first.`,
        })
      if (violations.length) throw new ResultError(invalid(violations))
      const [row] = await tx
        .insert(t.standingOrders)
        .values({
          companyId: member.companyId,
          ownerId: member.id,
          ...settings.columns,
          nextRunOn: firstRunDate(settings.schedule, todayUtc(now)),
          shippingAddressId: written(shipping).id,
          invoiceAddressId: written(invoice).id,
          carrierId: written(carrier).id,
          paymentProviderId: written(provider).id,
          paymentMethodId: card
            ? (input.paymentMethodId?.trim() ?? null)
            : null,
          poReference: input.poReference?.trim() || null,
        })
        .returning()
      const created = written(row)
      // The agreed price is the practice's price for the line (issue 34), as a run compares.
      const agreed = await contractPrices(
        tx,
        member.companyId,
        sold.map((l) => ({ product: l.product, quantity: l.quantity })),
      )
      await tx.insert(t.standingOrderItems).values(
        sold.map((line) => ({
          standingOrderId: created.id,
          productId: line.product.id,
          quantity: line.quantity,
          agreedPriceNet: agreed.get(line.product.id) ?? line.product.price,
        })),
      )
      return written((await this.views(tx, [created]))[0])
    })
  }

  /**
   * Changes the name, the schedule (the next run moves as `rescheduledRunDate` of `@shop/forms`
   * says, as the shop showed it) or the rules.
   */
  async update(
    member: CustomerRow,
    id: number | null,
    input: StandingOrderSettings,
    now = new Date(),
  ) {
    const settings = checkSettings(input)
    return this.change(member, id, async (tx, row) => {
      const nextRunOn = rescheduledRunDate(
        scheduleOf(row),
        settings.schedule,
        row.nextRunOn,
        todayUtc(now),
      )
      await tx
        .update(t.standingOrders)
        .set({ ...settings.columns, ...(nextRunOn ? { nextRunOn } : {}) })
        .where(eq(t.standingOrders.id, row.id))
    })
  }

  /** Pauses or resumes; a resumed order's next run is its first day after today if it passed. */
  async setPaused(
    member: CustomerRow,
    id: number | null,
    paused: boolean,
    now = new Date(),
  ) {
    return this.change(member, id, async (tx, row) => {
      const today = todayUtc(now)
      await tx
        .update(t.standingOrders)
        .set(
          paused
            ? { pausedAt: row.pausedAt ?? now }
            : {
                pausedAt: null,
                nextRunOn:
                  row.nextRunOn > today
                    ? row.nextRunOn
                    : firstRunDate(scheduleOf(row), today),
              },
        )
        .where(eq(t.standingOrders.id, row.id))
    })
  }

  /** Skips the next run: it is recorded as skipped and the run after it becomes the next. */
  async skipNext(member: CustomerRow, id: number | null, now = new Date()) {
    return this.change(member, id, async (tx, row) => {
      if (row.pausedAt)
        throw new ResultError(
          invalid(
            [
              {
                propertyPath: 'id',
                message: 'The standing order is paused: resume it first.',
              },
            ],
            'The standing order is paused: resume it first.',
          ),
        )
      await tx
        .insert(t.standingOrderRuns)
        .values({
          standingOrderId: row.id,
          scheduledFor: row.nextRunOn,
          ranAt: now,
          outcome: 'skipped',
          note: `Skipped by ${fullName(member)}.`,
        })
        .onConflictDoNothing()
      await tx
        .update(t.standingOrders)
        .set({
          nextRunOn: nextRunAfter(
            scheduleOf(row),
            row.nextRunOn,
            todayUtc(now),
          ),
        })
        .where(eq(t.standingOrders.id, row.id))
    })
  }

  /**
   * Replaces the lines: quantities 1 to 10,000, products still sold, 1 to 500 lines; each line's
   * price is agreed anew at today's price. One bad line changes nothing.
   */
  async setLines(
    member: CustomerRow,
    id: number | null,
    items: { productId: number | null; quantity: unknown }[],
  ) {
    const violations: Violation[] = []
    if (!items.length || items.length > MAX_LINES)
      violations.push({
        propertyPath: 'items',
        message: `A standing order has from 1 to ${MAX_LINES} lines.`,
      })
    const ids = items
      .map((i) => i.productId)
      .filter((v): v is number => v !== null)
    const products = ids.length
      ? await this.db
          .select(t.productColumns)
          .from(t.products)
          .where(inArray(t.products.id, ids))
      : []
    items.forEach((item, i) => {
      const product = products.find((p) => p.id === item.productId)
      // Each run orders what the cart would take: the product's own rule (decision 031).
      violations.push(
        ...(product
          ? ruleViolations(product, item.quantity, `items.${i}.quantity`)
          : checkQuantity(item.quantity, `items.${i}.quantity`)),
      )
      if (!product || product.discontinuedAt)
        violations.push({
          propertyPath: `items.${i}.productId`,
          message: product
            ? 'This product is no longer sold.'
            : 'There is no such product.',
        })
      else if (
        items.findIndex((other) => other.productId === item.productId) !== i
      )
        violations.push({
          propertyPath: `items.${i}.productId`,
          message: 'This product is on the standing order twice.',
        })
    })
    if (violations.length) throw new ResultError(invalid(violations))
    return this.change(member, id, async (tx, row) => {
      await tx
        .delete(t.standingOrderItems)
        .where(eq(t.standingOrderItems.standingOrderId, row.id))
      const agreed = await contractPrices(
        tx,
        member.companyId,
        items.map((item) => ({
          product: written(products.find((p) => p.id === item.productId)),
          quantity: item.quantity as number,
        })),
      )
      await tx.insert(t.standingOrderItems).values(
        items.map((item) => ({
          standingOrderId: row.id,
          productId: item.productId as number,
          quantity: item.quantity as number,
          agreedPriceNet: written(agreed.get(item.productId as number)),
        })),
      )
    })
  }

  /**
   * Swaps a discontinued product's line for its replacement, which a run never does by itself
   * (issue 33): the quantity kept, rounded up onto the replacement's rule, its price agreed anew.
   * A line of the replacement already there takes the quantity.
   */
  async replace(
    member: CustomerRow,
    id: number | null,
    productId: number | null,
  ) {
    let replacement: Replacement | undefined
    const standingOrder = await this.change(member, id, async (tx, row) => {
      const lines = await tx
        .select({ item: t.standingOrderItems, product: t.productColumns })
        .from(t.standingOrderItems)
        .innerJoin(
          t.products,
          eq(t.products.id, t.standingOrderItems.productId),
        )
        .where(eq(t.standingOrderItems.standingOrderId, row.id))
      const line = lines.find((l) => l.product.id === productId)
      if (!line) throw notFound('The line')
      const kept = lines.find((l) => l.product.id === line.product.replacedById)
      replacement = await replacementOf(
        tx,
        line.product,
        line.item.quantity + (kept?.item.quantity ?? 0),
      )
      const { product, quantity } = replacement
      const agreed = await contractPrices(tx, member.companyId, [
        { product, quantity },
      ])
      if (kept)
        await tx
          .delete(t.standingOrderItems)
          .where(eq(t.standingOrderItems.id, line.item.id))
      await tx
        .update(t.standingOrderItems)
        .set({
          productId: product.id,
          quantity,
          agreedPriceNet: written(agreed.get(product.id)),
        })
        .where(eq(t.standingOrderItems.id, (kept ?? line).item.id))
    })
    return { standingOrder, replacement: written(replacement) }
  }

  /** Cancels for good: no more runs; the standing order and its runs stay in the history. */
  async cancel(member: CustomerRow, id: number | null, now = new Date()) {
    return this.change(member, id, async (tx, row) => {
      await tx
        .update(t.standingOrders)
        .set({ cancelledAt: now })
        .where(eq(t.standingOrders.id, row.id))
    })
  }

  /**
   * Places every run due by `now` (its date has begun, UTC), each in its own transaction, and
   * answers what each did. Several callers at once (two backend instances, a retried job) place
   * each run once: a run is written with its order, unique per standing order and date.
   */
  async runDue(now = new Date()) {
    const today = todayUtc(now)
    const due = await this.db
      .select({ id: t.standingOrders.id })
      .from(t.standingOrders)
      .where(
        and(
          lte(t.standingOrders.nextRunOn, today),
          isNull(t.standingOrders.pausedAt),
          isNull(t.standingOrders.cancelledAt),
        ),
      )
      .orderBy(asc(t.standingOrders.nextRunOn), asc(t.standingOrders.id))
      .limit(200)
    const runs: RunView[] = []
    for (const { id } of due) {
      try {
        const run = await this.runOne(id, now)
        if (run) runs.push(run)
      } catch (error) {
        // Nothing of the run was committed: the next round tries again.
        console.error(
          JSON.stringify({
            level: 'error',
            event: 'standing_order_run_failed',
            standingOrderId: id,
            error: String(error),
          }),
        )
      }
    }
    if (runs.length) this.mail.queued()
    return runs
  }

  /**
   * One run, in one transaction with the standing order locked: the run row, the order, the
   * next date and the e-mail commit together or not at all.
   */
  private runOne(id: number, now: Date): Promise<RunView | null> {
    const today = todayUtc(now)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.standingOrders)
        .where(eq(t.standingOrders.id, id))
        .for('update')
      // Another caller ran it meanwhile, or it was paused or cancelled.
      if (!row || row.pausedAt || row.cancelledAt || row.nextRunOn > today)
        return null
      const scheduledFor = row.nextRunOn
      const [claimed] = await tx
        .insert(t.standingOrderRuns)
        .values({
          standingOrderId: row.id,
          scheduledFor,
          ranAt: now,
          outcome: 'not-placed',
        })
        .onConflictDoNothing()
        .returning()
      await tx
        .update(t.standingOrders)
        .set({ nextRunOn: nextRunAfter(scheduleOf(row), scheduledFor, today) })
        .where(eq(t.standingOrders.id, row.id))
      if (!claimed) return null
      const late =
        scheduledFor < today
          ? `This run was due on ${readableDay(scheduledFor)} and is placed late, once: it could not run on its day.`
          : null
      const result = await this.placeRun(tx, row)
      const note = [late, result.note].filter(Boolean).join(' ') || null
      const [run] = await tx
        .update(t.standingOrderRuns)
        .set({
          outcome: result.outcome,
          orderId: result.order?.id ?? null,
          problems: result.problems,
          note,
        })
        .where(eq(t.standingOrderRuns.id, claimed.id))
        .returning()
      await emitEvent(
        tx,
        'standing_order.run',
        {
          run: {
            id: written(run).id,
            standingOrderId: row.id,
            standingOrderName: row.name,
            companyId: row.companyId,
            ownerId: row.ownerId,
            scheduledFor,
            outcome: result.outcome,
            orderId: result.order?.id ?? null,
            orderNumber: result.order?.number ?? null,
            problems: result.problems,
            note,
          },
        },
        { orderingKey: `standing-order:${row.id}` },
      )
      if (result.outcome !== 'placed' || late) {
        const [owner] = await tx
          .select()
          .from(t.customers)
          .where(eq(t.customers.id, row.ownerId))
        if (owner && !owner.deactivatedAt)
          await enqueueMail(tx, {
            kind: 'standing-order-run',
            to: owner.email,
            ...standingOrderRunMail(this.mail, {
              name: fullName(owner),
              standingOrderName: row.name,
              scheduledFor,
              outcome: result.outcome,
              orderNumber: result.order?.number ?? null,
              problems: result.problems,
              note,
              link: result.order
                ? `/en/shop/account/orders/${encodeURIComponent(result.order.token)}`
                : `/en/shop/account/standing-orders/${row.id}`,
            }),
          })
      }
      return {
        ...written(run),
        orderNumber: result.order?.number ?? null,
        orderToken: result.order?.token ?? null,
      }
    })
  }

  /**
   * Places a run's order as the owner, through the same placing code as a cart (limits,
   * approvals, ceilings): a savepoint, so a run that cannot be placed leaves no order behind.
   */
  private async placeRun(
    tx: Transaction,
    row: StandingOrderRow,
  ): Promise<{
    outcome: RunOutcome
    order: { id: number; number: string | null; token: string } | null
    problems: Problem[]
    note: string | null
  }> {
    const lines = await tx
      .select({ item: t.standingOrderItems, product: t.productColumns })
      .from(t.standingOrderItems)
      .innerJoin(t.products, eq(t.products.id, t.standingOrderItems.productId))
      .where(eq(t.standingOrderItems.standingOrderId, row.id))
      .orderBy(asc(t.standingOrderItems.id))
    // A run swaps nothing by itself (issue 33): it names the replacement for the buyer to choose.
    const replacementIds = lines
      .map((l) => (l.product.discontinuedAt ? l.product.replacedById : null))
      .filter((v): v is number => v !== null)
    const replacements = replacementIds.length
      ? await tx
          .select({ id: t.products.id, name: t.products.name })
          .from(t.products)
          .where(inArray(t.products.id, replacementIds))
      : []
    const problems: Problem[] = []
    // The tolerance compares with what the practice pays today, its contract price (issue 34).
    const today = await contractPrices(
      tx,
      row.companyId,
      lines.map(({ item, product }) => ({ product, quantity: item.quantity })),
    )
    const placeable = lines.filter(({ item, product }) => {
      const price = today.get(product.id) ?? product.price
      const replacement = replacements.find(
        (r) => r.id === product.replacedById,
      )
      const problem =
        product.discontinuedAt !== null
          ? `${product.name} is no longer sold and was left out; replace it${replacement ? ` with ${replacement.name}` : ''} in the standing order.`
          : price > item.agreedPriceNet * (1 + row.priceTolerancePercent / 100)
            ? `The price rose from ${formatNet(item.agreedPriceNet)} to ${formatNet(price)}, more than the ${row.priceTolerancePercent} % you allowed.`
            : null
      if (problem)
        problems.push({
          sku: product.sku,
          name: product.name,
          quantity: item.quantity,
          unit: product.unit,
          packSize: product.packSize,
          message: problem,
        })
      return problem === null
    })
    const nothing = (note: string) => ({
      outcome: 'not-placed' as const,
      order: null,
      problems,
      note,
    })
    if (!placeable.length)
      return nothing('No line of the standing order could be ordered.')
    if (problems.length && row.onProblem === 'place-nothing')
      return nothing(
        'Some lines could not be ordered as they are, and you chose to order nothing then.',
      )
    try {
      const view = await tx.transaction(async (sp) => {
        const owner = await lockBuyer(sp, row.ownerId)
        const [order] = await sp
          .insert(t.orders)
          .values({
            token: randomToken(),
            customerId: row.ownerId,
            companyId: row.companyId,
            state: 'cart',
            standingOrderId: row.id,
            shippingAddressId: row.shippingAddressId,
            invoiceAddressId: row.invoiceAddressId,
            carrierId: row.carrierId,
            paymentProviderId: row.paymentProviderId,
            paymentMethodId: row.paymentMethodId,
            poReference: row.poReference,
          })
          .returning()
        const draft = written(order)
        await sp.insert(t.orderItems).values(
          placeable.map(({ item }) => ({
            orderId: draft.id,
            productId: item.productId,
            quantity: item.quantity,
          })),
        )
        return this.placement.place(sp, draft, owner)
      })
      return {
        // A card order waits for its buyer: the backend charges no card by itself (decision 021).
        outcome:
          view.row.state === 'awaiting_approval'
            ? 'awaiting-approval'
            : view.row.state === 'payment_pending'
              ? 'awaiting-payment'
              : problems.length
                ? 'partly-placed'
                : 'placed',
        order: {
          id: view.row.id,
          number: view.row.number,
          token: view.row.token,
        },
        problems,
        note: null,
      }
    } catch (error) {
      if (!(error instanceof ResultError)) throw error
      const result = error.result
      return nothing(
        result.__typename === 'ValidationError'
          ? `${result.message} ${result.violations.map((v) => v.message).join(' ')}`
          : result.message,
      )
    }
  }

  /** The lines a new standing order starts with: a list the member sees, or their cart. */
  private async sourceLines(
    tx: Executor,
    member: CustomerRow,
    listId: number | null,
  ) {
    if (listId !== null) {
      const [list] = await tx
        .select({ id: t.orderLists.id })
        .from(t.orderLists)
        .where(
          and(
            eq(t.orderLists.id, listId),
            eq(t.orderLists.companyId, member.companyId),
            or(
              eq(t.orderLists.ownerId, member.id),
              eq(t.orderLists.shared, true),
            ),
          ),
        )
      if (!list) throw notFound('The list')
      return tx
        .select({
          quantity: t.orderListItems.quantity,
          product: t.productColumns,
        })
        .from(t.orderListItems)
        .innerJoin(t.products, eq(t.products.id, t.orderListItems.productId))
        .where(eq(t.orderListItems.listId, list.id))
        .orderBy(asc(t.orderListItems.id))
    }
    const cart = await currentCart(tx, member.id)
    return tx
      .select({ quantity: t.orderItems.quantity, product: t.productColumns })
      .from(t.orderItems)
      .innerJoin(t.products, eq(t.products.id, t.orderItems.productId))
      .where(eq(t.orderItems.orderId, cart.id))
      .orderBy(asc(t.orderItems.id))
  }

  /** One change in a transaction with the standing order locked; a cancelled one is not changed. */
  private change(
    member: CustomerRow,
    id: number | null,
    apply: (tx: Transaction, row: StandingOrderRow) => Promise<void>,
  ): Promise<StandingOrderView> {
    return this.db.transaction(async (tx) => {
      const row = await this.visible(tx, member, id, true)
      if (row.cancelledAt)
        throw new ResultError(
          invalid(
            [
              {
                propertyPath: 'id',
                message: 'This standing order was canceled.',
              },
            ],
            'This standing order was canceled.',
          ),
        )
      await apply(tx, row)
      const [changed] = await tx
        .update(t.standingOrders)
        .set({ updatedAt: new Date() })
        .where(eq(t.standingOrders.id, row.id))
        .returning()
      return written((await this.views(tx, [written(changed)]))[0])
    })
  }

  private async visible(
    db: Executor,
    member: CustomerRow,
    id: number | null,
    lock = false,
  ) {
    const query = db
      .select()
      .from(t.standingOrders)
      .where(and(eq(t.standingOrders.id, id ?? -1), visibleTo(member)))
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound('The standing order')
    return row
  }

  private async views(
    db: Executor,
    rows: StandingOrderRow[],
  ): Promise<StandingOrderView[]> {
    if (!rows.length) return []
    const ids = rows.map((r) => r.id)
    const lines = await db
      .select({ item: t.standingOrderItems, product: t.productColumns })
      .from(t.standingOrderItems)
      .innerJoin(t.products, eq(t.products.id, t.standingOrderItems.productId))
      .where(inArray(t.standingOrderItems.standingOrderId, ids))
      .orderBy(asc(t.standingOrderItems.id))
    const runs = await db
      .select({
        run: t.standingOrderRuns,
        orderNumber: t.orders.number,
        orderToken: t.orders.token,
      })
      .from(t.standingOrderRuns)
      .leftJoin(t.orders, eq(t.orders.id, t.standingOrderRuns.orderId))
      .where(inArray(t.standingOrderRuns.standingOrderId, ids))
      .orderBy(desc(t.standingOrderRuns.scheduledFor))
    // Two small tables, read whole.
    const carriers = await db.select().from(t.carriers)
    const providers = await db.select().from(t.paymentProviders)
    return rows.map((row) => ({
      row,
      carrier: carriers.find((c) => c.id === row.carrierId) ?? null,
      paymentProvider:
        providers.find((p) => p.id === row.paymentProviderId) ?? null,
      items: lines
        .filter((l) => l.item.standingOrderId === row.id)
        .map((l) => ({
          id: l.item.id,
          quantity: l.item.quantity,
          agreedPriceNet: l.item.agreedPriceNet,
          product: l.product,
        })),
      runs: runs
        .filter((r) => r.run.standingOrderId === row.id)
        .slice(0, RUNS_SHOWN)
        .map((r) => ({
          ...r.run,
          orderNumber: r.orderNumber,
          orderToken: r.orderToken,
        })),
    }))
  }
}

/** "Monday, November 2, 2026": a run's UTC day, for a note a buyer reads. */
const readableDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Checks the settings a member may change; answers them as columns and as a schedule. */
function checkSettings(input: StandingOrderSettings) {
  const violations: Violation[] = [
    ...checkText({ name: input.name }, { name: { max: 80 } }),
    ...scheduleViolations(input.schedule),
  ]
  if (
    input.onProblem !== 'place-available' &&
    input.onProblem !== 'place-nothing'
  )
    violations.push({
      propertyPath: 'onProblem',
      message: 'Choose whether to order what can be ordered, or nothing.',
    })
  if (!isValidPriceTolerance(input.priceTolerancePercent))
    violations.push({
      propertyPath: 'priceTolerancePercent',
      message: PRICE_TOLERANCE_MESSAGE,
    })
  if (violations.length) throw new ResultError(invalid(violations))
  const weekly = input.schedule.cadence === 'weekly'
  const schedule: RunSchedule = weekly
    ? {
        cadence: 'weekly',
        interval: input.schedule.interval,
        weekday: input.schedule.weekday ?? 1,
      }
    : {
        cadence: 'monthly',
        interval: input.schedule.interval,
        dayOfMonth: input.schedule.dayOfMonth ?? 1,
        nextWorkingDay: input.schedule.nextWorkingDay,
      }
  return {
    schedule,
    columns: {
      name: input.name.trim(),
      cadence: schedule.cadence,
      interval: schedule.interval,
      weekday: weekly ? input.schedule.weekday : null,
      dayOfMonth: weekly ? null : input.schedule.dayOfMonth,
      nextWorkingDay: !weekly && input.schedule.nextWorkingDay,
      onProblem: input.onProblem as 'place-available' | 'place-nothing',
      priceTolerancePercent: input.priceTolerancePercent,
    },
  }
}
