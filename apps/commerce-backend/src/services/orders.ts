import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { randomToken } from '../auth/tokens'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { computeTotals } from '../pricing'
import type { Adjustment } from '../pricing'
import { ResultError, invalid, notFound } from './results'
import type { Violation } from './results'
import { MAX_QUANTITY, checkQuantity } from './validation'

type OrderRow = typeof t.orders.$inferSelect
type AddressRow = typeof t.addresses.$inferSelect
type ProductRow = typeof t.products.$inferSelect

/** An order (or cart) with its lines and every total computed by the server. */
export interface OrderView {
  row: OrderRow
  items: {
    id: number
    quantity: number
    itemPriceNet: number
    subtotalNet: number
    totalNet: number
    product: ProductRow
  }[]
  subtotalNet: number
  totalNet: number
  adjustments: Adjustment[]
  shippingAddress: AddressRow | null
  invoiceAddress: AddressRow | null
  carrier: typeof t.carriers.$inferSelect | null
  paymentProvider: typeof t.paymentProviders.$inferSelect | null
}

/** Order states in their only direction of travel; a state never moves backwards. */
const STATE_ORDER = [
  'cart',
  'payment_pending',
  'new',
  'paid',
  'processing',
  'shipped',
  'delivered',
] as const

interface Snapshot {
  subtotalNet: number
  totalNet: number
  adjustments: Adjustment[]
}

/** Carts, checkout, orders and inventory. Every call is scoped to one customer. */
export class OrderService {
  constructor(private readonly db: Database) {}

  /**
   * The customer's open cart, created when there is none (at most one, by a unique index).
   * Inside a transaction, pass its handle: PGlite has one connection, and a query outside the
   * transaction would wait for it forever.
   */
  async currentCart(
    customerId: number,
    db: Database = this.db,
    lock = false,
  ): Promise<OrderRow> {
    const find = () => {
      const query = db
        .select()
        .from(t.orders)
        .where(
          and(eq(t.orders.customerId, customerId), eq(t.orders.state, 'cart')),
        )
        .limit(1)
      return lock ? query.for('update') : query
    }
    const [existing] = await find()
    if (existing) return existing
    await db
      .insert(t.orders)
      .values({ token: randomToken(), customerId, state: 'cart' })
      .onConflictDoNothing()
    const [created] = await find()
    if (!created) throw new Error('The cart could not be created.')
    return created
  }

  /** A cart of this customer by token; an empty token means the current cart (spec section 7). */
  private async cartFor(
    db: Database,
    customerId: number,
    token: string | null | undefined,
    lock = false,
  ): Promise<OrderRow> {
    if (!token) return this.currentCart(customerId, db, lock)
    const query = db
      .select()
      .from(t.orders)
      .where(
        and(eq(t.orders.token, token), eq(t.orders.customerId, customerId)),
      )
      .limit(1)
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound('The cart')
    if (row.state !== 'cart')
      throw new ResultError(
        invalid(
          [
            {
              propertyPath: 'token',
              message: 'This order has already been placed.',
            },
          ],
          'This order has already been placed.',
        ),
      )
    return row
  }

  /** One of this customer's orders (or carts) by token, in any state. */
  private async ownOrder(customerId: number, token: string) {
    const [row] = await this.db
      .select()
      .from(t.orders)
      .where(
        and(eq(t.orders.token, token), eq(t.orders.customerId, customerId)),
      )
      .limit(1)
    return row
  }

  async orderByToken(
    customerId: number,
    token: string,
  ): Promise<OrderView | null> {
    const row = await this.ownOrder(customerId, token)
    return row ? this.view(row) : null
  }

