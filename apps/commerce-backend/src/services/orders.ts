import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { randomToken } from '../auth/tokens'
import type { Database } from '../db/client'
import type { ProductRow } from './catalogue'
import * as t from '../db/schema'
import {
  MAX_LINE_TOTAL_NET,
  MAX_ORDER_TOTAL_NET,
  computeTotals,
  formatNet,
  overCeilings,
} from '../pricing'
import type { Adjustment, Totals } from '../pricing'
import { ResultError, invalid, notFound } from './results'
import type { Violation } from './results'
import { MAX_QUANTITY, checkQuantity } from './validation'

type OrderRow = typeof t.orders.$inferSelect
type AddressRow = typeof t.addresses.$inferSelect

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

/** A line as it was bought: later renames and price changes of the product do not reach it. */
interface FrozenLine {
  productId: number
  sku: string
  name: string
  itemPriceNet: number
  imageKey: string
}

/**
 * What placing an order freezes into `orders.snapshot`, so that later changes to the catalogue
 * and the address book leave a placed order as it was placed.
 */
export interface Snapshot {
  subtotalNet: number
  totalNet: number
  adjustments: Adjustment[]
  // Absent only on an order placed by an older build (migration 0004 froze the orders it
  // found): such an order reads them live.
  shippingAddress?: AddressRow | null
  invoiceAddress?: AddressRow | null
  lines?: FrozenLine[]
}

/** The frozen copy of lines: what the order shows of each product once placed. */
export const freezeLines = (
  items: readonly { product: ProductRow; itemPriceNet: number }[],
): FrozenLine[] =>
  items.map(({ product, itemPriceNet }) => ({
    productId: product.id,
    sku: product.sku,
    name: product.name,
    itemPriceNet,
    imageKey: product.imageKey,
  }))

const carrierPricing = (carrier: typeof t.carriers.$inferSelect | null) =>
  carrier
    ? {
        priceNet: carrier.priceNet,
        title:
          carrier.translations.find((tr) => tr.locale === 'en_US')?.title ??
          carrier.identifier,
      }
    : null

interface OrderServiceOptions {
  /** Whether card payments (the `stripe` provider) are configured; `invoice` always is. */
  cardPayments: boolean
}

