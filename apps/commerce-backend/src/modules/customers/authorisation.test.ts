import {
  AddToCartDocument,
  AddressesDocument,
  AuthorizeDocument,
  CartDocument,
  MeDocument,
  OrderDocument,
  OrdersDocument,
  RevokeRefreshTokenDocument,
  SetCheckoutAddressesDocument,
  UpdateProfileDocument,
} from '@shop/commerce-client'
import type { GraphQLRequestError } from '@shop/commerce-client'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../seed/seed'
import { SESSION_CACHE_MS } from './sessions'
import {
  backend,
  commerce,
  productId,
  signIn,
  url,
  useTestShop,
} from '../../test-shop'

// Who may see and change what: customers kept apart, live sessions, bad tokens and abusive queries.
useTestShop()

describe('authorisation', () => {
  it('keeps customers apart: another customer’s order, cart and address are not found', async () => {
    const a = await signIn(0)
    const b = await signIn(1)
    const { orders } = await commerce.request(OrdersDocument, {}, { token: a })
    const aOrder = orders.orders[0]!
    expect(
      (
        await commerce.request(
          OrderDocument,
          { token: aOrder.token },
          { token: b },
        )
      ).order,
    ).toBeNull()
    const { cart: aCart } = await commerce.request(
      CartDocument,
      {},
      { token: a },
    )
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const result = (
      await commerce.request(
        AddToCartDocument,
        { token: aCart.token, productId: gloves.id },
        { token: b },
      )
    ).addToCart
    expect(result).toMatchObject({
      __typename: 'Error',
      message: 'The cart was not found.',
    })
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token: a },
    )
    const { cart: bCart } = await commerce.request(
      CartDocument,
      {},
      { token: b },
    )
    const stolen = (
      await commerce.request(
        SetCheckoutAddressesDocument,
        {
          token: bCart.token,
          shippingAddressId: addresses[0]!.id,
          invoiceAddressId: addresses[0]!.id,
        },
        { token: b },
      )
    ).setCheckoutAddresses
    expect(stolen.__typename).toBe('ValidationError')
  })

  it('trusts a live session for a few seconds, but a sign-out or a profile change through it at once', async () => {
    const demo = DEMO_CUSTOMERS[1]
    const session = async () => {
      const { authorize } = await commerce.request(AuthorizeDocument, {
        username: demo.email,
        password: demo.password,
      })
      if (authorize.__typename !== 'AuthorizeSuccess')
        throw new Error('sign-in failed')
      const { token, refreshToken } = authorize
      const firstname = () =>
        commerce
          .request(MeDocument, {}, { token })
          .then((result) => result.me?.customer.firstname ?? null)
          .catch((error: GraphQLRequestError) => error.code)
      const rename = (name: string) =>
        commerce.request(
          UpdateProfileDocument,
          {
            input: {
              salutation: demo.salutation,
              firstname: name,
              lastname: demo.lastname,
            },
          },
          { token },
        )
      const signOut = () =>
        commerce.request(RevokeRefreshTokenDocument, { refreshToken })
      return { firstname, rename, signOut }
    }

    // A profile change shows on the very next request.
    const first = await session()
    expect(await first.firstname()).toBe(demo.firstname)
    await first.rename('Dan')
    expect(await first.firstname()).toBe('Dan')
    await first.rename(demo.firstname)
    expect(await first.firstname()).toBe(demo.firstname)

    // A sign-out through this process ends the session at once.
    await first.signOut()
    expect(await first.firstname()).not.toBe(demo.firstname)

    // Another process on the same database ends a session: this one answers from memory for at
    // most SESSION_CACHE_MS (the session is not read again for every request).
    const second = await session()
    expect(await second.firstname()).toBe(demo.firstname)
    const ended = Date.now()
    await backend.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() where revoked_at is null`,
    )
    const answer = await second.firstname()
    if (Date.now() - ended < SESSION_CACHE_MS)
      expect(answer).toBe(demo.firstname)
  })

  it('answers the same for an unknown user and a wrong password', async () => {
    const unknown = await commerce.request(AuthorizeDocument, {
      username: 'nobody@example.com',
      password: 'x',
    })
    const wrong = await commerce.request(AuthorizeDocument, {
      username: DEMO_CUSTOMERS[0].email,
      password: 'wrong',
    })
    expect(unknown).toEqual(wrong)
  })

  it('refuses anonymous and forged tokens with UNAUTHENTICATED', async () => {
    const anonymous = await commerce
      .request(CartDocument, {})
      .catch((e: unknown) => e)
    expect((anonymous as GraphQLRequestError).code).toBe('UNAUTHENTICATED')
    const forged = await commerce
      .request(CartDocument, {}, { token: 'eyJzdWIiOjF9.bad' })
      .catch((e: unknown) => e)
    expect((forged as GraphQLRequestError).code).toBe('UNAUTHENTICATED')
  })

  it('refuses abusive queries', async () => {
    const deep = `{ categories { categories { categories { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { id } } } } } } } } } } } } }`
    const res = await fetch(`${url}/graphql/commerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: deep }),
    })
    expect(JSON.stringify(await res.json())).toContain('nested deeper')
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: carriers { id }`).join(' ')} }`
    const res2 = await fetch(`${url}/graphql/commerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: aliases }),
    })
    expect(JSON.stringify(await res2.json())).toContain('aliases')
  })

  it('refuses a null character in text, as a variable or in the query, and stays up', async () => {
    const post = async (body: unknown) =>
      (await fetch(`${url}/graphql/commerce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as {
        errors?: { message: string; extensions?: { code?: string } }[]
      }
    const variable = await post({
      query: 'query ($sku: String!) { product(sku: $sku) { id } }',
      variables: { sku: 'GLV\u0000' },
    })
    expect(variable.errors?.[0]).toMatchObject({
      message: 'Text must not contain a null character.',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    const literal = await post({
      query: '{ product(sku: "GLV\\u0000") { id } }',
    })
    expect(literal.errors?.[0]?.message).toBe(
      'Text must not contain a null character.',
    )
    expect(
      (
        await post({
          query: '{ product(sku: "GLV-NIT-E-NITRILE-M-BLUE-P100") { id } }',
        })
      ).errors,
    ).toBeUndefined()
  })
})
