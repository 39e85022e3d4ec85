import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid, problem } from '../../shared/results'
import { orderTax, taxableLines } from './order-tax'
import { exemptionAndRates, exemptionFor } from './exemption-reads'
import type {
  CertificateView,
  FrozenTax,
  OrderTax,
  TaxedOrder,
} from './order-tax'
import type {
  RecordedTax,
  ReversedLine,
  ShipTo,
  TaxCalculation,
  TaxProvider,
  TaxableLine,
} from './provider'
import { creditNoteNumber, returnedTax } from '../orders'
import type { CreditNoteRow } from '../orders'
import { RateTableProvider } from './rate-table'
import { HostedTaxError } from './stripe-tax'

export type CertificateRow = typeof t.exemptionCertificates.$inferSelect

/** What {@link TaxService.taxFor} is asked. */
export interface TaxRequest {
  shipTo: ShipTo
  lines: readonly TaxableLine[]
  /** The buying company, whose accepted exemption certificates are looked up. */
  companyId: number
  /** When: a certificate must not have expired by this day (UTC). */
  at: Date
}

/** The tax of a cart or order: the provider's calculation, or none under an exemption. */
export interface TaxResult extends TaxCalculation {
  /** The certificate that removed the tax (without its PDF); null when none applied. */
  exemption: CertificateView | null
}

/** Placing refuses, and writes nothing, when the hosted tax service cannot answer (decision 041). */
export const TAX_UNAVAILABLE =
  'Sales tax could not be calculated just now: the tax service did not answer. Nothing was ordered; place the order again in a minute.'

/** Where an address sends the goods, as providers are asked. */
const shipToOf = (address: {
  stateCode: string
  postcode: string
  country: string
}): ShipTo => ({
  state: address.stateCode,
  zip: address.postcode,
  country: address.country,
})

/** Accepting a return refuses, and writes nothing, when its tax cannot be reversed. */
const TAX_REVERSAL_UNAVAILABLE =
  'The tax service did not answer, so the return was not accepted. Accept it again in a minute.'

/** Sales tax for every cart, order and invoice: one entry point, whichever provider is on. */
export class TaxService {
  /** A cart's estimate when the hosted provider fails: the imported rate table. */
  private readonly fallback = new RateTableProvider()

  constructor(
    private readonly db: Executor,
    readonly provider: TaxProvider,
  ) {}

  /**
   * The tax of lines shipped to `shipTo` for `companyId` on `at`: none when the company holds an
   * accepted, unexpired certificate for the ship-to state, else the provider's calculation. When
   * a hosted provider fails, an `estimate` (a cart's) comes from the rate table instead; anything
   * else (placing) throws a `ResultError`, so the caller's transaction writes nothing.
   */
  async taxFor(
    request: TaxRequest,
    db: Executor = this.db,
    { estimate = false } = {},
  ): Promise<TaxResult> {
    const { companyId, shipTo, at } = request
    // The rate table's rows come with the certificate, in one statement (decision 052).
    const { exemption, rates } =
      this.provider.name === 'rate-table' &&
      shipTo.country.toUpperCase() === 'US'
        ? await exemptionAndRates(db, companyId, shipTo.state, at)
        : { exemption: await exemptionFor(db, companyId, shipTo.state, at) }
    const options = { exempt: exemption !== null, rates }
    const calculate = (provider: TaxProvider) =>
      provider.calculate(request.shipTo, request.lines, db, options)
    try {
      return { exemption, ...(await calculate(this.provider)) }
    } catch (error) {
      if (!(error instanceof HostedTaxError)) throw error
      if (estimate) return { exemption, ...(await calculate(this.fallback)) }
      throw new ResultError(
        error.kind === 'address'
          ? invalid(
              [{ propertyPath: 'shippingAddress', message: error.message }],
              'The order is not complete.',
            )
          : problem(TAX_UNAVAILABLE),
      )
    }
  }

  /**
   * Records a placed order's hosted calculation under its number; a failure throws like
   * {@link taxFor}'s, so the order is not placed without it. Null when nothing is recorded.
   */
  async record(
    result: TaxResult,
    orderNumber: string,
  ): Promise<RecordedTax | null> {
    const { calculationId } = result
    const record = this.provider.record?.bind(this.provider)
    if (!calculationId || !record) return null
    return this.hosted(TAX_UNAVAILABLE, () =>
      record(calculationId, orderNumber),
    )
  }

