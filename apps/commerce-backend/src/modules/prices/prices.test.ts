import {
  MeDocument,
  PricedByDocument,
  ProductDocument,
  ProductsBySkuDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import { backend, commerce } from '../../test-shop'
import {
  P,
  Q,
  a,
  b,
  b2,
  c,
  practice,
  productFor,
  send,
  suffix,
  useContractPrices,
} from './price-fixture'

// What each practice is shown: its own contract prices on products, the pricing context that a
// shared render is priced by (decision 039), and only lists that are valid and still assigned.
useContractPrices()

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
})

describe('price files', () => {
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