  async view(row: OrderRow, db: Database = this.db): Promise<OrderView> {
    const lines = await db
      .select({ item: t.orderItems, product: t.products })
      .from(t.orderItems)
      .innerJoin(t.products, eq(t.products.id, t.orderItems.productId))
      .where(eq(t.orderItems.orderId, row.id))
      .orderBy(asc(t.orderItems.id))
    const [carrier] = row.carrierId
      ? await db
          .select()
          .from(t.carriers)
          .where(eq(t.carriers.id, row.carrierId))
      : []
    const [provider] = row.paymentProviderId
      ? await db
          .select()
          .from(t.paymentProviders)
          .where(eq(t.paymentProviders.id, row.paymentProviderId))
      : []
    const addressIds = [row.shippingAddressId, row.invoiceAddressId].filter(
      (id): id is number => id !== null,
    )
    const addressRows = addressIds.length
      ? await db
          .select()
          .from(t.addresses)
          .where(inArray(t.addresses.id, addressIds))
      : []
    const priced = lines.map(({ item, product }) => ({
      id: item.id,
      quantity: item.quantity,
      itemPriceNet: item.itemPriceNet ?? product.price,
    }))
    const carrierTitle =
      carrier?.translations.find((tr) => tr.locale === 'en_US')?.title ??
      carrier?.identifier ??
      ''
    const totals = computeTotals(
      priced,
      carrier ? { priceNet: carrier.priceNet, title: carrierTitle } : null,
    )
    const snapshot =
      row.state !== 'cart' ? (row.snapshot as Snapshot | null) : null
    return {
      row,
      items: totals.lines.map((line, i) => ({
        ...line,
        product: lines[i]!.product,
      })),
      subtotalNet: snapshot?.subtotalNet ?? totals.subtotalNet,
      totalNet: snapshot?.totalNet ?? totals.totalNet,
      adjustments: snapshot?.adjustments ?? totals.adjustments,
      shippingAddress:
        addressRows.find((a) => a.id === row.shippingAddressId) ?? null,
      invoiceAddress:
        addressRows.find((a) => a.id === row.invoiceAddressId) ?? null,
      carrier: carrier ?? null,
      paymentProvider: provider ?? null,
    }
  }

  /**
   * Adds products; a line that exists grows in one atomic upsert, so parallel adds lose nothing.
   * All lines are checked before anything is written.
   */
  async addItems(
    customerId: number,
    token: string | null | undefined,
    items: { productId: number | null; quantity: unknown }[],
  ) {
    const violations: Violation[] = []
    if (items.length === 0)
      violations.push({
        propertyPath: 'items',
        message: 'Add at least one product.',
      })
    if (items.length > 500)
      violations.push({
        propertyPath: 'items',
        message: 'At most 500 lines at once.',
      })
    const prefix = (i: number) => (items.length > 1 ? `items.${i}.` : '')
    const ids = items
      .map((item) => item.productId)
      .filter((id): id is number => id !== null)
    const known = new Set(
      (ids.length
        ? await this.db
            .select({ id: t.products.id })
            .from(t.products)
            .where(inArray(t.products.id, ids))
        : []
      ).map((p) => p.id),
    )
    items.forEach((item, i) => {
      if (item.productId === null || !known.has(item.productId))
        violations.push({
          propertyPath: `${prefix(i)}productId`,
          message: 'There is no such product.',
        })
      violations.push(...checkQuantity(item.quantity, `${prefix(i)}quantity`))
    })
    if (violations.length) throw new ResultError(invalid(violations))
    return this.db.transaction(async (tx) => {
      const cart = await this.cartFor(
        tx as unknown as Database,
        customerId,
        token,
        true,
      )
      for (const item of items) {
        await tx
          .insert(t.orderItems)
          .values({
            orderId: cart.id,
            productId: item.productId!,
            quantity: item.quantity as number,
          })
          .onConflictDoUpdate({
            target: [t.orderItems.orderId, t.orderItems.productId],
            set: {
              quantity: sql`least(${t.orderItems.quantity} + excluded.quantity, ${MAX_QUANTITY})`,
            },
          })
      }
      return this.view(cart, tx as unknown as Database)
    })
  }

  private async cartItem(
    db: Database,
    cartId: number,
    cartItemId: number | null,
  ) {
    if (cartItemId === null) throw notFound('The cart item')
    const [item] = await db
      .select()
      .from(t.orderItems)
      .where(
        and(eq(t.orderItems.id, cartItemId), eq(t.orderItems.orderId, cartId)),
      )
    if (!item) throw notFound('The cart item')
    return item
  }

  async updateItem(
    customerId: number,
    token: string,
    cartItemId: number | null,
    quantity: unknown,
  ) {
    const violations = checkQuantity(quantity)
    if (violations.length) throw new ResultError(invalid(violations))
    const cart = await this.cartFor(this.db, customerId, token)
    const item = await this.cartItem(this.db, cart.id, cartItemId)
    await this.db
      .update(t.orderItems)
      .set({ quantity: quantity as number })
      .where(eq(t.orderItems.id, item.id))
    return this.view(cart)
  }