  /**
   * Reverses with the hosted provider what a credit note gives back of a recorded sale, line by
   * line as the note computed it, under the note's number; a failure refuses the return's
   * acceptance (the caller's transaction), so the note and the filing never disagree.
   */
  async reverseCreditNote(tx: Executor, note: CreditNoteRow): Promise<void> {
    const [order] = await tx
      .select({ snapshot: t.orders.snapshot })
      .from(t.orders)
      .where(eq(t.orders.id, note.orderId))
    const recorded = (order?.snapshot as { tax?: FrozenTax } | null)?.tax
      ?.recorded
    const reverse = this.provider.reverse?.bind(this.provider)
    if (!recorded || !reverse || !note.returnId) return
    const returned = await tx
      .select({
        key: t.returnLines.orderItemId,
        quantity: t.returnLines.quantity,
        lineQuantity: t.orderItems.quantity,
        unitNet: t.orderItems.itemPriceNet,
        lineTax: t.orderItems.taxCents,
      })
      .from(t.returnLines)
      .innerJoin(t.orderItems, eq(t.orderItems.id, t.returnLines.orderItemId))
      .where(eq(t.returnLines.returnId, note.returnId))
    // Per return line as the credit note rounds it, then summed per order line (one per lot).
    const lines = new Map<string, ReversedLine>()
    for (const line of returned) {
      const key = String(line.key)
      const sum = lines.get(key) ?? { key, amountCents: 0, taxCents: 0 }
      sum.amountCents += (line.unitNet ?? 0) * line.quantity
      sum.taxCents += returnedTax(
        line.lineTax ?? 0,
        line.quantity,
        line.lineQuantity,
      )
      lines.set(key, sum)
    }
    await this.hosted(TAX_REVERSAL_UNAVAILABLE, () =>
      reverse(recorded, creditNoteNumber(note.number), [...lines.values()]),
    )
  }

  /** Calls the hosted provider; its failure becomes the refusal `message`. */
  private async hosted<T>(message: string, call: () => Promise<T>) {
    try {
      return await call()
    } catch (error) {
      if (error instanceof HostedTaxError)
        throw new ResultError(problem(message))
      throw error
    }
  }
  /** The tax of an order being placed, inside its transaction; null without a ship-to address. */
  async ofPlacing(
    order: TaxedOrder,
    at: Date,
    tx: Executor,
  ): Promise<TaxResult | null> {
    const address = order.shippingAddress
    return address
      ? this.taxFor(
          {
            shipTo: shipToOf(address),
            lines: taxableLines(order),
            companyId: order.row.companyId,
            at,
          },
          tx,
        )
      : null
  }

  /**
   * The tax of an order (or cart) as it is shown: a placed order's frozen tax; a cart's estimate
   * by its ship-to address, else its buyer's default shipping address; null without either, and
   * for an order placed before sales tax was computed.
   */
  async ofOrder(
    order: TaxedOrder,
    {
      at = new Date(),
      defaultShipTo = () => this.defaultShipTo(order.row.customerId),
    }: {
      at?: Date
      /**
       * The buyer's default shipping address (null when none or deleted), when the caller holds
       * it already: a personal page reads it for the buyer's answer too (decision 048).
       */
      defaultShipTo?: () => Promise<TaxedOrder['shippingAddress']>
    } = {},
  ): Promise<OrderTax | null> {
    if (order.row.state !== 'cart') {
      const frozen = (order.row.snapshot as { tax?: FrozenTax } | null)?.tax
      return frozen ? { ...frozen, estimated: false } : null
    }
    const shipTo = order.shippingAddress ?? (await defaultShipTo())
    if (!shipTo) return null
    return orderTax(
      await this.taxFor(
        {
          shipTo: shipToOf(shipTo),
          lines: taxableLines(order),
          companyId: order.row.companyId,
          at,
        },
        this.db,
        { estimate: true },
      ),
      true,
    )
  }

  private async defaultShipTo(customerId: number) {
    const [row] = await this.db
      .select({ address: t.addresses })
      .from(t.customers)
      .innerJoin(
        t.addresses,
        eq(t.addresses.id, t.customers.defaultShippingAddressId),
      )
      .where(eq(t.customers.id, customerId))
    return row && !row.address.deleted ? row.address : null
  }
}
