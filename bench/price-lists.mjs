// The contract-price scenario of `npm run bench:pages` (issue 34): the 50 buyers' practices spread
// over five price lists, so their catalogue pages are shared per pricing context (decision 039).
import { simulatedNpi } from '../scripts/test-data.mjs'
import { CATEGORY, PRODUCT } from './pages.mjs'

export const PRICE_LISTS = 5

/** The pages measured with the buyers on price lists: name, path, signed in, goal in %. */
export const CONTRACT_PAGES = [
  [`category (signed in, ${PRICE_LISTS} price lists)`, CATEGORY, true, 40],
  [`product (signed in, ${PRICE_LISTS} price lists)`, PRODUCT, true, 40],
]

/**
 * Imports five price lists for the measured product and the category's first page, each a few
 * cents under list price, and assigns buyer `n` (by the NPI the bench signed them up with) to list
 * `n % 5`, through the operator API. Answers the prices of the product page, by list.
 */
export async function assignPriceLists(
  { apiUrl, backendUrl },
  serviceSecret,
  buyers,
) {
  const listing = await (
    await fetch(
      `${apiUrl}/api/shop/categories/examination-gloves/products?pageSize=24`,
    )
  ).json()
  const sku = PRODUCT.split('/').pop()
  const { product } = await (
    await fetch(`${apiUrl}/api/shop/products/${sku}`)
  ).json()
  const products = [product, ...listing.products]
  const name = (list) => `Bench list ${list + 1}`
  const rows = products.flatMap((p) =>
    Array.from({ length: PRICE_LISTS }, (_, list) => {
      const cents = p.storeValues[0].price - 10 * (list + 1)
      return `${name(list)},${p.sku},1,${(cents / 100).toFixed(2)}`
    }),
  )
  const send = async (path, csv) => {
    const response = await fetch(`${backendUrl}/operator/v1/prices/${path}`, {
      method: 'POST',
      headers: {
        'x-service-secret': serviceSecret,
        'content-type': 'text/csv',
      },
      body: csv,
    })
    if (!response.ok)
      throw new Error(`${path}: ${response.status} ${await response.text()}`)
  }
  await send(
    'imports',
    ['price_list,sku,min_quantity,price', ...new Set(rows)].join('\n'),
  )
  await send(
    'assignments',
    [
      'price_list,npi,group',
      ...Array.from(
        { length: buyers },
        (_, n) => `${name(n % PRICE_LISTS)},${simulatedNpi(n)},`,
      ),
    ].join('\n'),
  )
  return Array.from({ length: PRICE_LISTS }, (_, list) =>
    ((product.storeValues[0].price - 10 * (list + 1)) / 100).toFixed(2),
  )
}
