import {
  AddToOrderListDocument,
  CartDocument,
  CreateOrderListDocument,
  CreateStandingOrderDocument,
  MeDocument,
  PlaceOrderDocument,
  PricedByDocument,
  ProductDocument,
  ProductsBySkuDocument,
  StandingOrderDocument,
  UpdateCartItemDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  backend,
  commerce,
  count,
  mailTo,
  newBuyer,
  newProduct,
  prepare,
  url,
  useTestShop,
} from '../../test-shop'
import { sql } from 'drizzle-orm'

useTestShop()

/** A valid NPI (its Luhn check digit over the 80840 prefix) from nine digits. */
function npi(nine: string) {
  const digits = `80840${nine}`
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return `${nine}${(10 - (sum % 10)) % 10}`
}

const operator = (path: string, init: RequestInit = {}) =>
  fetch(`${url}/operator/v1${path}`, {
    ...init,
    headers: {
      'x-service-secret': TEST_SERVICE_SECRET,
      'content-type': 'text/csv',
      ...init.headers,
    },
  })

const send = async (path: string, csv: string) => {
  const response = await operator(path, { method: 'POST', body: csv })
  return { status: response.status, body: await response.json() }
}

const suffix = String(Date.now()).slice(-6)
const P = `PRC-P-${suffix}`
const Q = `PRC-Q-${suffix}`
type Practice = Awaited<ReturnType<typeof practice>>
let a: Practice, b: Practice, b2: Practice, c: Practice
let pId = 0

/** A buyer whose practice has its own NPI (test buyers otherwise share one). */
async function practice(name: string, nine: string) {
  const buyer = await newBuyer(name)
  await backend.database.db
    .update(t.companies)
    .set({ npiNumber: npi(nine) })
    .where(eq(t.companies.id, buyer.companyId))
  return { ...buyer, npi: npi(nine) }
}

beforeAll(async () => {
  pId = (await newProduct(P, 1000)).id
  await newProduct(Q, 2000)
  a = await practice('contract-a', `${suffix}001`)
  b = await practice('group-b', `${suffix}002`)
  b2 = await practice('group-b2', `${suffix}003`)
  c = await practice('list-c', `${suffix}004`)
  const prices = await send(
    '/prices/imports',
    [
      'price_list,sku,min_quantity,price',
      `Contract A ${suffix},${P},1,9.00`,
      `Contract A ${suffix},${P},10,8.00`,
      `Group ${suffix},${P},1,9.50`,
      `Group ${suffix},${Q},5,15.00`,
    ].join('\n'),
  )
  expect(prices.status).toBe(200)
  const assigned = await send(
    '/prices/assignments',
    [
      'price_list,npi,group',
      `Contract A ${suffix},${a.npi},`,
      `Group ${suffix},,grp-${suffix}`,
      `,${b.npi},grp-${suffix}`,
      `,${b2.npi},grp-${suffix}`,
    ].join('\n'),
  )
  expect(assigned).toMatchObject({
    status: 200,
    body: { assignments: 2, groupMembers: 2 },
  })
}, 120_000)

const productFor = async (sku: string, token?: string) =>
  (
    await commerce.request(
      ProductDocument,
      { sku },
      token ? { token } : undefined,
    )
  ).product

