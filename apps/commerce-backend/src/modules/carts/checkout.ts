import { and, asc, eq } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { findOwnAddress } from '../customers'
import { changeCart, ownOrder } from './order-shared'
import { viewOrder } from '../orders'
import type { PaymentService } from './payments'
import { ResultError, invalid } from '../../shared/results'

/** One of the customer's saved addresses; a deleted one cannot be chosen. */
async function ownAddress(
  db: Executor,
  customerId: number,
  id: number | null,
  propertyPath: string,
): Promise<number> {
  const row = await findOwnAddress(db, customerId, id)
  if (!row)
    throw new ResultError(
      invalid([
        { propertyPath, message: 'Choose one of your saved addresses.' },
      ]),
    )
  return row.id
}

/**
 * The checkout choices on a cart: addresses, carrier, payment provider and card, PO reference.
 * Each holds the cart lock (`changeCart`), as adding lines does.
 */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    /** Decides which payment providers may be chosen. */
    private readonly payments: PaymentService,
  ) {}

  async setAddresses(
    customerId: number,
    token: string,
    shippingAddressId: number | null,
    invoiceAddressId: number | null,
  ) {
    return changeCart(this.db, customerId, token, async (db, cart) => {
      const shipping = await ownAddress(
        db,
        customerId,
        shippingAddressId,
        'shippingAddressId',
      )
      const invoice = await ownAddress(
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
      return viewOrder(db, written(row))
    })
  }

  /** The carriers a cart may be sent with, by identifier. */
  carriers() {
    return this.db.select().from(t.carriers).orderBy(asc(t.carriers.identifier))
  }

  async setCarrier(customerId: number, token: string, identifier: string) {
    return changeCart(this.db, customerId, token, async (db, cart) => {
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
      return viewOrder(db, written(row))
    })
  }

  async setPaymentProvider(
    customerId: number,
    token: string,
    identifier: string,
  ) {
    return changeCart(this.db, customerId, token, async (db, cart) => {
      const [provider] = await db
        .select()
        .from(t.paymentProviders)
        .where(eq(t.paymentProviders.identifier, identifier))
      if (!provider || !this.payments.providerEnabled(provider.identifier))
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
      return viewOrder(db, written(row))
    })
  }

  async setCartField(
    customerId: number,
    token: string,
    patch: { paymentMethodId?: string; poReference?: string | null },
  ) {
    return changeCart(this.db, customerId, token, async (db, cart) => {
      const [row] = await db
        .update(t.orders)
        .set(patch)
        .where(eq(t.orders.id, cart.id))
        .returning()
      return viewOrder(db, written(row))
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
    const row = await ownOrder(this.db, customerId, token)
    if (row?.state !== 'payment_pending')
      return this.setCartField(customerId, token, { paymentMethodId })
    const [updated] = await this.db
      .update(t.orders)
      .set({ paymentMethodId })
      .where(
        and(eq(t.orders.id, row.id), eq(t.orders.state, 'payment_pending')),
      )
      .returning()
    return viewOrder(this.db, updated ?? row)
  }
}
