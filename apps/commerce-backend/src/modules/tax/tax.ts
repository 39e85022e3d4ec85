import { and, desc, eq, gte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { orderTax, taxableLines } from './order-tax'
import type { FrozenTax, OrderTax, TaxedOrder } from './order-tax'
import type {
  ShipTo,
  TaxCalculation,
  TaxProvider,
  TaxableLine,
} from './provider'

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
  /** The certificate that removed the tax; null when none applied. */
  exemption: CertificateRow | null
}

/** The day of `at` in UTC, as `YYYY-MM-DD` (a certificate's `expires_on` is its last valid day). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** The company's accepted certificate for the state valid on `at`, the one valid longest. */
export async function exemptionFor(
  db: Executor,
  companyId: number,
  state: string,
  at: Date,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(t.exemptionCertificates)
    .where(
      and(
        eq(t.exemptionCertificates.companyId, companyId),
        eq(t.exemptionCertificates.state, state.toUpperCase()),
        eq(t.exemptionCertificates.status, 'accepted'),
        gte(t.exemptionCertificates.expiresOn, dayOf(at)),
      ),
    )
    .orderBy(desc(t.exemptionCertificates.expiresOn))
    .limit(1)
  return row ?? null
}

/** Sales tax for every cart, order and invoice: one entry point, whichever provider is on. */
export class TaxService {
  constructor(
    private readonly db: Executor,
    readonly provider: TaxProvider,
  ) {}

  /**
   * The tax of lines shipped to `shipTo` for `companyId` on `at`: none when the company holds an
   * accepted, unexpired certificate for the ship-to state, else the provider's calculation.
   */
  async taxFor(
    request: TaxRequest,
    db: Executor = this.db,
  ): Promise<TaxResult> {
    const exemption = await exemptionFor(
      db,
      request.companyId,
      request.shipTo.state,
      request.at,
    )
    if (exemption)
      return {
        exemption,
        amount: 0,
        breakdown: [],
        lines: request.lines.map((line) => ({ key: line.key, amount: 0 })),
      }
    return {
      exemption: null,
      ...(await this.provider.calculate(request.shipTo, request.lines, db)),
    }
  }
  /**
   * The tax of an order (or cart) as it is shown: a placed order's frozen tax; a cart's estimate
   * by its ship-to address, else its buyer's default shipping address; null without either, and
   * for an order placed before sales tax was computed.
   */
  async ofOrder(order: TaxedOrder, at = new Date()): Promise<OrderTax | null> {
    if (order.row.state !== 'cart') {
      const frozen = (order.row.snapshot as { tax?: FrozenTax } | null)?.tax
      return frozen ? { ...frozen, estimated: false } : null
    }
    const shipTo =
      order.shippingAddress ?? (await this.defaultShipTo(order.row.customerId))
    if (!shipTo) return null
    return orderTax(
      await this.taxFor({
        shipTo: {
          state: shipTo.stateCode,
          zip: shipTo.postcode,
          country: shipTo.country,
        },
        lines: taxableLines(order),
        companyId: order.row.companyId,
        at,
      }),
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
