import { describe, expect, it } from 'vitest'
import { call, signIn, useApiServer } from '../../test/api'

// The checkout tag: from a filled cart to a placed order, paid by invoice.
useApiServer()

describe('cart and checkout', () => {
  it('runs the whole checkout with invoice payment', async () => {
    const jar = await signIn()
    const { json: current } = await call(jar, 'GET', '/shop/cart/current')
    const token = current.cart.token
    const { json: product } = await call(
      null,
      'GET',
      '/shop/products/SYR-LL-E-V5-P50',
    )
    let { json } = await call(jar, 'POST', '/shop/cart/add', {
      token,
      productId: Number(product.product.id),
    })
    expect(
      json.cart.items.find(
        (i: { product: { id: string } }) => i.product.id === product.product.id,
      ).quantity,
    ).toBe(1)
    const bulk = await call(jar, 'POST', '/shop/cart/bulk-add', {
      token,
      items: [
        { sku: 'ndl-e-g23-l25-p100', quantity: 2 },
        { sku: 'NOPE', quantity: 1 },
      ],
    })
    expect(bulk.status).toBe(400)
    expect(bulk.json.violations).toEqual([
      {
        propertyPath: 'items.1.sku',
        message: 'There is no product with SKU NOPE.',
      },
    ])
    ;({ json } = await call(jar, 'POST', '/shop/cart/bulk-add', {
      token,
      items: [{ sku: 'ndl-e-g23-l25-p100', quantity: 2 }],
    }))
    expect(json.cart.items.length).toBeGreaterThanOrEqual(2)
    const { json: addresses } = await call(jar, 'GET', '/account/addresses')
    const addressId = Number(addresses.addresses[0].id)
    await call(jar, 'POST', '/shop/checkout/addresses', {
      token,
      shippingAddressId: addressId,
      invoiceAddressId: addressId,
    })
    const { json: carriers } = await call(
      jar,
      'GET',
      `/shop/checkout/carriers?locale=en_US&token=${token}`,
    )
    expect(
      carriers.carriers.map((c: { identifier: string }) => c.identifier),
    ).toEqual(['express', 'freight', 'standard'])
    await call(jar, 'POST', '/shop/checkout/shipping', {
      token,
      carrierIdentifier: 'standard',
    })
    const { json: providers } = await call(
      jar,
      'GET',
      `/shop/checkout/payment-providers?token=${token}`,
    )
    expect(
      providers.paymentProviders.map(
        (p: { identifier: string }) => p.identifier,
      ),
    ).toEqual(['invoice'])
    expect(
      (
        await call(jar, 'POST', '/shop/checkout/payment-provider', {
          token,
          paymentProviderIdentifier: 'stripe',
        })
      ).status,
    ).toBe(400)
    ;({ json } = await call(jar, 'POST', '/shop/checkout/payment-provider', {
      token,
      paymentProviderIdentifier: 'invoice',
    }))
    expect(json.cart.paymentProvider.identifier).toBe('invoice')
    const placed = await call(jar, 'POST', '/shop/checkout/order', { token })
    expect(placed.json.cart.number).toMatch(/^SO-/)
    const again = await call(jar, 'POST', '/shop/checkout/order', { token })
    expect(again.json.cart.number).toBe(placed.json.cart.number)
    const { json: order } = await call(
      jar,
      'GET',
      `/account/order?token=${token}&locale=en_US`,
    )
    expect(order.order.totalNet).toBe(placed.json.cart.totalNet)
    // Another customer gets "not found" for this order.
    const other = await signIn('orders@lakeview-practice.example')
    expect(
      (await call(other, 'GET', `/account/order?token=${token}`)).status,
    ).toBe(404)
  })
})