  async removeItem(
    customerId: number,
    token: string,
    cartItemId: number | null,
  ) {
    const cart = await this.cartFor(this.db, customerId, token)
    const item = await this.cartItem(this.db, cart.id, cartItemId)
    await this.db.delete(t.orderItems).where(eq(t.orderItems.id, item.id))
    return this.view(cart)
  }

  private async ownAddress(
    customerId: number,
    id: number | null,
    propertyPath: string,
  ): Promise<number> {
    const [row] =
      id === null
        ? []
        : await this.db
            .select()
            .from(t.addresses)
            .where(
              and(
                eq(t.addresses.id, id),
                eq(t.addresses.customerId, customerId),
                eq(t.addresses.deleted, false),
              ),
            )
    if (!row)
      throw new ResultError(
        invalid([
          { propertyPath, message: 'Choose one of your saved addresses.' },
        ]),
      )
    return row.id
  }

  async setAddresses(
    customerId: number,
    token: string,
    shippingAddressId: number | null,
    invoiceAddressId: number | null,
  ) {
    const cart = await this.cartFor(this.db, customerId, token)
    const shipping = await this.ownAddress(
      customerId,
      shippingAddressId,
      'shippingAddressId',
    )
    const invoice = await this.ownAddress(
      customerId,
      invoiceAddressId,
      'invoiceAddressId',
    )
    const [row] = await this.db
      .update(t.orders)
      .set({ shippingAddressId: shipping, invoiceAddressId: invoice })
      .where(eq(t.orders.id, cart.id))
      .returning()
    return this.view(row!)
  }

  async setCarrier(customerId: number, token: string, identifier: string) {
    const cart = await this.cartFor(this.db, customerId, token)
    const [carrier] = await this.db
      .select()
      .from(t.carriers)
      .where(eq(t.carriers.identifier, identifier))
    if (!carrier)
      throw new ResultError(
        invalid([
          {
            propertyPath: 'carrierIdentifier',
            message: 'Choose one of the shipping methods.',
          },
        ]),
      )
    const [row] = await this.db
      .update(t.orders)
      .set({ carrierId: carrier.id })
      .where(eq(t.orders.id, cart.id))
      .returning()
    return this.view(row!)
  }

  async setPaymentProvider(
    customerId: number,
    token: string,
    identifier: string,
  ) {
    const cart = await this.cartFor(this.db, customerId, token)
    const [provider] = await this.db
      .select()
      .from(t.paymentProviders)
      .where(eq(t.paymentProviders.identifier, identifier))
    if (!provider)
      throw new ResultError(
        invalid([
          {
            propertyPath: 'paymentProviderIdentifier',
            message: 'Choose one of the payment providers.',
          },
        ]),
      )
    const [row] = await this.db
      .update(t.orders)
      .set({
        paymentProviderId: provider.id,
        ...(identifier === 'invoice' ? { paymentMethodId: null } : {}),
      })
      .where(eq(t.orders.id, cart.id))
      .returning()
    return this.view(row!)
  }

  async setCartField(
    customerId: number,
    token: string,
    patch: { paymentMethodId?: string; poReference?: string },
  ) {
    const cart = await this.cartFor(this.db, customerId, token)
    const [row] = await this.db
      .update(t.orders)
      .set(patch)
      .where(eq(t.orders.id, cart.id))
      .returning()
    return this.view(row!)
  }

  /**
   * The saved card to pay with. An order still awaiting its card payment may switch cards, so a
   * declined payment can be retried with another card without placing the order again.
   */
  async setPaymentMethod(
    customerId: number,
    token: string,
    paymentMethodId: string,
  ) {
    const row = await this.ownOrder(customerId, token)
    if (row?.state !== 'payment_pending')
      return this.setCartField(customerId, token, { paymentMethodId })
    const [updated] = await this.db
      .update(t.orders)
      .set({ paymentMethodId })
      .where(
        and(eq(t.orders.id, row.id), eq(t.orders.state, 'payment_pending')),
      )
      .returning()
    return this.view(updated ?? row)
  }