/** Carts, checkout, orders and inventory. Every call is scoped to one customer. */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly options: OrderServiceOptions,
  ) {}

  /** Whether a payment provider may be chosen: `stripe` only when card payments are configured. */
  private providerEnabled(identifier: string) {
    return identifier !== 'stripe' || this.options.cardPayments
  }

  /** The payment providers on offer: the enabled ones. */
  async paymentProviders() {
    const rows = await this.db
      .select()
      .from(t.paymentProviders)
      .orderBy(asc(t.paymentProviders.identifier))
    return rows.filter((p) => this.providerEnabled(p.identifier))
  }

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

  /**
   * A cart of this customer by token; an empty token means the current cart (spec section 7).
   * With `lock`, the row is locked first and its state checked after, so a cart placed meanwhile
   * is refused.
   */
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

  /**
   * Runs one cart change in a transaction that holds the cart row's lock, the lock `placeOrder`
   * takes: a change lands wholly before a placing or is refused as placed, never in between.
   */
  private changeCart<T>(
    customerId: number,
    token: string | null | undefined,
    change: (db: Database, cart: OrderRow) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database
      return change(db, await this.cartFor(db, customerId, token, true))
    })
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

  /**
   * The order with its lines and totals: a cart at today's prices and live addresses (a deleted
   * address is no longer chosen), a placed order from what was frozen when it was placed.
   */
  async view(row: OrderRow, db: Database = this.db): Promise<OrderView> {
    const [view] = await this.views([row], db)
    return view!
  }

  /**
   * The views of many orders in as many queries as one takes (lines, carriers, payment
   * providers, addresses), whatever their number: an order history costs no query per order.
   */
  async views(rows: OrderRow[], db: Database = this.db): Promise<OrderView[]> {
    if (!rows.length) return []
    const frozen = (row: OrderRow) =>
      row.state !== 'cart' ? (row.snapshot as Snapshot | null) : null
    const ids = (values: (number | null)[]) => [
      ...new Set(values.filter((id): id is number => id !== null)),
    ]
    const carrierIds = ids(rows.map((r) => r.carrierId))
    const providerIds = ids(rows.map((r) => r.paymentProviderId))
    // A placed order's addresses are frozen in it, except on orders placed by an older build.
    const addressIds = ids(
      rows.flatMap((r) =>
        frozen(r)?.shippingAddress !== undefined
          ? []
          : [r.shippingAddressId, r.invoiceAddressId],
      ),
    )
    // One after the other: inside a transaction they share its one connection.
    const lines = await db
      .select({ item: t.orderItems, product: t.productColumns })
      .from(t.orderItems)
      .innerJoin(t.products, eq(t.products.id, t.orderItems.productId))
      .where(
        inArray(
          t.orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(t.orderItems.id))
    const carriers = carrierIds.length
      ? await db
          .select()
          .from(t.carriers)
          .where(inArray(t.carriers.id, carrierIds))
      : []
    const providers = providerIds.length
      ? await db
          .select()
          .from(t.paymentProviders)
          .where(inArray(t.paymentProviders.id, providerIds))
      : []
    const addressRows = addressIds.length
      ? await db
          .select()
          .from(t.addresses)
          .where(inArray(t.addresses.id, addressIds))
      : []
    const linesOf = new Map<number, typeof lines>()
    for (const line of lines) {
      const own = linesOf.get(line.item.orderId)
      if (own) own.push(line)
      else linesOf.set(line.item.orderId, [line])
    }
    return rows.map((row) => {
      const snapshot = frozen(row)
      const own = linesOf.get(row.id) ?? []
      const carrier = carriers.find((c) => c.id === row.carrierId) ?? null
      const address = (id: number | null, frozenCopy?: AddressRow | null) =>
        frozenCopy !== undefined
          ? frozenCopy
          : (addressRows.find(
              (a) => a.id === id && (row.state !== 'cart' || !a.deleted),
            ) ?? null)
      const products = own.map(({ product }) => {
        const bought = snapshot?.lines?.find((l) => l.productId === product.id)
        return bought
          ? {
              ...product,
              sku: bought.sku,
              name: bought.name,
              price: bought.itemPriceNet,
              imageKey: bought.imageKey,
            }
          : product
      })
      const totals = computeTotals(
        own.map(({ item, product }) => ({
          id: item.id,
          quantity: item.quantity,
          itemPriceNet: item.itemPriceNet ?? product.price,
        })),
        carrierPricing(carrier),
      )
      return {
        row,
        items: totals.lines.map((line, i) => ({
          ...line,
          product: products[i]!,
        })),
        subtotalNet: snapshot?.subtotalNet ?? totals.subtotalNet,
        totalNet: snapshot?.totalNet ?? totals.totalNet,
        adjustments: snapshot?.adjustments ?? totals.adjustments,
        shippingAddress: address(
          row.shippingAddressId,
          snapshot?.shippingAddress,
        ),
        invoiceAddress: address(row.invoiceAddressId, snapshot?.invoiceAddress),
        carrier,
        paymentProvider:
          providers.find((p) => p.id === row.paymentProviderId) ?? null,
      }
    })
  }

  /**
   * The cart's totals as they would be after `change` sets the quantities (by product id), at
   * today's prices and with its carrier.
   */
  private async totalsWith(
    db: Database,
    cart: OrderRow,
    change: (quantities: Map<number, number>) => void,
  ): Promise<Totals> {
    // Only what the totals need (not the whole view with addresses and provider): a cart's
    // lines are at today's prices.
    const lines = await db
      .select({
        productId: t.orderItems.productId,
        quantity: t.orderItems.quantity,
      })
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, cart.id))
    const quantities = new Map(lines.map((l) => [l.productId, l.quantity]))
    change(quantities)
    const prices = quantities.size
      ? await db
          .select({ id: t.products.id, price: t.products.price })
          .from(t.products)
          .where(inArray(t.products.id, [...quantities.keys()]))
      : []
    const [carrier] = cart.carrierId
      ? await db
          .select()
          .from(t.carriers)
          .where(eq(t.carriers.id, cart.carrierId))
      : []
    const price = new Map(prices.map((p) => [p.id, p.price]))
    return computeTotals(
      [...quantities].map(([id, quantity]) => ({
        id,
        quantity,
        itemPriceNet: price.get(id) ?? 0,
      })),
      carrierPricing(carrier ?? null),
    )
  }

  /**
   * The violations of totals over a ceiling: a line's on the fields `linePaths` names for its id,
   * the order's on `orderPath`; one per field.
   */
  private ceilingViolations(
    totals: Totals,
    linePaths: (lineId: number) => string[],
    orderPath: string,
  ): Violation[] {
    const over = overCeilings(totals)
    const violations: Violation[] = [
      ...(over.order
        ? [
            {
              propertyPath: orderPath,
              message: `An order may total at most ${formatNet(MAX_ORDER_TOTAL_NET)}.`,
            },
          ]
        : []),
      ...over.lineIds.flatMap(linePaths).map((propertyPath) => ({
        propertyPath,
        message: `A line may total at most ${formatNet(MAX_LINE_TOTAL_NET)}.`,
      })),
    ]
    return violations.filter(
      (v, i) =>
        violations.findIndex((w) => w.propertyPath === v.propertyPath) === i,
    )
  }

  /**
   * Adds products; a line that exists grows in one atomic upsert, so parallel adds lose nothing.
   * All lines are checked before anything is written. Answers the cart and, per item, how many
   * it really added: a line stops at MAX_QUANTITY, so an add to a full line adds nothing.
   */
  async addItems(
    customerId: number,
    token: string | null | undefined,
    items: { productId: number | null; quantity: unknown }[],
  ): Promise<{ view: OrderView; added: number[] }> {
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
    return this.changeCart(customerId, token, async (db, cart) => {
      // The cart as it would be, checked before anything is written: all or nothing.
      const over = this.ceilingViolations(
        await this.totalsWith(db, cart, (quantities) => {
          // As the upsert below: quantities add up, to at most MAX_QUANTITY a line.
          for (const item of items)
            quantities.set(
              item.productId!,
              Math.min(
                (quantities.get(item.productId!) ?? 0) +
                  (item.quantity as number),
                MAX_QUANTITY,
              ),
            )
        }),
        (productId) =>
          items.flatMap((item, i) =>
            item.productId === productId ? [`${prefix(i)}quantity`] : [],
          ),
        items.length > 1 ? 'items' : 'quantity',
      )
      if (over.length)
        throw new ResultError(
          invalid(over, 'The cart would total more than it may.'),
        )
      // The cart row is locked, so the lines read here are the ones the upserts below grow.
      const before = new Map(
        (
          await db
            .select({
              productId: t.orderItems.productId,
              quantity: t.orderItems.quantity,
            })
            .from(t.orderItems)
            .where(eq(t.orderItems.orderId, cart.id))
        ).map((line) => [line.productId, line.quantity]),
      )
      const added: number[] = []
      for (const item of items) {
        const [line] = await db
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
          .returning({ quantity: t.orderItems.quantity })
        const after = line!.quantity
        added.push(after - (before.get(item.productId!) ?? 0))
        before.set(item.productId!, after)
      }
      return { view: await this.view(cart, db), added }
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
    return this.changeCart(customerId, token, async (db, cart) => {
      const item = await this.cartItem(db, cart.id, cartItemId)
      const over = this.ceilingViolations(
        await this.totalsWith(db, cart, (quantities) =>
          quantities.set(item.productId, quantity as number),
        ),
        () => ['quantity'],
        'quantity',
      )
      if (over.length)
        throw new ResultError(
          invalid(over, 'The cart would total more than it may.'),
        )
      await db
        .update(t.orderItems)
        .set({ quantity: quantity as number })
        .where(eq(t.orderItems.id, item.id))
      return this.view(cart, db)
    })
  }

  async removeItem(
    customerId: number,
    token: string,
    cartItemId: number | null,
  ) {
    return this.changeCart(customerId, token, async (db, cart) => {
      const item = await this.cartItem(db, cart.id, cartItemId)
      await db.delete(t.orderItems).where(eq(t.orderItems.id, item.id))
      return this.view(cart, db)
    })
  }

  /** One of the customer's saved addresses; a deleted one cannot be chosen. */
  private async ownAddress(
    db: Database,
    customerId: number,
    id: number | null,
    propertyPath: string,
  ): Promise<number> {
    const [row] =
      id === null
        ? []
        : await db
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
    return this.changeCart(customerId, token, async (db, cart) => {
      const shipping = await this.ownAddress(
        db,
        customerId,
        shippingAddressId,
        'shippingAddressId',
      )
      const invoice = await this.ownAddress(
        db,
        customerId,
        invoiceAddressId,
        'invoiceAddressId',
      )
      const [row] = await db
        .update(t.orders)
        .set({ shippingAddressId: shipping, invoiceAddressId: invoice })
        .where(eq(t.orders.id, cart.id))
        .returning()
      return this.view(row!, db)
    })
  }

  async setCarrier(customerId: number, token: string, identifier: string) {
    return this.changeCart(customerId, token, async (db, cart) => {
      const [carrier] = await db
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
      const [row] = await db
        .update(t.orders)
        .set({ carrierId: carrier.id })
        .where(eq(t.orders.id, cart.id))
        .returning()
      return this.view(row!, db)
    })
  }

  async setPaymentProvider(
    customerId: number,
    token: string,
    identifier: string,
  ) {
    return this.changeCart(customerId, token, async (db, cart) => {
      const [provider] = await db
        .select()
        .from(t.paymentProviders)
        .where(eq(t.paymentProviders.identifier, identifier))
      if (!provider || !this.providerEnabled(provider.identifier))
        throw new ResultError(
          invalid([
            {
              propertyPath: 'paymentProviderIdentifier',
              message: 'Choose one of the payment providers.',
            },
          ]),
        )
      const [row] = await db
        .update(t.orders)
        .set({
          paymentProviderId: provider.id,
          ...(identifier === 'invoice' ? { paymentMethodId: null } : {}),
        })
        .where(eq(t.orders.id, cart.id))
        .returning()
      return this.view(row!, db)
    })
  }

  async setCartField(
    customerId: number,
    token: string,
    patch: { paymentMethodId?: string; poReference?: string },
  ) {
    return this.changeCart(customerId, token, async (db, cart) => {
      const [row] = await db
        .update(t.orders)
        .set(patch)
        .where(eq(t.orders.id, cart.id))
        .returning()
      return this.view(row!, db)
    })
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
   * or a concurrent second call finds the order already placed and answers it. Freezes totals,
   * addresses and lines; an invoice order counts as bought at once, so its lots are recorded.
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
      // The chosen addresses cannot be edited or deleted until the copy frozen below is committed.
      const addressIds = [row.shippingAddressId, row.invoiceAddressId].filter(
        (id): id is number => id !== null,
      )
      if (addressIds.length)
        await db
          .select({ id: t.addresses.id })
          .from(t.addresses)
          .where(inArray(t.addresses.id, addressIds))
          .for('share')
      const view = await this.view(row, db)
      const violations: Violation[] = []
      if (!view.items.length)
        violations.push({
          propertyPath: 'items',
          message: 'The cart is empty.',
        })
      // A cart's view leaves out a chosen address that was deleted since.
      for (const [field, chosen, kind] of [
        ['shippingAddress', row.shippingAddressId, 'shipping'],
        ['invoiceAddress', row.invoiceAddressId, 'invoice'],
      ] as const) {
        if (view[field]) continue
        violations.push({
          propertyPath: field,
          message:
            chosen === null
              ? `Choose ${kind === 'shipping' ? 'a' : 'an'} ${kind} address.`
              : `The ${kind} address you chose was deleted. Choose another one.`,
        })
      }
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
      else if (!this.providerEnabled(view.paymentProvider.identifier))
        violations.push({
          propertyPath: 'paymentProvider',
          message: 'This way to pay is not available. Choose another one.',
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
      violations.push(
        ...this.ceilingViolations(
          { ...view, lines: view.items },
          () => ['items'],
          'items',
        ),
      )
      if (violations.length)
        throw new ResultError(invalid(violations, 'The order is not complete.'))
      for (const item of view.items) {
        await db
          .update(t.orderItems)
          .set({ itemPriceNet: item.itemPriceNet })
          .where(eq(t.orderItems.id, item.id))
      }
      const card = view.paymentProvider?.identifier === 'stripe'
      const snapshot: Snapshot = {
        subtotalNet: view.subtotalNet,
        totalNet: view.totalNet,
        adjustments: view.adjustments,
        shippingAddress: view.shippingAddress,
        invoiceAddress: view.invoiceAddress,
        lines: freezeLines(view.items),
      }
      const placedAt = new Date()
      const [placed] = await db
        .update(t.orders)
        .set({
          state: card ? 'payment_pending' : 'new',
          number: `SO-${20_000 + row.id}`,
          placedAt,
          snapshot,
        })
        .where(eq(t.orders.id, row.id))
        .returning()
      // A card order's goods are bought when it is paid (`markPaid`), not before.
      if (!card) await this.recordLots(db, placed!, view.items, placedAt)
      return this.view(placed!, db)
    })
  }

  /**
   * Records the inventory lots of a bought order's lines, so the inventory shows them at once.
   * At most one lot per order line (a unique index): recording again adds nothing.
   */
  private async recordLots(
    db: Database,
    order: OrderRow,
    items: OrderView['items'],
    boughtAt: Date,
  ) {
    if (!items.length) return
    const year = boughtAt.getUTCFullYear()
    const month = String(boughtAt.getUTCMonth() + 1).padStart(2, '0')
    await db
      .insert(t.inventoryLots)
      .values(
        items.map((item) => ({
          customerId: order.customerId,
          productId: item.product.id,
          orderId: order.id,
          lotNumber: `L${year}${month}-${String(item.product.id).padStart(4, '0')}${order.id % 10}`,
          expiryDate: `${year + 2}-${month}-28`,
          quantity: item.quantity,
        })),
      )
      .onConflictDoNothing({
        target: [t.inventoryLots.orderId, t.inventoryLots.productId],
      })
  }

  /**
   * Records a verified payment (trusted callers only); an `eventId` already recorded is not
   * applied again, and an order never moves backwards. A card order's lots appear now.
   */
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
      const view = await this.view(paid!, db)
      await this.recordLots(db, paid!, view.items, new Date())
      return view
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
      orders: await this.views(rows),
      total: Number(counted?.n ?? 0),
    }
  }

  inventory(customerId: number) {
    return this.db
      .select({
        lot: t.inventoryLots,
        product: t.productColumns,
        orderNumber: t.orders.number,
      })
      .from(t.inventoryLots)
      .innerJoin(t.products, eq(t.products.id, t.inventoryLots.productId))
      .leftJoin(t.orders, eq(t.orders.id, t.inventoryLots.orderId))
      .where(eq(t.inventoryLots.customerId, customerId))
      .orderBy(asc(t.inventoryLots.expiryDate), asc(t.inventoryLots.id))
  }
}
