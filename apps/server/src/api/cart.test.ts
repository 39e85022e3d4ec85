import { describe, expect, it } from 'vitest'
import { call, signIn, signUpConfirmed, useApiServer } from '../../test/api'

// The cart tag: adding, changing and removing lines, and what the server refuses or ignores.
useApiServer()

describe('cart and checkout', () => {
  it('needs a session', async () => {
    expect((await call(null, 'GET', '/shop/cart/current')).status).toBe(401)
    expect(
      (await call(null, 'POST', '/shop/cart/add', { productId: 1 })).status,
    ).toBe(401)
  })

  it('refuses bad quantities and ids with a 400 and changes nothing', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const before = (await call(jar, 'GET', '/shop/cart/current')).json.cart
    for (const quantity of [0, -1, 1.5, 'many', 1e9]) {
      const { status, json } = await call(jar, 'POST', '/shop/cart/add', {
        token: before.token,
        productId: 1,
        quantity,
      })
      expect(status).toBe(400)
      expect(json.violations[0].propertyPath).toBe('quantity')
    }
    expect(
      (
        await call(jar, 'POST', '/shop/cart/add', {
          token: before.token,
          productId: 'abc',
        })
      ).status,
    ).toBe(400)
    // JavaScript turns these into 1, 5, 0 and 1: none is a number the API takes.
    for (const value of [true, [5], null, [1]]) {
      const productId = await call(jar, 'POST', '/shop/cart/add', {
        token: before.token,
        productId: value,
      })
      expect(productId.status).toBe(400)
      expect(productId.json.violations[0]).toEqual({
        propertyPath: 'productId',
        message: 'Must be a number.',
      })
      const quantity = await call(jar, 'POST', '/shop/cart/add', {
        token: before.token,
        productId: 1,
        quantity: value,
      })
      expect(quantity.status).toBe(400)
    }
    expect(
      (await call(jar, 'GET', '/shop/cart/current')).json.cart.items,
    ).toEqual(before.items)
  })

  it('refuses a bulk add over the order ceiling with a 400 and writes nothing', async () => {
    // The reproduction: the 38 priciest SKUs at 10,000 each totalled more than 2^31-1 cents
    // (GraphQL's Int); the bulk add answered 500 but wrote its lines, and every cart, checkout
    // and order-history call failed from then on.
    const prices = new Map<string, number>()
    const { json: tree } = await call(null, 'GET', '/shop/categories')
    for (const category of tree.categories as { id: string }[]) {
      for (let page = 1; ; page++) {
        const { json } = await call(
          null,
          'GET',
          `/shop/categories/${category.id}/products?pageSize=100&page=${page}`,
        )
        for (const p of json.products as {
          sku: string
          storeValues: { price: number }[]
          quantityRule: { min: number; increment: number; max: number | null }
        }[])
          // Only products any quantity of which may be ordered: the ceiling is what is tested,
          // not a product's own quantity rule (decision 031).
          if (
            p.quantityRule.min === 1 &&
            p.quantityRule.increment === 1 &&
            p.quantityRule.max === null
          )
            prices.set(p.sku, p.storeValues[0]!.price)
        if (page * 100 >= json.total) break
      }
    }
    const priciest = [...prices].sort((a, b) => b[1] - a[1]).slice(0, 38)
    expect(
      priciest.reduce((sum, [, price]) => sum + price * 10_000, 0),
    ).toBeGreaterThan(2 ** 31 - 1)

    const jar = await signIn('orders@lakeview-practice.example')
    const { json: current } = await call(jar, 'GET', '/shop/cart/current')
    const bulk = await call(jar, 'POST', '/shop/cart/bulk-add', {
      token: current.cart.token,
      items: priciest.map(([sku]) => ({ sku, quantity: 10_000 })),
    })
    expect(bulk.status).toBe(400)
    expect(bulk.json.message).toEqual(expect.any(String))
    expect(JSON.stringify(bulk.json.violations)).toMatch(
      /\$1,000,000\.00|\$100,000\.00/,
    )
    const after = await call(jar, 'GET', '/shop/cart/current')
    expect(after.status).toBe(200)
    expect(after.json.cart.items).toEqual(current.cart.items)
    expect((await call(jar, 'GET', '/account/orders')).status).toBe(200)
  })
})

