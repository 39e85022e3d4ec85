import { MeDocument } from '@shop/commerce-client'
import type { MeQuery } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../auth/passwords'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import type { Role } from '../../db/schema'
import { decisionRefusal } from './approvals'
import type { CustomerRow } from '../customers'
import { capabilities } from './permissions'
import { lockBuyer } from '../carts'
import { ResultError } from '../../shared/results'
import { ADDRESS, backend, commerce, useTestShop } from '../../test-shop'

// Decision 024: the customer's `can` says what the services allow, for every kind of member. The
// services are called as each member; what they allow is compared with `can`, so no table of
// expectations repeats the rules.
useTestShop()

type Can = NonNullable<MeQuery['me']>['customer']['can']

/** Whether the service let the member through: refusals are Forbidden (or, to order, confirm first). */
async function allowed(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run()
    return true
  } catch (error) {
    if (!(error instanceof ResultError)) throw error
    const { __typename, message } = error.result
    if (__typename === 'Forbidden' || /confirm your email/.test(message))
      return false
    throw error
  }
}

const db = () => backend.database.db
const services = () => backend.services

async function company(membersMayAddAddresses: boolean) {
  const [row] = await db()
    .insert(t.companies)
    .values({
      name: 'Capabilities clinic',
      npiNumber: '1234567893',
      membersMayAddAddresses,
    })
    .returning()
  return written(row)
}

let n = 0
async function member(
  companyId: number,
  roles: Role[],
  state: { confirmed?: boolean; deactivated?: boolean } = {},
): Promise<CustomerRow> {
  const [row] = await db()
    .insert(t.customers)
    .values({
      companyId,
      roles,
      email: `member-${Date.now()}-${(n += 1)}@capabilities.example`,
      passwordHash: await hashPassword('member-pass-1'),
      firstname: 'Cap',
      lastname: roles.join('-'),
      emailVerifiedAt: state.confirmed === false ? null : new Date(),
      deactivatedAt: state.deactivated ? new Date() : null,
    })
    .returning()
  return written(row)
}

/** `can` as the backend answers it: through `me` for who can sign in. */
async function canOf(row: CustomerRow, open: boolean): Promise<Can> {
  if (row.deactivatedAt)
    // Nobody signs in as a deactivated member: the rules the resolver answers with, directly.
    return capabilities(row, { membersMayAddAddresses: open })
  const { token } = await services().sessions.issueTokens(row.id)
  const { me } = await commerce.request(MeDocument, {}, { token })
  if (!me) throw new Error('not signed in')
  return me.customer.can
}

/** What the services let `row` do, each capability asked of the service that enforces it. */
async function servicesAllow(
  row: CustomerRow,
  colleague: CustomerRow,
  addressId: number,
  open: boolean,
): Promise<Can> {
  const { companies, approvals, addresses, orderHistory, statements } =
    services()
  // A colleague's order waiting for approval, as the approvers' queue and the history find it.
  const [waiting] = await db()
    .insert(t.orders)
    .values({
      token: `waiting-${row.id}`,
      customerId: colleague.id,
      companyId: row.companyId,
      state: 'awaiting_approval',
      placedAt: new Date(),
    })
    .returning()
  const order = written(waiting)
  const can = {
    placeOrders: await allowed(() =>
      db().transaction((tx) => lockBuyer(tx, row.id)),
    ),
    seeCompanyOrders: (
      await orderHistory.orders(row, 1, 10, colleague.id)
    ).orders.some((o) => o.row.id === order.id),
    seeMembers: await allowed(() => companies.members(row)),
    seeApprovals: await allowed(() => approvals.queue(row, 'pending')),
    // The order-independent part of a decision: the colleague's order within every limit.
    decideApprovals: decisionRefusal(row, order, 0) === null,
    addAddresses: await allowed(() => addresses.createAddress(row, ADDRESS)),
    manageAddresses: await allowed(() =>
      addresses.updateAddress(row, addressId, ADDRESS),
    ),
    viewBilling: await allowed(() => statements.statement(row)),
  }
  // Last, as it writes the company's setting (unchanged) that the address book reads.
  const manageMembers = await allowed(() =>
    companies.updateCompany(row, { membersMayAddAddresses: open }),
  )
  return { ...can, manageMembers }
}

const MEMBERS: [
  string,
  Role[],
  { confirmed?: boolean; deactivated?: boolean },
][] = [
  ['an administrator', ['administrator'], {}],
  ['an approver', ['approver'], {}],
  ['a buyer', ['buyer'], {}],
  ['an approving buyer', ['approver', 'buyer'], {}],
  ['a billing member', ['billing'], {}],
  [
    'an unconfirmed account',
    ['administrator', 'approver', 'buyer'],
    { confirmed: false },
  ],
  [
    'a deactivated member',
    ['administrator', 'approver', 'buyer'],
    { deactivated: true },
  ],
]

describe('Customer.can', () => {
  for (const open of [false, true])
    for (const [who, roles, state] of MEMBERS)
      it(`says what the services allow ${who}${open ? ' where members add addresses' : ''}`, async () => {
        const practice = await company(open)
        const colleague = await member(practice.id, ['buyer'])
        const [address] = await db()
          .insert(t.addresses)
          .values({
            ...ADDRESS,
            customerId: colleague.id,
            companyId: practice.id,
          })
          .returning()
        const row = await member(practice.id, roles, state)
        const can = await canOf(row, open)
        expect(can).toEqual(
          await servicesAllow(row, colleague, written(address).id, open),
        )
      })

  it('reads the company setting the address book follows', async () => {
    const practice = await company(true)
    const buyer = await member(practice.id, ['buyer'])
    expect((await canOf(buyer, true)).addAddresses).toBe(true)
    await db()
      .update(t.companies)
      .set({ membersMayAddAddresses: false })
      .where(eq(t.companies.id, practice.id))
    expect((await canOf(buyer, false)).addAddresses).toBe(false)
  })
})