describe('contract prices', () => {
  it('shows each practice only its own prices, and list prices to a third and to anonymous visitors, asked at the same moment', async () => {
    const [forA, forB, forC, anonymous, bySkuA, bySkuB] = await Promise.all([
      productFor(P, a.token),
      productFor(P, b.token),
      productFor(P, c.token),
      productFor(P),
      commerce.request(
        ProductsBySkuDocument,
        { skus: [P, Q] },
        { token: a.token },
      ),
      commerce.request(
        ProductsBySkuDocument,
        { skus: [P, Q] },
        { token: b.token },
      ),
    ])
    const seen = (p: typeof forA) => ({
      price: p?.storeValues[0]?.price,
      listPrice: p?.listPrice,
      breaks: p?.priceBreaks,
    })
    expect(seen(forA)).toEqual({
      price: 900,
      listPrice: 1000,
      breaks: [{ minQuantity: 10, unitPrice: 800 }],
    })
    expect(seen(forB)).toEqual({ price: 950, listPrice: 1000, breaks: [] })
    expect(seen(forC)).toEqual({ price: 1000, listPrice: 1000, breaks: [] })
    expect(seen(anonymous)).toEqual({
      price: 1000,
      listPrice: 1000,
      breaks: [],
    })
    expect(
      bySkuA.productsBySku.map((p) => [
        p.sku,
        p.storeValues[0]?.price,
        p.priceBreaks,
      ]),
    ).toEqual([
      [P, 900, [{ minQuantity: 10, unitPrice: 800 }]],
      [Q, 2000, []],
    ])
    expect(
      bySkuB.productsBySku.map((p) => [
        p.sku,
        p.storeValues[0]?.price,
        p.priceBreaks,
      ]),
    ).toEqual([
      [P, 950, []],
      [Q, 2000, [{ minQuantity: 5, unitPrice: 1500 }]],
    ])
  })

  it('keys the pricing context by the set of lists: the same for one group, none with list prices', async () => {
    const context = async (token: string) =>
      (await commerce.request(MeDocument, {}, { token })).me?.customer
        .pricingContext
    const [ofA, ofB, ofB2, ofC] = await Promise.all(
      [a, b, b2, c].map((x) => context(x.token)),
    )
    // Today, the sorted ids of the lists, and the backend's signature over both (decision 039).
    expect(ofA).toMatch(/^\d{4}-\d\d-\d\d\.\d+\.[\w-]{22}$/)
    expect(ofB).toMatch(/^\d{4}-\d\d-\d\d\.\d+\.[\w-]{22}$/)
    expect(ofA).not.toBe(ofB)
    expect(ofB2).toBe(ofB)
    expect(ofC).toBeNull()
  })

  it('prices a shared render by a signed context without a customer, and nothing by a forged, widened, stale or untrusted one (decision 039)', async () => {
    const contextOf = async (token: string) =>
      (await commerce.request(MeDocument, {}, { token })).me?.customer
        .pricingContext ?? ''
    const [ofA, ofB] = await Promise.all([
      contextOf(a.token),
      contextOf(b.token),
    ])
    const asRender = async (
      context: string,
      secret: string = TEST_SERVICE_SECRET,
    ) => {
      const headers = {
        'x-service-secret': secret,
        'x-pricing-context': context,
      }
      const [product, priced] = await Promise.all([
        commerce.request(ProductDocument, { sku: P }, { headers }),
        commerce.request(PricedByDocument, {}, { headers }),
      ])
      return [product.product?.storeValues[0]?.price, priced.pricedBy]
    }
    const [day, idsA, signatureA] = ofA.split('.')
    const idsB = ofB.split('.')[1]
    const yesterday = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10)
    const [byA, byB, widened, swapped, stale, untrusted] = await Promise.all([
      asRender(ofA),
      asRender(ofB),
      asRender(`${day}.${[idsA, idsB].sort().join('-')}.${signatureA}`),
      asRender(`${day}.${idsB}.${signatureA}`),
      asRender(`${yesterday}.${idsA}.${signatureA}`),
      asRender(ofA, 'not-the-service-secret'),
    ])
    expect(byA).toEqual([900, ofA])
    expect(byB).toEqual([950, ofB])
    for (const refused of [widened, swapped, stale, untrusted])
      expect(refused).toEqual([1000, null])
    // A buyer's own session prices by the buyer, whatever context rides along.
    const own = await commerce.request(
      ProductDocument,
      { sku: P },
      {
        token: c.token,
        headers: {
          'x-service-secret': TEST_SERVICE_SECRET,
          'x-pricing-context': ofA,
        },
      },
    )
    expect(own.product?.storeValues[0]?.price).toBe(1000)
  })

  it('prices the cart by quantity, names the next break, and charges what was shown, telling a moved price first', async () => {
    const added = await add(a.token, a.cart.token, pId, 8)
    if (added.__typename !== 'CartSuccess') throw new Error(added.__typename)
    const line = added.cart.items[0]!
    expect(line).toMatchObject({
      unitPrice: 900,
      listUnitPrice: 1000,
      nextBreak: { minQuantity: 10, unitPrice: 800 },
      priceChange: null,
      subtotalNet: 7200,
    })
    const crossed = (
      await commerce.request(
        UpdateCartItemDocument,
        { token: a.cart.token, cartItemId: line.id, quantity: 10 },
        { token: a.token },
      )
    ).updateCartItem
    if (crossed.__typename !== 'CartSuccess')
      throw new Error(crossed.__typename)
    // Crossing a break is the buyer's own change: a new price, not a moved one.
    expect(crossed.cart.items[0]).toMatchObject({
      unitPrice: 800,
      nextBreak: null,
      priceChange: null,
    })
    // The contract changes while the buyer checks out.
    expect(
      (
        await send(
          '/prices/imports',
          `price_list,sku,min_quantity,price\nContract A ${suffix},${P},1,7.50\n`,
        )
      ).status,
    ).toBe(200)
    await prepare(a.token, a.cart.token, a.address.id, a.address.id)
    const refused = (
      await commerce.request(
        PlaceOrderDocument,
        { token: a.cart.token },
        { token: a.token },
      )
    ).placeOrder
    expect(refused.__typename).toBe('PricesChanged')
    if (refused.__typename !== 'PricesChanged') return
    expect(refused.message).toBe(
      'The price of an item changed since you added it. Check the cart and place the order again.',
    )
    expect(refused.cart.state).toBe('cart')
    expect(refused.cart.items[0]).toMatchObject({
      unitPrice: 750,
      priceChange: { previousUnitPrice: 800 },
    })
    // Shown once: the buyer has seen it, so placing again takes the new price.
    const placed = (
      await commerce.request(
        PlaceOrderDocument,
        { token: a.cart.token },
        { token: a.token },
      )
    ).placeOrder
    if (placed.__typename !== 'CartSuccess') throw new Error(placed.__typename)
    expect(placed.cart.items[0]).toMatchObject({
      unitPrice: 750,
      itemPriceNet: 750,
      listUnitPrice: 1000,
      priceChange: null,
      subtotalNet: 7500,
    })
    const [mail] = await mailTo(a.email)
    expect(mail?.html).toContain('$7.50')
    expect(mail?.html).not.toContain('$10.00')
  })

  it('keeps a third practice’s cart at list prices', async () => {
    const added = await add(c.token, c.cart.token, pId, 10)
    if (added.__typename !== 'CartSuccess') throw new Error(added.__typename)
    expect(added.cart.items[0]).toMatchObject({
      unitPrice: 1000,
      listUnitPrice: 1000,
      nextBreak: null,
    })
    const { cart } = await commerce.request(
      CartDocument,
      {},
      { token: c.token },
    )
    expect(cart.subtotalNet).toBe(10_000)
  })
})

