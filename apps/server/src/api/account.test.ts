import { describe, expect, it } from 'vitest'
import { call, signIn, useApiServer } from '../../test/api'

// The account tag: addresses, default addresses, orders and inventory, and their refusals.
useApiServer()

describe('cart and checkout', () => {
  it('refuses a null character in any field and an empty default-address choice with a 400', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const before = (await call(jar, 'GET', '/account/addresses')).json
    const login = await call(null, 'POST', '/auth/login', {
      username: 'buyer@northside-clinic.example\u0000',
      password: 'demo1234',
    })
    expect(login.status).toBe(400)
    expect(login.json.violations).toEqual([
      {
        propertyPath: 'username',
        message: 'Must not contain a null character.',
      },
    ])
    const lookup = await call(jar, 'GET', '/shop/products-by-sku?skus=%00')
    expect(lookup.status).toBe(400)
    expect(lookup.json.violations[0].propertyPath).toBe('skus')
    const address = before.addresses[0]
    const renamed = await call(jar, 'POST', '/account/update-address', {
      ...address,
      city: 'Milwaukee\u0000',
    })
    expect(renamed.status).toBe(400)
    expect(renamed.json.violations[0].propertyPath).toBe('city')
    const none = await call(jar, 'POST', '/account/set-default-addresses', {})
    expect(none.status).toBe(400)
    expect(none.json.violations[0].message).toBe(
      'Choose a default shipping or invoice address.',
    )
    expect((await call(jar, 'GET', '/account/addresses')).json).toEqual(before)
  })

  it('adds, edits and deletes an address, refusing invalid fields', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const address = {
      salutation: 'ms',
      firstname: 'Ana',
      lastname: 'Lee',
      company: 'Lakeview Pediatric Practice',
      street: 'Harbor Road',
      number: '9',
      postcode: '53202',
      city: 'Milwaukee',
      country: 'US',
      stateCode: 'WI',
      phoneNumber: '+1 414 555 0100',
    }
    const bad = await call(jar, 'POST', '/account/add-address', {
      address: { ...address, country: 'XX', city: '' },
    })
    expect(bad.status).toBe(400)
    expect(
      bad.json.violations
        .map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['address.city', 'address.country'])
    const { json: created } = await call(jar, 'POST', '/account/add-address', {
      address,
    })
    const id = Number(created.address.id)
    const { json: updated } = await call(
      jar,
      'POST',
      '/account/update-address',
      { address: { ...address, id, city: 'Madison' } },
    )
    expect(updated.address.city).toBe('Madison')
    const stranger = await signIn()
    expect(
      (
        await call(stranger, 'POST', '/account/delete-address', {
          addressId: id,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(jar, 'POST', '/account/delete-address', { addressId: id }))
        .status,
    ).toBe(200)
    const { json: list } = await call(jar, 'GET', '/account/addresses')
    expect(
      list.addresses.some((a: { id: string }) => Number(a.id) === id),
    ).toBe(false)
  })

  it('refuses a bad postcode, state or salutation per country with readable violations, and saves nothing', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const address = {
      salutation: '',
      firstname: 'Ana',
      lastname: 'Lee',
      company: '',
      street: 'Fifth Avenue',
      number: '350',
      postcode: '10001',
      city: 'New York',
      country: 'US',
      stateCode: 'NY',
      phoneNumber: '',
    }
    const before = (await call(jar, 'GET', '/account/addresses')).json.addresses
      .length
    const refusals = [
      [
        { postcode: 'ABCDE' },
        [['address.postcode', 'Enter a 5-digit ZIP code, like 10001.']],
      ],
      [{ stateCode: 'ZZ' }, [['address.stateCode', 'Choose a state.']]],
      [
        { country: 'CA' },
        [
          ['address.postcode', 'Enter a postal code like K1A 0B1.'],
          ['address.stateCode', 'Choose a province or territory.'],
        ],
      ],
      [
        { phoneNumber: 'ask for Ana' },
        [['address.phoneNumber', 'Enter a phone number like +1 312 555 0142.']],
      ],
      [
        { salutation: 'sir' },
        [['address.salutation', 'Choose a salutation from the list, or none.']],
      ],
    ] as const
    for (const [change, violations] of refusals) {
      const bad = await call(jar, 'POST', '/account/add-address', {
        address: { ...address, ...change },
      })
      expect(bad.status, JSON.stringify(change)).toBe(400)
      expect(
        bad.json.violations.map(
          (v: { propertyPath: string; message: string }) => [
            v.propertyPath,
            v.message,
          ],
        ),
      ).toEqual(violations)
    }
    expect(
      (await call(jar, 'GET', '/account/addresses')).json.addresses.length,
    ).toBe(before)
    // ZIP+4 and no salutation are fine; the ZIP is stored with its hyphen.
    const good = await call(jar, 'POST', '/account/add-address', {
      address: { ...address, postcode: '100011234' },
    })
    expect(good.status).toBe(200)
    expect(good.json.address).toMatchObject({
      salutation: '',
      postcode: '10001-1234',
    })
    const id = Number(good.json.address.id)
    const update = await call(jar, 'POST', '/account/update-address', {
      address: { ...address, id, stateCode: 'ZZ' },
    })
    expect(update.status).toBe(400)
    await call(jar, 'POST', '/account/delete-address', { addressId: id })
  })

  it('lists past orders and inventory lots', async () => {
    const jar = await signIn()
    const { json: orders } = await call(jar, 'GET', '/account/orders')
    expect(orders.total).toBeGreaterThanOrEqual(3)
    const { json: inventory } = await call(jar, 'GET', '/account/inventory')
    expect(inventory.lots[0].lotNumber).toMatch(/^L\d{6}-/)
  })
})

describe('the success path of every other call', () => {
  it('chooses default shipping and invoice addresses', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const { json: created } = await call(jar, 'POST', '/account/add-address', {
      address: {
        salutation: 'mr',
        firstname: 'Tom',
        lastname: 'Berg',
        company: 'Lakeview Pediatric Practice',
        street: 'Depot Street',
        number: '2',
        postcode: '53703',
        city: 'Madison',
        country: 'US',
        stateCode: 'WI',
        phoneNumber: '+1 608 555 0199',
      },
    })
    const id = Number(created.address.id)
    const { status } = await call(
      jar,
      'POST',
      '/account/set-default-addresses',
      {
        shippingAddressId: id,
        invoiceAddressId: id,
      },
    )
    expect(status).toBe(200)
    const customer = (await call(jar, 'GET', '/user/me')).json.user.customer
    expect(Number(customer.defaultShippingAddress.id)).toBe(id)
    expect(Number(customer.defaultInvoiceAddress.id)).toBe(id)
  })
})
