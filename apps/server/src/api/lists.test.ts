import { expect, it } from 'vitest'
import { call, signIn, useApiServer } from '../../test/api'

// Order lists through the API: lines by SKU as quick order reads them, into the cart at once.
useApiServer()

it('builds a list by SKU with the quick-order errors, puts it into the cart, and hides it from others', async () => {
  const jar = await signIn('orders@lakeview-practice.example')
  const created = await call(jar, 'POST', '/account/lists/create', {
    name: 'Treatment room — weekly',
  })
  expect(created.json.list).toMatchObject({
    name: 'Treatment room — weekly',
    shared: false,
    canManage: true,
    items: [],
  })
  const listId = Number(created.json.list.id)
  const bad = await call(jar, 'POST', '/account/lists/add-items', {
    listId,
    items: [
      { sku: 'syr-ll-e-v5-p50', quantity: 3 },
      { sku: 'NOPE', quantity: 1 },
      { sku: 'NDL-E-G23-L25-P100', quantity: 0 },
    ],
  })
  expect(bad.status).toBe(400)
  expect(
    bad.json.violations.map((v: { propertyPath: string }) => v.propertyPath),
  ).toEqual(['items.2.quantity'])
  const unknown = await call(jar, 'POST', '/account/lists/add-items', {
    listId,
    items: [
      { sku: 'syr-ll-e-v5-p50', quantity: 3 },
      { sku: 'NOPE', quantity: 1 },
    ],
  })
  expect(unknown.status).toBe(400)
  expect(unknown.json.violations).toEqual([
    {
      propertyPath: 'items.1.sku',
      message: 'There is no product with SKU NOPE.',
    },
  ])
  expect(
    (await call(jar, 'GET', `/account/list?listId=${listId}`)).json.list.items,
  ).toEqual([])
  const added = await call(jar, 'POST', '/account/lists/add-items', {
    listId,
    items: [
      { sku: 'syr-ll-e-v5-p50', quantity: 3 },
      { sku: 'NDL-E-G23-L25-P100', quantity: 2 },
    ],
  })
  expect(
    added.json.list.items.map(
      (i: { product: { sku: string }; quantity: number }) => [
        i.product.sku,
        i.quantity,
      ],
    ),
  ).toEqual([
    ['SYR-LL-E-V5-P50', 3],
    ['NDL-E-G23-L25-P100', 2],
  ])
  const toCart = await call(jar, 'POST', '/account/lists/to-cart', { listId })
  expect(toCart.json).toMatchObject({ added: 2, skipped: [] })
  expect(
    toCart.json.cart.items.find(
      (i: { product: { sku: string } }) => i.product.sku === 'SYR-LL-E-V5-P50',
    ).quantity,
  ).toBeGreaterThanOrEqual(3)

  const other = await signIn('buyer@northside-clinic.example')
  expect(
    (await call(other, 'GET', `/account/list?listId=${listId}`)).status,
  ).toBe(404)
  expect(
    (await call(other, 'POST', '/account/lists/to-cart', { listId })).status,
  ).toBe(404)
  // Replacing: another practice's list is not found; a product still sold is a 400 that says so.
  const productId = Number(added.json.list.items[0].product.id)
  expect(
    (await call(other, 'POST', '/account/lists/replace', { listId, productId }))
      .status,
  ).toBe(404)
  const stillSold = await call(jar, 'POST', '/account/lists/replace', {
    listId,
    productId,
  })
  expect(stillSold.status).toBe(400)
  expect(stillSold.json.violations).toEqual([
    {
      propertyPath: 'productId',
      message: expect.stringMatching(
        /is still sold: there is nothing to replace/,
      ),
    },
  ])
  expect((await call(null, 'GET', '/account/lists')).status).toBe(401)
  const removed = await call(jar, 'POST', '/account/lists/delete', { listId })
  expect(removed.json).toEqual({ listId: String(listId) })
  expect(
    (await call(jar, 'GET', `/account/list?listId=${listId}`)).status,
  ).toBe(404)
})