describe('price files', () => {
  it('refuses a file with line-numbered problems and changes nothing; a dry run changes nothing either', async () => {
    const before = await count(
      sql`select count(*)::int as n from price_list_lines`,
    )
    const refused = await send(
      '/prices/imports',
      [
        'price_list,sku,min_quantity,price',
        `New list ${suffix},${P},1,8.00`,
        `New list ${suffix},NO-SUCH-SKU,1,8.00`,
        `New list ${suffix},${P},0,8.00`,
        `New list ${suffix},${P},1,$8`,
      ].join('\n'),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      'The file was not imported: 3 problems; nothing changed.',
    )
    expect(refused.body.violations).toEqual([
      {
        line: 3,
        column: 'sku',
        message: 'is no product of the catalogue ("NO-SUCH-SKU")',
      },
      {
        line: 4,
        column: 'min_quantity',
        message: 'must be from 1 to 1000000000, not 0',
      },
      {
        line: 5,
        column: 'price',
        message:
          'must be an amount in US dollars like 12.50 (no currency sign or thousands separator), not "$8"',
      },
    ])
    const dry = await operator('/prices/imports?dryRun=true', {
      method: 'POST',
      body: `price_list,sku,min_quantity,price\nNew list ${suffix},${P},1,8.00\n`,
    })
    expect(await dry.json()).toEqual({
      dryRun: true,
      rows: 1,
      lists: [{ name: `New list ${suffix}`, lines: 1, created: true }],
    })
    expect(
      await count(sql`select count(*)::int as n from price_list_lines`),
    ).toBe(before)
    expect(
      await count(
        sql`select count(*)::int as n from price_lists where name = ${`New list ${suffix}`}`,
      ),
    ).toBe(0)
  })

  it('exports a list as a price file that imports to the same lines', async () => {
    const exported = await operator(
      `/prices/lists/${encodeURIComponent(`Group ${suffix}`)}/export`,
    )
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csv = await exported.text()
    expect(csv).toBe(
      [
        'price_list,sku,min_quantity,price,valid_from,valid_to',
        `Group ${suffix},${P},1,9.50,,`,
        `Group ${suffix},${Q},5,15.00,,`,
        '',
      ].join('\n'),
    )
    const again = await send('/prices/imports', csv)
    expect(again.body.lists).toEqual([
      { name: `Group ${suffix}`, lines: 2, created: false },
    ])
    expect((await operator('/prices/lists/nope/export')).status).toBe(404)
  })

  it('ignores a list outside its validity', async () => {
    await send(
      '/prices/imports',
      [
        'price_list,sku,min_quantity,price,valid_from,valid_to',
        `Expired ${suffix},${Q},1,1.00,2020-01-01,2020-12-31`,
      ].join('\n'),
    )
    await send(
      '/prices/assignments',
      `price_list,npi\nExpired ${suffix},${c.npi}\n`,
    )
    expect((await productFor(Q, c.token))?.storeValues[0]?.price).toBe(2000)
  })

  it('keeps an order list and a standing order at the practice’s price: a run compares its tolerance with the contract, not the list price', async () => {
    const r = await newProduct(`PRC-R-${suffix}`, 1000)
    const buyer = await practice('standing', `${suffix}005`)
    await send(
      '/prices/imports',
      `price_list,sku,min_quantity,price\nStanding ${suffix},PRC-R-${suffix},1,7.00\nStanding ${suffix},PRC-R-${suffix},10,6.00\n`,
    )
    await send(
      '/prices/assignments',
      `price_list,npi,group\nStanding ${suffix},${buyer.npi},\n`,
    )
    const token = { token: buyer.token }
    // An order list shows the practice's price and its break (what the shop totals a line by).
    const { createOrderList } = await commerce.request(
      CreateOrderListDocument,
      { input: { name: `Weekly ${suffix}` } },
      token,
    )
    if (createOrderList.__typename !== 'OrderListSuccess')
      throw new Error(createOrderList.__typename)
    const { addToOrderList } = await commerce.request(
      AddToOrderListDocument,
      {
        id: createOrderList.list.id,
        items: [{ productId: String(r.id), quantity: 12 }],
      },
      token,
    )
    if (addToOrderList.__typename !== 'OrderListSuccess')
      throw new Error(addToOrderList.__typename)
    expect(addToOrderList.list.items[0]?.product).toMatchObject({
      storeValues: [{ price: 700 }],
      priceBreaks: [{ minQuantity: 10, unitPrice: 600 }],
    })
    // A standing order of 12 agrees the contract price for 12.
    await add(buyer.token, buyer.cart.token, r.id, 12)
    const { createStandingOrder } = await commerce.request(
      CreateStandingOrderDocument,
      {
        input: {
          name: `Standing ${suffix}`,
          schedule: { cadence: 'weekly', interval: 1, weekday: 1 },
          onProblem: 'place-nothing',
          priceTolerancePercent: 10,
          shippingAddressId: buyer.address.id,
          invoiceAddressId: buyer.address.id,
          carrierIdentifier: 'standard',
          paymentProviderIdentifier: 'invoice',
        },
      },
      token,
    )
    if (createStandingOrder.__typename !== 'StandingOrderSuccess')
      throw new Error(createStandingOrder.__typename)
    const standing = createStandingOrder.standingOrder
    expect(standing.items.map((i) => i.agreedPriceNet)).toEqual([600])
    // The list price doubles; the contract holds, so the run is placed at the contract price.
    await backend.database.db
      .update(t.products)
      .set({ price: 2000 })
      .where(eq(t.products.id, r.id))
    await backend.services.standingOrders.runDue(
      new Date(`${standing.nextRunOn}T00:05:00Z`),
    )
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      token,
    )
    expect(standingOrder?.runs[0]).toMatchObject({
      outcome: 'placed',
      problems: [],
    })
    expect(
      await count(
        sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
            where o.standing_order_id = ${Number(standing.id)} and i.item_price_net = 600`,
      ),
    ).toBe(1)
  })

  it('prices nothing by a context whose list was unassigned or has run out since it was signed (decision 039)', async () => {
    const d = await practice('withdrawn-d', `${suffix}005`)
    const e = await practice('expiring-e', `${suffix}006`)
    await send(
      '/prices/imports',
      [
        'price_list,sku,min_quantity,price',
        `Withdrawn ${suffix},${Q},1,12.00`,
        `Expiring ${suffix},${Q},1,13.00`,
      ].join('\n'),
    )
    await send(
      '/prices/assignments',
      `price_list,npi\nWithdrawn ${suffix},${d.npi}\nExpiring ${suffix},${e.npi}\n`,
    )
    const contextOf = async (token: string) =>
      (await commerce.request(MeDocument, {}, { token })).me?.customer
        .pricingContext ?? ''
    const [ofD, ofE] = [await contextOf(d.token), await contextOf(e.token)]
    const asRender = async (context: string) => {
      const headers = {
        'x-service-secret': TEST_SERVICE_SECRET,
        'x-pricing-context': context,
      }
      const [product, priced] = await Promise.all([
        commerce.request(ProductDocument, { sku: Q }, { headers }),
        commerce.request(PricedByDocument, {}, { headers }),
      ])
      return [product.product?.storeValues[0]?.price, priced.pricedBy]
    }
    expect(await asRender(ofD)).toEqual([1200, ofD])
    expect(await asRender(ofE)).toEqual([1300, ofE])
    const listId = async (name: string) =>
      (
        await backend.database.db
          .select({ id: t.priceLists.id })
          .from(t.priceLists)
          .where(eq(t.priceLists.name, name))
      )[0]!.id
    await backend.database.db
      .delete(t.priceListAssignments)
      .where(
        eq(t.priceListAssignments.listId, await listId(`Withdrawn ${suffix}`)),
      )
    await backend.database.db
      .update(t.priceLists)
      .set({ validTo: '2020-12-31' })
      .where(eq(t.priceLists.id, await listId(`Expiring ${suffix}`)))
    expect(await asRender(ofD)).toEqual([2000, null])
    expect(await asRender(ofE)).toEqual([2000, null])
  })
})
