import type { AddressFormValues } from '@shop/forms'
import { checkAddress, normalizeAddress } from '@shop/forms'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { addressRefusal, requireAllowed } from '../companies'
import type { AddressRow, CustomerRow } from './customer-shared'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import type { SessionService } from './sessions'

/** An address as the API sends it: every field a string, checked by the rules of `@shop/forms`. */
export type AddressInput = AddressFormValues

/** The address rules of `@shop/forms`, the same the shop's form and API apply. */
function addressViolations(input: AddressInput): Violation[] {
  return checkAddress(input).map(({ field, message }) => ({
    propertyPath: field,
    message,
  }))
}

/**
 * One of the addresses of the member's company that is not deleted, or undefined: a company's
 * members share its address book.
 */
export async function findOwnAddress(
  db: Executor,
  customerId: number,
  id: number | null,
) {
  if (id === null) return undefined
  const [row] = await db
    .select()
    .from(t.addresses)
    .where(
      and(
        eq(t.addresses.id, id),
        eq(
          t.addresses.companyId,
          sql`(select ${t.customers.companyId} from ${t.customers} where ${t.customers.id} = ${customerId})`,
        ),
        eq(t.addresses.deleted, false),
      ),
    )
  return row
}

/** Refuses a change of the address book the member may not make: see `addressRefusal`. */
async function requireAddressRight(
  db: Executor,
  member: CustomerRow,
  change: 'add' | 'edit',
) {
  const [company] = await db
    .select({ membersMayAddAddresses: t.companies.membersMayAddAddresses })
    .from(t.companies)
    .where(eq(t.companies.id, member.companyId))
  requireAllowed(
    addressRefusal(
      member,
      company ?? { membersMayAddAddresses: false },
      change,
    ),
  )
}

/** Companies' address books and each member's default shipping and invoice addresses. */

export class AddressService {
  /** `sessions` is told when a customer's defaults change, as they are on its row. */
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
  ) {}

  async address(id: number | null): Promise<AddressRow | null> {
    if (id === null) return null
    const [row] = await this.db
      .select()
      .from(t.addresses)
      .where(and(eq(t.addresses.id, id), eq(t.addresses.deleted, false)))
    return row ?? null
  }

  /** Live addresses by id, for the per-request address loader. */
  async addressesById(ids: number[]): Promise<Map<number, AddressRow>> {
    const rows = await this.db
      .select()
      .from(t.addresses)
      .where(and(inArray(t.addresses.id, ids), eq(t.addresses.deleted, false)))
    return new Map(rows.map((row) => [row.id, row]))
  }

  /** The company's live addresses, oldest first. */
  ofCompany(companyId: number) {
    return this.db
      .select()
      .from(t.addresses)
      .where(
        and(
          eq(t.addresses.companyId, companyId),
          eq(t.addresses.deleted, false),
        ),
      )
      .orderBy(asc(t.addresses.id))
  }

  async createAddress(member: CustomerRow, input: AddressInput) {
    await requireAddressRight(this.db, member, 'add')
    const violations = addressViolations(input)
    if (violations.length) throw new ResultError(invalid(violations))
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(t.addresses)
        .values({
          ...normalizeAddress(input),
          customerId: member.id,
          companyId: member.companyId,
        })
        .returning()
      const id = written(created).id
      // A member without defaults ships to and is invoiced at the address they add (issue 31:
      // an address added at checkout was never pre-selected again).
      await tx
        .update(t.customers)
        .set({
          defaultShippingAddressId: sql`coalesce(${t.customers.defaultShippingAddressId}, ${id})`,
          defaultInvoiceAddressId: sql`coalesce(${t.customers.defaultInvoiceAddressId}, ${id})`,
        })
        .where(eq(t.customers.id, member.id))
      return written(created)
    })
    this.sessions.customerChanged(member.id)
    return row
  }

  /**
   * The company's address when it has exactly one: the default of every member who chose none,
   * so colleagues (whose defaults are their own) find a sole address pre-selected too.
   */
  async soleAddress(companyId: number): Promise<AddressRow | null> {
    const rows = await this.db
      .select()
      .from(t.addresses)
      .where(
        and(
          eq(t.addresses.companyId, companyId),
          eq(t.addresses.deleted, false),
        ),
      )
      .limit(2)
    return rows.length === 1 ? (rows[0] ?? null) : null
  }

  private async own(customerId: number, id: number | null) {
    const row = await findOwnAddress(this.db, customerId, id)
    if (!row) throw notFound('The address')
    return row
  }

  async updateAddress(
    member: CustomerRow,
    id: number | null,
    input: AddressInput,
  ) {
    const existing = await this.own(member.id, id)
    await requireAddressRight(this.db, member, 'edit')
    const violations = addressViolations(input)
    if (violations.length) throw new ResultError(invalid(violations))
    const [row] = await this.db
      .update(t.addresses)
      .set(normalizeAddress(input))
      .where(eq(t.addresses.id, existing.id))
      .returning()
    return written(row)
  }

  /**
   * Deletes softly, so placed orders keep their addresses; the members' defaults pointing at it
   * are cleared.
   */
  async deleteAddress(member: CustomerRow, id: number | null) {
    const existing = await this.own(member.id, id)
    await requireAddressRight(this.db, member, 'edit')
    const changed = await this.db.transaction(async (tx) => {
      await tx
        .update(t.addresses)
        .set({ deleted: true })
        .where(eq(t.addresses.id, existing.id))
      const shipping = await tx
        .update(t.customers)
        .set({ defaultShippingAddressId: null })
        .where(
          and(
            eq(t.customers.companyId, member.companyId),
            eq(t.customers.defaultShippingAddressId, existing.id),
          ),
        )
        .returning({ id: t.customers.id })
      const invoice = await tx
        .update(t.customers)
        .set({ defaultInvoiceAddressId: null })
        .where(
          and(
            eq(t.customers.companyId, member.companyId),
            eq(t.customers.defaultInvoiceAddressId, existing.id),
          ),
        )
        .returning({ id: t.customers.id })
      return [...shipping, ...invoice]
    })
    for (const { id: memberId } of changed)
      this.sessions.customerChanged(memberId)
    return existing.id
  }

  async setDefaults(
    customerId: number,
    shippingAddressId: number | null | undefined,
    invoiceAddressId: number | null | undefined,
  ) {
    if (shippingAddressId === undefined && invoiceAddressId === undefined)
      throw new ResultError(
        invalid([
          {
            propertyPath: 'shippingAddressId',
            message: 'Choose a default shipping or invoice address.',
          },
        ]),
      )
    const patch: Partial<CustomerRow> = {}
    if (shippingAddressId !== undefined)
      patch.defaultShippingAddressId = (
        await this.own(customerId, shippingAddressId)
      ).id
    if (invoiceAddressId !== undefined)
      patch.defaultInvoiceAddressId = (
        await this.own(customerId, invoiceAddressId)
      ).id
    const [row] = await this.db
      .update(t.customers)
      .set(patch)
      .where(eq(t.customers.id, customerId))
      .returning()
    this.sessions.customerChanged(customerId)
    return written(row)
  }
}
