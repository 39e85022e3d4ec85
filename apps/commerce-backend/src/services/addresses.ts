import type { AddressFormValues } from '@shop/forms'
import { checkAddress, normalizeAddress } from '@shop/forms'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { written } from '../db/client'
import type { Database, Executor } from '../db/client'
import * as t from '../db/schema'
import type { AddressRow, CustomerRow } from './customer-shared'
import { ResultError, invalid, notFound } from './results'
import type { Violation } from './results'
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

/** Customers' address books and their default shipping and invoice addresses. */
/** One of the customer's saved addresses that is not deleted, or undefined. */
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
        eq(t.addresses.customerId, customerId),
        eq(t.addresses.deleted, false),
      ),
    )
  return row
}

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

  /** The customer's live addresses, oldest first. */
  ofCustomer(customerId: number) {
    return this.db
      .select()
      .from(t.addresses)
      .where(
        and(
          eq(t.addresses.customerId, customerId),
          eq(t.addresses.deleted, false),
        ),
      )
      .orderBy(asc(t.addresses.id))
  }

  async createAddress(customerId: number, input: AddressInput) {
    const violations = addressViolations(input)
    if (violations.length) throw new ResultError(invalid(violations))
    const [row] = await this.db
      .insert(t.addresses)
      .values({ ...normalizeAddress(input), customerId })
      .returning()
    return written(row)
  }

  private async own(customerId: number, id: number | null) {
    const row = await findOwnAddress(this.db, customerId, id)
    if (!row) throw notFound('The address')
    return row
  }

  async updateAddress(
    customerId: number,
    id: number | null,
    input: AddressInput,
  ) {
    const existing = await this.own(customerId, id)
    const violations = addressViolations(input)
    if (violations.length) throw new ResultError(invalid(violations))
    const [row] = await this.db
      .update(t.addresses)
      .set(normalizeAddress(input))
      .where(eq(t.addresses.id, existing.id))
      .returning()
    return written(row)
  }

  /** Deletes softly, so placed orders keep their addresses; defaults pointing at it are cleared. */
  async deleteAddress(customerId: number, id: number | null) {
    const existing = await this.own(customerId, id)
    await this.db.transaction(async (tx) => {
      await tx
        .update(t.addresses)
        .set({ deleted: true })
        .where(eq(t.addresses.id, existing.id))
      await tx
        .update(t.customers)
        .set({ defaultShippingAddressId: null })
        .where(
          and(
            eq(t.customers.id, customerId),
            eq(t.customers.defaultShippingAddressId, existing.id),
          ),
        )
      await tx
        .update(t.customers)
        .set({ defaultInvoiceAddressId: null })
        .where(
          and(
            eq(t.customers.id, customerId),
            eq(t.customers.defaultInvoiceAddressId, existing.id),
          ),
        )
    })
    this.sessions.customerChanged(customerId)
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