describe('the success path of every other call', () => {
  it('answers how many an add put in the cart: fewer at the cap of 10,000, none once full', async () => {
    const jar = await signUpConfirmed({
      email: 'orders@full-line-clinic.example',
      password: 'a-good-password',
      firstname: 'Cal',
      lastname: 'Pace',
      company: 'Full Line Clinic',
      npiNumber: '1234567893',
    })
    const { json } = await call(
      null,
      'GET',
      '/shop/products-by-sku?skus=GLV-NIT-E-NITRILE-M-BLUE-P100',
    )
    const productId = Number(json.products[0].id)
    const add = async (quantity: number) => {
      const answer = await call(jar, 'POST', '/shop/cart/add', {
        productId,
        quantity,
      })
      expect(answer.status).toBe(200)
      return {
        added: answer.json.added,
        quantity: answer.json.cart.items[0].quantity,
      }
    }
    expect(await add(9_999)).toEqual({ added: 9_999, quantity: 9_999 })
    expect(await add(5)).toEqual({ added: 1, quantity: 10_000 })
    expect(await add(1)).toEqual({ added: 0, quantity: 10_000 })
  })

  it('changes and removes cart lines and keeps a purchase-order reference', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const { json: current } = await call(jar, 'GET', '/shop/cart/current')
    const token = current.cart.token
    const { json: added } = await call(jar, 'POST', '/shop/cart/bulk-add', {
      token,
      items: [{ sku: 'SYR-LL-E-V5-P50', quantity: 2 }],
    })
    const line = added.cart.items.find(
      (i: { product: { sku: string } }) => i.product.sku === 'SYR-LL-E-V5-P50',
    )
    const { json: changed } = await call(jar, 'POST', '/shop/cart/update', {
      token,
      cartItemId: Number(line.id),
      quantity: 7,
    })
    const changedLine = changed.cart.items.find(
      (i: { id: string }) => i.id === line.id,
    )
    expect(changedLine.quantity).toBe(7)
    expect(changed.cart.subtotalNet).toBe(
      added.cart.subtotalNet + 5 * (line.totalNet / line.quantity),
    )
    const { json: po } = await call(
      jar,
      'POST',
      '/shop/checkout/purchase-order-reference',
      { token, reference: '  PO-2026-0117  ' },
    )
    expect(po.cart.purchaseOrderReference).toBe('PO-2026-0117')
    expect(po.cart.items).toHaveLength(changed.cart.items.length)
    // Another customer cannot touch this cart, even knowing its token and line.
    const stranger = await signIn()
    for (const [path, body] of [
      [
        '/shop/cart/update',
        { token, cartItemId: Number(line.id), quantity: 1 },
      ],
      ['/shop/cart/remove', { token, cartItemId: Number(line.id) }],
      ['/shop/cart/add', { token, productId: Number(line.product.id) }],
    ] as const)
      expect((await call(stranger, 'POST', path, body)).status).toBe(404)
    const { json: removed } = await call(jar, 'POST', '/shop/cart/remove', {
      token,
      cartItemId: Number(line.id),
    })
    expect(
      removed.cart.items.some((i: { id: string }) => i.id === line.id),
    ).toBe(false)
  })

  it('ignores prices, totals and owners sent by the client, and loses no line between two sessions', async () => {
    const first = await signIn('orders@lakeview-practice.example')
    const second = await signIn('orders@lakeview-practice.example')
    const { json: current } = await call(first, 'GET', '/shop/cart/current')
    const token = current.cart.token
    const { json: catalogue } = await call(
      null,
      'GET',
      '/shop/products-by-sku?skus=NDL-E-G23-L25-P100,GLV-LTX-E-LATEX-S-WHITE-P100',
    )
    const [needles, gloves] = catalogue.products as {
      id: string
      sku: string
      storeValues: { price: number }[]
    }[]
    // Two sessions of one customer add at the same moment, with forged fields.
    const forged = { price: 1, itemPriceNet: 1, customerId: 1, state: 'paid' }
    const [a, b] = await Promise.all([
      call(first, 'POST', '/shop/cart/add', {
        token,
        productId: Number(needles!.id),
        quantity: 2,
        ...forged,
      }),
      call(second, 'POST', '/shop/cart/add', {
        token,
        productId: Number(gloves!.id),
        quantity: 3,
        ...forged,
      }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const { json: after } = await call(first, 'GET', '/shop/cart/current')
    const line = (sku: string) =>
      after.cart.items.find(
        (i: { product: { sku: string } }) => i.product.sku === sku,
      )
    for (const product of [needles!, gloves!]) {
      expect(line(product.sku).itemPriceNet).toBe(product.storeValues[0]!.price)
    }
    expect(after.cart.state).toBe('cart')
  })
})
