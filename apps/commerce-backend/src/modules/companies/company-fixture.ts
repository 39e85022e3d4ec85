import {
  AcceptInvitationDocument,
  CartDocument,
  InviteMemberDocument,
} from '@shop/commerce-client'
import type { Role } from '@shop/commerce-client'
import { expect } from 'vitest'
import type { newBuyer } from '../../test-shop'
import {
  add,
  cartOf,
  checkout,
  commerce,
  linkTokenTo,
  newProduct,
} from '../../test-shop'

// What the company tests share: a member who joined the founder's practice through an
// invitation, and a placed order of a known total.

export type Founder = Awaited<ReturnType<typeof newBuyer>>

/** Invites `name` into the founder's company with roles and limits, and joins with the link. */
export async function join(
  founder: Founder,
  name: string,
  roles: Role[],
  limits: { orderLimit?: number | null; monthlyLimit?: number | null } = {},
) {
  const email = `${name}-${Date.now()}@members.example`
  const { inviteMember } = await commerce.request(
    InviteMemberDocument,
    { input: { email, roles, ...limits } },
    { token: founder.token },
  )
  expect(inviteMember.__typename).toBe('InvitationSuccess')
  const link = await linkTokenTo(email, '/en/auth/accept-invitation')
  const { acceptInvitation } = await commerce.request(
    AcceptInvitationDocument,
    {
      token: link,
      input: { firstname: name, lastname: 'Member', password: 'member-pass-1' },
    },
  )
  if (acceptInvitation.__typename !== 'AuthorizeSuccess')
    throw new Error(`join refused: ${acceptInvitation.__typename}`)
  return {
    email,
    link,
    token: acceptInvitation.token,
    id: acceptInvitation.user.customer.id,
  }
}

/** A product at `price` cents, so an order's total is known (standard delivery on top). */
export async function orderOf(token: string, addressId: string, price: number) {
  const product = await newProduct(`CA-${price}-${Date.now()}`, price)
  const cart = (await commerce.request(CartDocument, {}, { token })).cart
  cartOf(await add(token, cart.token, product.id, 1))
  return cartOf(await checkout(token, cart.token, addressId))
}
