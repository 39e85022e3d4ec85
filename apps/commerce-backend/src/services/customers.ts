import {
  checkAddress,
  isValidNpi,
  normaliseNpi,
  normalizeAddress,
} from '@shop/forms'
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm'
import { DUMMY_HASH, hashPassword, verifyPassword } from '../auth/passwords'
import {
  REFRESH_TOKEN_GRACE_S,
  REFRESH_TOKEN_TTL_S,
  hashToken,
  randomToken,
  signAccessToken,
  successorToken,
} from '../auth/tokens'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import {
  ResultError,
  invalid,
  notFound,
  problem,
  tooManyAttempts,
} from './results'
import type { Violation } from './results'
import { AuthThrottle } from './throttle'
import type { ThrottleRule } from './throttle'
import { checkEmail, checkText } from './validation'

export type CustomerRow = typeof t.customers.$inferSelect
export type AddressRow = typeof t.addresses.$inferSelect

const SALUTATIONS = ['mr', 'ms', 'mx', 'dr', '']

export interface AddressInput {
  salutation: string
  firstname: string
  lastname: string
  company: string
  street: string
  number: string
  postcode: string
  city: string
  country: string
  stateCode: string
  phoneNumber: string
}

/**
 * How long this process trusts a live session and its customer row without asking the database
 * (decision 011). A sign-out or a change to the customer through this process takes effect at
 * once; through another backend process sharing the database, within this time.
 */
export const SESSION_CACHE_MS = 5_000
/** Sessions kept at most; the oldest go first. */
const SESSION_CACHE_ENTRIES = 10_000

const MINUTE = 60_000

/**
 * Sign-in attempts: one client guessing one account's password is stopped soon; an account has a
 * ceiling far above that, so somebody who only knows an e-mail address cannot lock its owner out
 * from another client; one client trying many accounts has its own ceiling.
 */
function signInRules(account: string, client: string): ThrottleRule[] {
  return [
    {
      key: `login:pair:${client}|${account}`,
      limit: 10,
      windowMs: 15 * MINUTE,
    },
    { key: `login:account:${account}`, limit: 100, windowMs: 15 * MINUTE },
    { key: `login:client:${client}`, limit: 50, windowMs: 15 * MINUTE },
  ]
}

/** Sign-ups per client: each costs a password hash and creates an account. */
const signUpRules = (client: string): ThrottleRule[] => [
  { key: `signup:client:${client}`, limit: 10, windowMs: 60 * MINUTE },
]

const SESSION_EXPIRED = 'The session has expired. Please sign in again.'

/** Customers, sign-in tokens and addresses. */
export class CustomerService {
  private readonly throttle: AuthThrottle

  /** Live sessions by session id: every signed-in request checks one. */
  private readonly liveSessions = new Map<
    string,
    { customer: CustomerRow; until: number }
  >()
  /** Counts sign-outs and customer changes, so a read that raced one is not kept. */
  private changes = 0

  constructor(
    private readonly db: Database,
    private readonly tokenSecret: string,
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

  /** A new sign-in: a session, its refresh token and an access token bound to the session. */
  private async issueTokens(customerId: number) {
    const refreshToken = randomToken()
    const sessionId = randomToken(16)
    await this.db.insert(t.refreshTokens).values({
      customerId,
      sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
    })
    return {
      token: signAccessToken(customerId, sessionId, this.tokenSecret),
      refreshToken,
      customerId,
    }
  }

  /**
   * The customer of a live sign-in (not signed out, its refresh token not expired), read in the
   * same query that checks the session; null when the session is over. A live session is
   * remembered for `SESSION_CACHE_MS`, so a buyer's next requests cost no query for it.
   */
  async sessionCustomer(
    sessionId: string,
    customerId: number,
  ): Promise<CustomerRow | null> {
    const known = this.liveSessions.get(sessionId)
    if (known && known.until > Date.now() && known.customer.id === customerId)
      return known.customer
    this.liveSessions.delete(sessionId)
    const changesBefore = this.changes
    const [row] = await this.db
      .select({
        customer: t.customers,
        expiresAt: t.refreshTokens.expiresAt,
      })
      .from(t.refreshTokens)
      .innerJoin(t.customers, eq(t.customers.id, t.refreshTokens.customerId))
      .where(
        and(
          eq(t.refreshTokens.sessionId, sessionId),
          eq(t.refreshTokens.customerId, customerId),
          isNull(t.refreshTokens.revokedAt),
          gt(t.refreshTokens.expiresAt, new Date()),
        ),
      )
      .limit(1)
    if (!row) return null
    if (changesBefore !== this.changes) return row.customer
    this.liveSessions.set(sessionId, {
      customer: row.customer,
      until: Math.min(Date.now() + SESSION_CACHE_MS, row.expiresAt.getTime()),
    })
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.liveSessions.size > SESSION_CACHE_ENTRIES)
      this.liveSessions.delete(this.liveSessions.keys().next().value!)
    return row.customer
  }

  /** The customer's row changed: its sessions read it again on their next request. */
  private customerChanged(customerId: number) {
    this.changes++
    for (const [sessionId, { customer }] of this.liveSessions)
      if (customer.id === customerId) this.liveSessions.delete(sessionId)
  }

