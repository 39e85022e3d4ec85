import {
  AddressesDocument,
  AuthorizeDocument,
  CreateAddressDocument,
  MeDocument,
  UpdateAddressDocument,
} from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../auth/passwords'
import * as t from '../../db/schema'
import {
  ADDRESS,
  addAddress,
  backend,
  commerce,
  newBuyer,
  useTestShop,
} from '../../test-shop'

// The address book's rules, shared with the shop's form through @shop/forms.
useTestShop()

describe('addresses', () => {
  it('checks postcodes and states per country, keeps the salutation optional and stores codes the post office’s way', async () => {
    const { token, address } = await newBuyer('addresses')
    const refusals = [
      {
        change: { postcode: 'ABCDE' },
        violations: [
          {
            propertyPath: 'postcode',
            message: 'Enter a 5-digit ZIP code, like 10001.',
          },
        ],
      },
      {
        change: { stateCode: 'ZZ' },
        violations: [{ propertyPath: 'stateCode', message: 'Choose a state.' }],
      },
      {
        // ZIP 10001 and state NY, in Canada.
        change: { country: 'CA' as const },
        violations: [
          {
            propertyPath: 'postcode',
            message: 'Enter a postal code like K1A 0B1.',
          },
          {
            propertyPath: 'stateCode',
            message: 'Choose a province or territory.',
          },
        ],
      },
    ]
    for (const { change, violations } of refusals) {
      const { createAddress } = await commerce.request(
        CreateAddressDocument,
        { input: { ...ADDRESS, ...change } },
        { token },
      )
      expect(createAddress).toMatchObject({
        __typename: 'ValidationError',
        violations,
      })
    }
    // An update is checked alike and leaves the saved address as it was.
    const { updateAddress } = await commerce.request(
      UpdateAddressDocument,
      { id: address.id, input: { ...ADDRESS, postcode: 'ABCDE' } },
      { token },
    )
    expect(updateAddress.__typename).toBe('ValidationError')
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    expect(addresses.map((a) => a.postcode)).toEqual(['10001'])
    const { createAddress } = await commerce.request(
      CreateAddressDocument,
      {
        input: {
          ...ADDRESS,
          salutation: '',
          postcode: 'k1a0b1',
          city: 'Ottawa',
          country: 'CA',
          stateCode: 'on',
        },
      },
      { token },
    )
    expect(createAddress).toMatchObject({
      __typename: 'AddressSuccess',
      address: { salutation: '', postcode: 'K1A 0B1', stateCode: 'ON' },
    })
  })

  it('makes a practice’s first address the default of who adds it, and of colleagues while it is the only one (issue 31)', async () => {
    // newBuyer adds the practice's first address through the API.
    const founder = await newBuyer('first-address')
    const defaults = async (token: string) => {
      const { me } = await commerce.request(MeDocument, {}, { token })
      return {
        shipping: me?.customer.defaultShippingAddress?.id ?? null,
        invoice: me?.customer.defaultInvoiceAddress?.id ?? null,
      }
    }
    const first = founder.address.id
    expect(await defaults(founder.token)).toEqual({
      shipping: first,
      invoice: first,
    })
    const email = `colleague-${Date.now()}@buyers.example`
    await backend.database.db.insert(t.customers).values({
      companyId: founder.companyId,
      roles: ['buyer'],
      email,
      passwordHash: await hashPassword('buyer-pass-1'),
      firstname: 'Col',
      lastname: 'League',
      emailVerifiedAt: new Date(),
    })
    const { authorize } = await commerce.request(AuthorizeDocument, {
      username: email,
      password: 'buyer-pass-1',
    })
    if (authorize.__typename !== 'AuthorizeSuccess') throw new Error('sign-in')
    expect(await defaults(authorize.token)).toEqual({
      shipping: first,
      invoice: first,
    })
    // A second address changes no one's choice: the founder keeps theirs, the colleague chooses.
    await addAddress(founder.token, 'Albany')
    expect(await defaults(founder.token)).toEqual({
      shipping: first,
      invoice: first,
    })
    expect(await defaults(authorize.token)).toEqual({
      shipping: null,
      invoice: null,
    })
  })
})