  /**
   * Places the order in one transaction with the cart row locked. Idempotent per token: a repeat
   * or a concurrent second call finds the order already placed and answers it.
   */
  async placeOrder(customerId: number, token: string) {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database
      const [row] = await db
        .select()
        .from(t.orders)
        .where(
          and(eq(t.orders.token, token), eq(t.orders.customerId, customerId)),
        )
        .for('update')
      if (!row) throw notFound('The cart')
      if (row.state !== 'cart') return this.view(row, db)
      const view = await this.view(row, db)
      const violations: Violation[] = []
      if (!view.items.length)
        violations.push({
          propertyPath: 'items',
          message: 'The cart is empty.',
        })
      if (!view.shippingAddress)
        violations.push({
          propertyPath: 'shippingAddress',
          message: 'Choose a shipping address.',
        })
      if (!view.invoiceAddress)
        violations.push({
          propertyPath: 'invoiceAddress',
          message: 'Choose an invoice address.',
        })
      if (!view.carrier)
        violations.push({
          propertyPath: 'carrier',
          message: 'Choose a shipping method.',
        })
      if (!view.paymentProvider)
        violations.push({
          propertyPath: 'paymentProvider',
          message: 'Choose how to pay.',
        })
      if (
        view.paymentProvider?.identifier === 'stripe' &&
        !row.paymentMethodId
      ) {
        violations.push({
          propertyPath: 'paymentMethodId',
          message: 'Choose a card.',
        })
      }
      if (violations.length)
        throw new ResultError(invalid(violations, 'The order is not complete.'))
      for (const item of view.items) {
        await db
          .update(t.orderItems)
          .set({ itemPriceNet: item.itemPriceNet })
          .where(eq(t.orderItems.id, item.id))
      }
      const placedAt = new Date()
      const [placed] = await db
        .update(t.orders)
        .set({
          state:
            view.paymentProvider?.identifier === 'stripe'
              ? 'payment_pending'
              : 'new',
          number: `SO-${20_000 + row.id}`,
          placedAt,
          snapshot: {
            subtotalNet: view.subtotalNet,
            totalNet: view.totalNet,
            adjustments: view.adjustments,
          },
        })
        .where(eq(t.orders.id, row.id))
        .returning()
      // Lots are recorded when goods are bought, so the inventory shows them at once.
      await db.insert(t.inventoryLots).values(
        view.items.map((item) => ({
          customerId,
          productId: item.product.id,
          orderId: row.id,
          lotNumber: `L${placedAt.getUTCFullYear()}${String(placedAt.getUTCMonth() + 1).padStart(2, '0')}-${String(item.product.id).padStart(4, '0')}${row.id % 10}`,
          expiryDate: `${placedAt.getUTCFullYear() + 2}-${String(placedAt.getUTCMonth() + 1).padStart(2, '0')}-28`,
          quantity: item.quantity,
        })),
      )
      return this.view(placed!, db)
    })
  }

  /** Records a verified payment (trusted callers only). Never moves an order backwards. */
  /** Records a verified payment; an `eventId` already recorded is not applied again. */
  async markPaid(token: string, paymentReference: string, eventId?: string) {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database
      const [row] = await db
        .select()
        .from(t.orders)
        .where(eq(t.orders.token, token))
        .for('update')
      if (!row || row.state === 'cart') throw notFound('The order')
      if (eventId) {
        const recorded = await db
          .insert(t.paymentEvents)
          .values({ eventId, orderId: row.id })
          .onConflictDoNothing()
          .returning()
        if (recorded.length === 0) return this.view(row, db)
      }
      const current = STATE_ORDER.indexOf(
        row.state as (typeof STATE_ORDER)[number],
      )
      if (current >= STATE_ORDER.indexOf('paid')) return this.view(row, db)
      const [paid] = await db
        .update(t.orders)
        .set({ state: 'paid', paymentReference })
        .where(eq(t.orders.id, row.id))
        .returning()
      return this.view(paid!, db)
    })
  }

  async orders(customerId: number, page: number, pageSize: number) {
    const where = and(
      eq(t.orders.customerId, customerId),
      ne(t.orders.state, 'cart'),
    )
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)` })
      .from(t.orders)
      .where(where)
    const rows = await this.db
      .select()
      .from(t.orders)
      .where(where)
      .orderBy(desc(t.orders.placedAt), desc(t.orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
    return {
      orders: await Promise.all(rows.map((row) => this.view(row))),
      total: Number(counted?.n ?? 0),
    }
  }

  inventory(customerId: number) {
    return this.db
      .select({
        lot: t.inventoryLots,
        product: t.products,
        orderNumber: t.orders.number,
      })
      .from(t.inventoryLots)
      .innerJoin(t.products, eq(t.products.id, t.inventoryLots.productId))
      .leftJoin(t.orders, eq(t.orders.id, t.inventoryLots.orderId))
      .where(eq(t.inventoryLots.customerId, customerId))
      .orderBy(asc(t.inventoryLots.expiryDate), asc(t.inventoryLots.id))
  }
}
