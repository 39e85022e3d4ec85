import { firstRunDate, todayUtc } from '@shop/forms'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { currentCart } from '../carts'
import type { PaymentService } from '../carts'
import { orderRefusal, requireAllowed } from '../companies'
import { findOwnAddress } from '../customers'
import type { CustomerRow } from '../customers'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { checkText } from '../../shared/validation'
import { checkSettings } from './standing-order-settings'
import type { StandingOrderInput } from './standing-order-settings'
import { contractPrices, standingOrderViews } from './standing-order-views'

/** At most this many standing orders per member. */
const MAX_STANDING_ORDERS = 50

/**
 * Sets up a standing order from one of the member's lists, or else from their current cart,
 * with the checkout's choices. Buyers only; its first run is the first matching day after
 * today.
 */
export async function createStandingOrder(
  db: Database,
  payments: PaymentService,
  member: CustomerRow,
  input: StandingOrderInput,
  now: Date,
) {
  // Its runs are orders: set up by who may order (decision 022 for the unconfirmed).
  requireAllowed(orderRefusal(member))
  const settings = checkSettings(input)
  return db.transaction(async (tx) => {
    const violations: Violation[] = []
    const shipping = await findOwnAddress(
      tx,
      member.id,
      input.shippingAddressId,
    )
    const invoice = await findOwnAddress(tx, member.id, input.invoiceAddressId)
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
      .where(eq(t.paymentProviders.identifier, input.paymentProviderIdentifier))
    if (!provider || !payments.providerEnabled(provider.identifier))
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
    const lines = await sourceLines(tx, member, input.listId)
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
        paymentMethodId: card ? (input.paymentMethodId?.trim() ?? null) : null,
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
    return written((await standingOrderViews(tx, [created]))[0])
  })
}

/** The lines a new standing order starts with: a list the member sees, or their cart. */
async function sourceLines(
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
