import { createReadStream } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ProductDocument, SearchProductsDocument } from '@shop/commerce-client'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '../catalogue-shared'
import { backend, commerce, url, useTestShop } from '../../../test-shop'
import { importCatalogue } from './import'
import {
  HEADER,
  csv,
  fingerprint,
  product,
  run,
  violations,
} from './test-import'

// The catalogue import on the demo data: what a distributor's file changes. A bad file is in
// import-bad-files.test.ts, the reader's worker thread in import-worker.test.ts.
useTestShop()

describe('catalogue import', () => {
  it('seeds the demo catalogue from seed/catalogue.csv, which its JSON Lines twin matches', async () => {
    const twin = await importCatalogue(
      backend.database.db,
      createReadStream(
        new URL('../../../../seed/catalogue.jsonl', import.meta.url),
      ),
      { dryRun: true },
    )
    expect(twin).toMatchObject({
      ok: true,
      summary: { rows: 336, new: 0, changed: 0, unchanged: 336 },
    })
    expect(await product('THM-E-BLUE')).toMatchObject({
      replaced_by: 'THM-P-BLUE',
      categories: 'thermometers',
    })
  })

  it('loads a spreadsheet CSV (BOM, CRLF, quoted commas) with a new category and attributes, found by search at once', async () => {
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        csv(
          HEADER,
          'TNG-WOOD-150,"Tongue depressors, wooden","Birch, smooth edges, 6"" long",diagnostics/instruments/tongue-depressors,Material: Birch | Pack size: 100 pieces,4.90,box,100,1,1,,500,2,no,,active,,media/strip-b54708.svg,0036000291452,',
        ),
      ),
    ])
    const result = await run(file, { format: 'csv' })
    expect(result).toMatchObject({
      ok: true,
      summary: {
        new: 1,
        changed: 0,
        categoriesCreated: ['diagnostics/instruments/tongue-depressors'],
        attributesCreated: ['Material: Birch'],
      },
    })
    const row = await product('TNG-WOOD-150')
    expect(row).toMatchObject({
      name: 'Tongue depressors, wooden',
      description: 'Birch, smooth edges, 6" long',
      price: 490,
      unit: 'box',
      pack_size: 100,
      stock: 500,
      tax_class: 'standard',
      categories: 'tongue-depressors',
      image_key: 'strip-b54708',
    })
    const { searchProducts } = await commerce.request(SearchProductsDocument, {
      query: 'tongue depressor',
      pageSize: 5,
    })
    expect(searchProducts.products.map((p) => p.sku)).toContain('TNG-WOOD-150')
  })

  it('loads JSON Lines', async () => {
    const result = await run(
      [
        JSON.stringify({
          sku: 'TNG-WOOD-300',
          name: 'Tongue depressors, large box',
          category_path: 'diagnostics/instruments/tongue-depressors',
          attributes: 'Material: Birch',
          price: 8.5,
          backorder: true,
          max_quantity: null,
        }),
        '',
      ].join('\n'),
    )
    expect(result).toMatchObject({ ok: true, summary: { new: 1 } })
    expect(await product('TNG-WOOD-300')).toMatchObject({
      price: 850,
      backorder: true,
      max_quantity: null,
    })
  })

  it('changes only the columns a partial file gives: prices, then stock', async () => {
    const before = await product('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const prices = await run(
      csv(
        'sku,price',
        'GLV-NIT-E-NITRILE-M-BLUE-P100,12.34',
        'TNG-WOOD-150,4.90',
      ),
    )
    expect(prices).toMatchObject({
      ok: true,
      summary: { changed: 1, unchanged: 1, new: 0 },
    })
    const afterPrice = await product('GLV-NIT-E-NITRILE-M-BLUE-P100')
    expect(afterPrice).toEqual({ ...before, price: 1234 })
    const stock = await run(
      csv('sku,stock', 'GLV-NIT-E-NITRILE-M-BLUE-P100,77'),
    )
    expect(stock).toMatchObject({ ok: true, summary: { changed: 1 } })
    expect(await product('GLV-NIT-E-NITRILE-M-BLUE-P100')).toEqual({
      ...afterPrice,
      stock: 77,
    })
    const { product: read } = await commerce.request(ProductDocument, {
      sku: 'GLV-NIT-E-NITRILE-M-BLUE-P100',
    })
    expect(read?.storeValues[0]?.price).toBe(1234)
  })

  it('updates a stock file in place: no product row moves, so no index (search included) grows', async () => {
    const skus = rowsOf<{ sku: string }>(
      await backend.database.db.execute(
        sql`select sku from products where id % 5 = 0 order by id`,
      ),
    ).map((r) => r.sku)
    let counts: { updated: number; hot: number } | undefined
    const result = await run(
      csv('sku,stock', ...skus.map((sku, i) => `${sku},${900 + i}`)),
      {
        // The merge's transaction: its own counts of updated and in-place (HOT) updated rows.
        onMerge: async (tx) => {
          ;[counts] = rowsOf<{ updated: number; hot: number }>(
            await tx.execute(sql`select
              pg_stat_get_xact_tuples_updated('products'::regclass)::int as updated,
              pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int as hot`),
          )
        },
      },
    )
    expect(result).toMatchObject({
      ok: true,
      summary: { changed: skus.length },
    })
    expect(skus.length).toBeGreaterThan(50)
    // Every row of the file is updated; (almost) all in place: without the fillfactor none is.
    expect(counts?.updated).toBeGreaterThanOrEqual(skus.length)
    expect(counts!.hot).toBeGreaterThanOrEqual(
      Math.floor(counts!.updated * 0.9),
    )
  })

  it('counts in a dry run what it would change, and changes nothing', async () => {
    const before = await fingerprint()
    const result = await run(
      csv(
        'sku,name,category_path,price,status',
        'GLV-NIT-E-NITRILE-S-BLUE-P100,Nitrile gloves S,protection/gloves/examination-gloves,9.99,',
        'NEW-DRY-1,Dry run product,protection/dry-run,1.00,',
        'GLV-NIT-E-NITRILE-L-BLUE-P100,,protection/gloves/examination-gloves,1.00,discontinued',
      ).replace(
        'GLV-NIT-E-NITRILE-L-BLUE-P100,,',
        'GLV-NIT-E-NITRILE-L-BLUE-P100,Nitrile gloves L,',
      ),
      { dryRun: true },
    )
    expect(result).toMatchObject({
      ok: true,
      summary: {
        dryRun: true,
        rows: 3,
        new: 1,
        changed: 2,
        discontinued: 1,
        categoriesCreated: ['protection/dry-run'],
      },
    })
    expect(await fingerprint()).toBe(before)
  })

  it('retires a product with its replacement, and refuses a replacement that is retired itself', async () => {
    const result = await run(
      csv(
        'sku,status,replaced_by',
        'SYR-LS-E-V1-P50,discontinued,SYR-LL-E-V1-P50',
      ),
    )
    expect(result).toMatchObject({ ok: true, summary: { discontinued: 1 } })
    const retired = await product('SYR-LS-E-V1-P50')
    expect(retired?.discontinued_at).not.toBeNull()
    expect(retired?.replaced_by).toBe('SYR-LL-E-V1-P50')
    const before = await fingerprint()
    expect(
      violations(
        await run(csv('sku,replaced_by', 'SYR-LS-E-V3-P50,SYR-LS-E-V1-P50')),
      ),
    ).toEqual([
      'line 2, replaced_by: SYR-LS-E-V1-P50 is discontinued itself; name a product that is sold',
    ])
    expect(await fingerprint()).toBe(before)
  })

  it('fetches an image URL once and serves it from /media', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    let served = 0
    const server = createServer((_req, res) => {
      served++
      res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const image = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tongue.png`
    const file = csv(
      'sku,image',
      `TNG-WOOD-150,${image}`,
      `TNG-WOOD-300,${image}`,
    )
    const options = { images: { allowPrivate: true } }
    expect(await run(file, options)).toMatchObject({
      ok: true,
      summary: { changed: 2, imagesFetched: 1 },
    })
    expect(await run(file, options)).toMatchObject({
      ok: true,
      summary: { unchanged: 2, imagesFetched: 0 },
    })
    server.close()
    expect(served).toBe(1)
    const { product: read } = await commerce.request(ProductDocument, {
      sku: 'TNG-WOOD-150',
    })
    const answer = await fetch(`${url}${read?.stage?.url}`)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(png)
  })
})