  /**
   * Signs in. An unknown user and a wrong password take as long and answer the same. The attempt
   * is counted before the password is checked (`client` is the caller's address) and given back
   * when it succeeds, so only failures add up.
   */
  async authorize(username: string, password: string, client: string) {
    const account = username.trim().toLowerCase()
    const rules = signInRules(account, client)
    const wait = await this.throttle.take(rules)
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    const [customer] = await this.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.email, account))
    const ok = await verifyPassword(
      password,
      customer?.passwordHash ?? DUMMY_HASH,
    )
    if (!customer || !ok)
      throw new ResultError(
        problem('The email address or password is not correct.'),
      )
    await this.throttle.giveBack(rules)
    return this.issueTokens(customer.id)
  }

  /**
   * Rotates a refresh token: it stops working and its successor is issued with a new access
   * token. The successor is derived from the token (`successorToken`), so the same token
   * presented again within `REFRESH_TOKEN_GRACE_S` (parallel calls of one page, several API
   * instances) gets the same successor instead of signing the buyer out. Presented later, the
   * token was stolen or replayed: the whole session ends.
   */
  async refresh(refreshToken: string) {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.refreshTokens)
        .where(eq(t.refreshTokens.tokenHash, hashToken(refreshToken)))
        .for('update')
      const now = Date.now()
      if (!row || row.expiresAt.getTime() <= now || !row.sessionId)
        return { expired: true as const }
      const next = successorToken(refreshToken, this.tokenSecret)
      const issued = {
        token: signAccessToken(row.customerId, row.sessionId, this.tokenSecret),
        refreshToken: next,
        customerId: row.customerId,
      }
      if (!row.revokedAt) {
        await tx
          .update(t.refreshTokens)
          .set({ revokedAt: new Date(now), rotatedAt: new Date(now) })
          .where(eq(t.refreshTokens.id, row.id))
        await tx.insert(t.refreshTokens).values({
          customerId: row.customerId,
          sessionId: row.sessionId,
          tokenHash: hashToken(next),
          expiresAt: new Date(now + REFRESH_TOKEN_TTL_S * 1000),
        })
        return { issued }
      }
      // Revoked by a sign-out: nothing more to do.
      if (!row.rotatedAt) return { expired: true as const }
      if (now - row.rotatedAt.getTime() <= REFRESH_TOKEN_GRACE_S * 1000) {
        // Within the grace period: the same successor, if the session still lives.
        const [successor] = await tx
          .select({ id: t.refreshTokens.id })
          .from(t.refreshTokens)
          .where(
            and(
              eq(t.refreshTokens.tokenHash, hashToken(next)),
              isNull(t.refreshTokens.revokedAt),
            ),
          )
        return successor ? { issued } : { expired: true as const }
      }
      // A rotated token presented after its grace period: end the session for everyone.
      await tx
        .update(t.refreshTokens)
        .set({ revokedAt: new Date(now) })
        .where(
          and(
            eq(t.refreshTokens.sessionId, row.sessionId),
            isNull(t.refreshTokens.revokedAt),
          ),
        )
      return { reused: row.sessionId }
    })
    if (outcome.reused) this.forgetSession(outcome.reused)
    if (!outcome.issued) throw new ResultError(problem(SESSION_EXPIRED))
    return outcome.issued
  }

  /** Ends one session: its refresh tokens stop working and so do its access tokens. */
  async endSession(sessionId: string) {
    await this.db
      .update(t.refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(t.refreshTokens.sessionId, sessionId),
          isNull(t.refreshTokens.revokedAt),
        ),
      )
    this.forgetSession(sessionId)
    return true
  }

  private forgetSession(sessionId: string) {
    this.changes++
    this.liveSessions.delete(sessionId)
  }

  /** Signs out: ends the refresh token's session, so its access tokens stop working too. */
  async revoke(refreshToken: string) {
    const [row] = await this.db
      .update(t.refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(t.refreshTokens.tokenHash, hashToken(refreshToken)))
      .returning()
    if (row?.sessionId) await this.endSession(row.sessionId)
    return true
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
    return this.issueTokens(created.id)
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
    this.customerChanged(customerId)
    return row!
  }

  async setPaymentCustomerId(customerId: number, paymentCustomerId: string) {
    const [row] = await this.db
      .update(t.customers)
      .set({ paymentCustomerId })
      .where(eq(t.customers.id, customerId))
      .returning()
    this.customerChanged(customerId)
    return row!
  }

  addresses(customerId: number) {
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

  /** The address rules of `@shop/forms`, the same the shop's form and API apply. */
  private checkAddress(input: AddressInput): Violation[] {
    return checkAddress(input).map(({ field, message }) => ({
      propertyPath: field,
      message,
    }))
  }

  async createAddress(customerId: number, input: AddressInput) {
    const violations = this.checkAddress(input)
    if (violations.length) throw new ResultError(invalid(violations))
    const [row] = await this.db
      .insert(t.addresses)
      .values({ ...normalizeAddress(input), customerId })
      .returning()
    return row!
  }

  private async own(customerId: number, id: number | null) {
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
    if (!row) throw notFound('The address')
    return row
  }

  async updateAddress(
    customerId: number,
    id: number | null,
    input: AddressInput,
  ) {
    const existing = await this.own(customerId, id)
    const violations = this.checkAddress(input)
    if (violations.length) throw new ResultError(invalid(violations))
    const [row] = await this.db
      .update(t.addresses)
      .set(normalizeAddress(input))
      .where(eq(t.addresses.id, existing.id))
      .returning()
    return row!
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
    this.customerChanged(customerId)
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
    this.customerChanged(customerId)
    return row!
  }
}
