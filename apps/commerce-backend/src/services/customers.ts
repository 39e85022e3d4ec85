import { isValidNpi, normaliseNpi } from '@shop/forms'
import { eq } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { written } from '../db/client'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import type { CustomerRow } from './customer-shared'
import { ResultError, invalid, tooManyAttempts } from './results'
import type { Violation } from './results'
import type { SessionService } from './sessions'
import { AuthThrottle, MINUTE } from './throttle'
import type { ThrottleRule } from './throttle'
import { checkEmail, checkText } from './validation'

const SALUTATIONS = ['mr', 'ms', 'mx', 'dr', '']

/** Sign-ups per client: each costs a password hash and creates an account. */
const signUpRules = (client: string): ThrottleRule[] => [
  { key: `signup:client:${client}`, limit: 10, windowMs: 60 * MINUTE },
]

/** Customer accounts: sign-up, the profile and the payment provider's customer id. */
export class CustomerService {
  private readonly throttle: AuthThrottle

  /** `sessions` signs new accounts in and is told of every change to a customer's row. */
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
  ) {
    this.throttle = new AuthThrottle(db)
  }

  async byId(id: number): Promise<CustomerRow | null> {
    const [row] = await this.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.id, id))
    return row ?? null
  }

  /** Creates an account and signs it in; `client` (the caller's address) is throttled. */
  async signUp(
    input: {
      email: string
      password: string
      salutation?: string | null
      firstname: string
      lastname: string
      company: string
      npiNumber: string
    },
    client: string,
  ) {
    const wait = await this.throttle.take(signUpRules(client))
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    const email = input.email.trim().toLowerCase()
    const violations: Violation[] = [
      ...checkEmail(email),
      ...checkText(input, {
        firstname: { max: 80 },
        lastname: { max: 80 },
        company: { max: 120 },
      }),
    ]
    if (input.password.length < 8 || input.password.length > 200)
      violations.push({
        propertyPath: 'password',
        message: 'The password needs at least 8 characters.',
      })
    // Typed in groups (`1234 567 893`) or not, it is checked and kept as ten digits.
    const npiNumber = normaliseNpi(input.npiNumber)
    if (!isValidNpi(npiNumber))
      violations.push({
        propertyPath: 'npiNumber',
        message: 'This NPI number is not valid.',
      })
    if (!SALUTATIONS.includes(input.salutation ?? ''))
      violations.push({
        propertyPath: 'salutation',
        message: 'Choose a salutation.',
      })
    if (violations.length) throw new ResultError(invalid(violations))
    const [created] = await this.db
      .insert(t.customers)
      .values({
        email,
        passwordHash: await hashPassword(input.password),
        salutation: input.salutation ?? '',
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        companyName: input.company.trim(),
        npiNumber,
      })
      .onConflictDoNothing()
      .returning()
    if (!created)
      throw new ResultError(
        invalid([
          {
            propertyPath: 'email',
            message: 'An account with this email address already exists.',
          },
        ]),
      )
    return this.sessions.issueTokens(created.id)
  }

  async updateProfile(
    customerId: number,
    input: {
      salutation?: string | null
      firstname: string
      lastname: string
      company: string
    },
  ) {
    const violations = checkText(input, {
      firstname: { max: 80 },
      lastname: { max: 80 },
      company: { max: 120 },
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
        companyName: input.company.trim(),
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
