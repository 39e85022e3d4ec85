import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as t from '../../db/schema'
import { backend, url, useTestShop } from '../../test-shop'
import { recordAudit } from './audit'
import { CATALOGUE_VERSION_MAX_AGE_MS } from './catalogue-version'
import { SERVICE_SECRET_OPERATOR } from './scopes'

// An operator change reaches the backend's shared listings within a second, not their minute.
useTestShop()

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('lists a category in the order of a price an operator just changed', async () => {
  const [{ categoryId } = { categoryId: 0 }] = await backend.database.db
    .select({ categoryId: t.productCategories.categoryId })
    .from(t.productCategories)
    .limit(1)
  const listing = () =>
    backend.services.listing.categoryProducts(
      categoryId,
      [],
      1,
      100,
      'PRICE_ASC',
    )
  const before = await listing()
  expect(before.products.length).toBeGreaterThan(1)
  const cheapest = before.products[0]!
  const version = (await (await fetch(`${url}/catalogue-version`)).json()) as {
    version: number
  }

  // The cheapest becomes the dearest, as an operator's price change does it: with its audit row.
  await backend.database.db.transaction(async (tx) => {
    await tx
      .update(t.products)
      .set({ price: before.products.at(-1)!.price + 100_000 })
      .where(eq(t.products.id, cheapest.id))
    await recordAudit(tx, SERVICE_SECRET_OPERATOR, {
      action: 'prices.update',
      subject: cheapest.sku,
    })
  })
  await wait(CATALOGUE_VERSION_MAX_AGE_MS + 100)

  const after = await listing()
  expect(after.products.at(-1)!.id).toBe(cheapest.id)
  expect(after.products[0]!.id).not.toBe(cheapest.id)
  const moved = (await (await fetch(`${url}/catalogue-version`)).json()) as {
    version: number
  }
  expect(moved.version).toBeGreaterThan(version.version)
})
