import { eq, inArray } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { SALUTATIONS } from './customer-shared'
import type { CustomerRow } from './customer-shared'
import { ResultError, invalid } from '../../shared/results'
import type { SessionService } from './sessions'
import { checkText } from '../../shared/validation'

/** Customer accounts: the profile and the payment provider's customer id (sign-up: credentials). */
export class CustomerService {
  /** `sessions` is told of every change to a customer's row. */
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
  ) {}

  async byId(id: number): Promise<CustomerRow | null> {
    const [row] = await this.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.id, id))
    return row ?? null
  }

  /** Members by id, for the per-request member loader. */
  async byIds(ids: number[]): Promise<Map<number, CustomerRow>> {
    const rows = await this.db
      .select()
      .from(t.customers)
      .where(inArray(t.customers.id, ids))
    return new Map(rows.map((row) => [row.id, row]))
  }

  async updateProfile(
    customerId: number,
    input: {
      salutation?: string | null
      firstname: string
      lastname: string
    },
  ) {
    // The company name and NPI number are checked by the shop's staff: they change only there.
    const violations = checkText(input, {
      firstname: { max: 80 },
      lastname: { max: 80 },
    })
    if (!SALUTATIONS.includes(input.salutation ?? ''))
      violations.push({
        propertyPath: 'salutation',
        message: 'Choose a salutation.',
      })
    if (violations.length) throw new ResultError(invalid(violations))
    const [row] = await this.db
      .update(t.customers)
      .set({
        salutation: input.salutation ?? '',
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
      })
      .where(eq(t.customers.id, customerId))
      .returning()
    this.sessions.customerChanged(customerId)
    return written(row)
  }

  async setPaymentCustomerId(customerId: number, paymentCustomerId: string) {
    const [row] = await this.db
      .update(t.customers)
      .set({ paymentCustomerId })
      .where(eq(t.customers.id, customerId))
      .returning()
    this.sessions.customerChanged(customerId)
    return written(row)
  }
}
