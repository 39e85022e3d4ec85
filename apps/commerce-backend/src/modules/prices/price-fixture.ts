import { ProductDocument } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { beforeAll, expect } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  backend,
  commerce,
  newBuyer,
  newProduct,
  url,
  useTestShop,
} from '../../test-shop'

// What the contract price tests share: two products, P and Q; four practices with NPIs of their
// own (a on its own contract, b and b2 in a purchasing group with a list, c on list prices); and
// the operator API that imports and assigns the price files. `a`, `b`, `b2`, `c` and `pId` are set
// by `useContractPrices` before the file's tests run.

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

export const operator = (path: string, init: RequestInit = {}) =>
  fetch(`${url}/operator/v1${path}`, {
    ...init,
    headers: {
      'x-service-secret': TEST_SERVICE_SECRET,
      'content-type': 'text/csv',
      ...init.headers,
    },
  })

export const send = async (path: string, csv: string) => {
  const response = await operator(path, { method: 'POST', body: csv })
  // A summary or the file's problems, which the tests compare whole.
  const body = (await response.json()) as Record<string, unknown>
  return { status: response.status, body }
}

export const suffix = String(Date.now()).slice(-6)
export const P = `PRC-P-${suffix}`
export const Q = `PRC-Q-${suffix}`
type Practice = Awaited<ReturnType<typeof practice>>
export let a: Practice, b: Practice, b2: Practice, c: Practice
/** The id of product P. */
export let pId = 0

/** A buyer whose practice has its own NPI (test buyers otherwise share one). */
export async function practice(name: string, nine: string) {
  const buyer = await newBuyer(name)
  await backend.database.db
    .update(t.companies)
    .set({ npiNumber: npi(nine) })
    .where(eq(t.companies.id, buyer.companyId))
  return { ...buyer, npi: npi(nine) }
}

/** One backend for the file, with P and Q priced by contract A (for a) and the group's list. */
export function useContractPrices() {
  useTestShop()
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
}

export const productFor = async (sku: string, token?: string) =>
  (
    await commerce.request(
      ProductDocument,
      { sku },
      token ? { token } : undefined,
    )
  ).product
