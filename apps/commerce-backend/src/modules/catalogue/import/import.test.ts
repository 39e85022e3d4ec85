import { createReadStream } from 'node:fs'
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ProductDocument, SearchProductsDocument } from '@shop/commerce-client'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../catalogue-shared'
import { backend, commerce, url, useTestShop } from '../../../test-shop'
import { importCatalogue } from './import'
import type { ImportOptions, ImportResult } from './import'

// The catalogue import on the demo data: what a distributor's file changes, and that a bad one
// changes nothing and names each problem by line and column.
useTestShop()

const run = (text: string | Buffer, options: ImportOptions = {}) =>
  importCatalogue(
    backend.database.db,
    (async function* () {
      yield typeof text === 'string' ? Buffer.from(text) : text
    })(),
    options,
  )

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n'

async function product(sku: string) {
  const [row] = rowsOf<Record<string, unknown>>(
    await backend.database.db.execute(
      sql`select p.*, (select sku from products r where r.id = p.replaced_by_id) as replaced_by,
        (select string_agg(c.identifier, ',') from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id) as categories
      from products p where sku = ${sku}`,
    ),
  )
  return row
}

/** Everything a failed import must leave alone: the products and their links. */
async function fingerprint() {
  const [row] = rowsOf<{ f: string }>(
    await backend.database.db.execute(sql`select md5(
      (select string_agg(concat_ws(',', sku, name, price, stock, discontinued_at, replaced_by_id, image_key), ';' order by sku) from products)
      || (select count(*) from product_categories) || (select count(*) from product_attributes)
      || (select count(*) from categories) || (select count(*) from attributes)) as f`),
  )
  return row!.f
}

function violations(result: ImportResult) {
  if (result.ok) throw new Error('the import was accepted')
  return result.violations.map(
    (v) => `line ${v.line}, ${v.column ?? '-'}: ${v.message}`,
  )
}

const HEADER =
  'sku,name,description,category_path,attributes,price,unit,pack_size,min_quantity,quantity_increment,max_quantity,stock,lead_time_days,backorder,restock_date,status,replaced_by,image,gtin,tax_class'

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

  describe('bad files change nothing and name each problem', () => {
    let images: Server
    let imageBase = ''
    beforeAll(async () => {
      images = createServer((req, res) => {
        if (req.url === '/slow.png') return // never answers
        res.writeHead(404).end()
      })
      await new Promise<void>((resolve) =>
        images.listen(0, '127.0.0.1', resolve),
      )
      imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`
    })
    afterAll(() => images.close())

    const cases: [
      string,
      () => Promise<ImportResult>,
      string[] | (() => string[]),
    ][] = [
      [
        'a spreadsheet workbook',
        () => run(Buffer.from('PK\u0003\u0004\u0014\u0000binary')),
        [
          'line 1, -: This is a spreadsheet workbook (.xlsx or .ods), not CSV: save it as "CSV UTF-8 (comma delimited)".',
        ],
      ],
      [
        'a file that is no catalogue',
        () => run('hello world\nthis is text\n'),
        [
          'line 1, -: This is not a catalogue file: its first line must be a header naming the columns (sku, name, description, …) or a JSON object; it reads "hello world".',
        ],
      ],
      [
        'UTF-16',
        () => run(Buffer.from('\ufeffsku,price\n', 'utf16le')),
        ['line 1, -: The file is UTF-16: save it as UTF-8 ("CSV UTF-8").'],
      ],
      [
        'Latin-1 instead of UTF-8',
        () =>
          run(
            Buffer.concat([
              Buffer.from(
                'sku,name\nGLV-NIT-E-NITRILE-M-BLUE-P100,ok\nGLV-NIT-E-NITRILE-S-BLUE-P100,Caf',
              ),
              Buffer.from([0xe9, 0x0a]),
            ]),
          ),
        [
          'line 3, -: The file is not UTF-8 (a byte here is not): save it as "CSV UTF-8".',
        ],
      ],
      [
        'a file over the size limit',
        () =>
          run(
            csv(
              'sku,price',
              ...Array.from({ length: 50 }, (_, i) => `X-${i},1.00`),
            ),
            {
              limits: { maxBytes: 200 },
            },
          ),
        [
          'line 1, -: The file is larger than 200 bytes, the most one import takes (CATALOGUE_IMPORT_MAX_BYTES); split it.',
        ],
      ],
      [
        'a row of 1,000 cells',
        () =>
          run(
            csv(
              'sku,price',
              'GLV-NIT-E-NITRILE-M-BLUE-P100,1.00',
              Array.from({ length: 1000 }, () => 'x').join(','),
            ),
          ),
        ['line 3, -: has 1000 cells; a row has at most 64'],
      ],
      [
        'formulas in cells',
        () =>
          run(
            csv(
              'sku,name,description,price',
              'GLV-NIT-E-NITRILE-M-BLUE-P100,=1+2,@SUM(A1),-5',
            ),
          ),
        [
          'line 2, name: starts with =, +, -, @ or a tab, which a spreadsheet runs as a formula; remove that first character',
          'line 2, description: starts with =, +, -, @ or a tab, which a spreadsheet runs as a formula; remove that first character',
          'line 2, price: must be an amount in US dollars like 12.50 (no currency sign or thousands separator), not "-5"',
        ],
      ],
      [
        'a SKU twice',
        () =>
          run(
            csv(
              'sku,price',
              'GLV-NIT-E-NITRILE-M-BLUE-P100,1.00',
              'GLV-NIT-E-NITRILE-S-BLUE-P100,1.00',
              'glv-nit-e-nitrile-m-blue-p100,2.00',
            ),
          ),
        [
          'line 4, sku: glv-nit-e-nitrile-m-blue-p100 is in the file twice (first on line 2)',
          "line 4, sku: differs from the catalogue's GLV-NIT-E-NITRILE-M-BLUE-P100 only in case; use GLV-NIT-E-NITRILE-M-BLUE-P100",
        ],
      ],
      [
        'a category path four levels deep',
        () =>
          run(
            csv(
              'sku,name,category_path,price',
              'DEEP-1,Deep,protection/gloves/examination-gloves/nitrile,1.00',
            ),
          ),
        [
          'line 2, category_path: has 4 levels; the category tree has at most 3',
        ],
      ],
      [
        'a category path that contradicts the tree',
        () =>
          run(
            csv(
              'sku,name,category_path,price',
              'DEEP-2,Moved,gloves/examination-gloves,1.00',
            ),
          ),
        [
          'line 2, category_path: "gloves" is under "protection", not at the top: give its path from the root',
        ],
      ],
      [
        'a new product without its name and price, a replacement nobody has, a bad GTIN and date',
        () =>
          run(
            csv(
              'sku,category_path,replaced_by,gtin,restock_date',
              'BRAND-NEW,protection,NOBODY-1,1234567890123,2027-02-30',
            ),
          ),
        [
          'line 2, restock_date: must be a date like 2027-03-31, not "2027-02-30"',
          'line 2, gtin: must be a GTIN of 8, 12, 13 or 14 digits with its check digit',
        ],
      ],
      [
        'a new product without its name and price, and a replacement nobody has',
        () =>
          run(
            csv(
              'sku,category_path,replaced_by',
              'BRAND-NEW,protection,NOBODY-1',
            ),
          ),
        [
          'line 2, name: is required for a product the catalogue does not have yet',
          'line 2, price: is required for a product the catalogue does not have yet',
          'line 2, replaced_by: NOBODY-1 is neither in the file nor in the catalogue',
        ],
      ],
      [
        'an image URL that does not answer, and one on a private address',
        () =>
          run(
            csv(
              'sku,image',
              `GLV-NIT-E-NITRILE-M-BLUE-P100,${imageBase}/slow.png`,
              `GLV-NIT-E-NITRILE-S-BLUE-P100,${imageBase}/missing.png`,
            ),
            { images: { allowPrivate: true, timeoutMs: 300 } },
          ),
        () => [
          `line 2, image: ${imageBase}/slow.png does not answer within 0.3 s`,
          `line 3, image: ${imageBase}/missing.png answers 404, not the image`,
        ],
      ],
      [
        'an image URL on this machine (SSRF)',
        () =>
          run(
            csv(
              'sku,image',
              `GLV-NIT-E-NITRILE-M-BLUE-P100,${imageBase}/a.png`,
            ),
          ),
        () => [
          `line 2, image: ${imageBase}/a.png points to a private or local address, which the import never fetches`,
        ],
      ],
      [
        'JSON Lines with a broken line and an unknown key',
        () =>
          run(
            '{"sku":"GLV-NIT-E-NITRILE-M-BLUE-P100","price":"1.00"}\n{"sku":\n{"sku":"X","colour":"red"}\n',
          ),
        [
          'line 2, -: is not a JSON object',
          'line 3, colour: is no column of the catalogue format (docs/catalogue-format.md)',
        ],
      ],
    ]
    for (const [name, attempt, expected] of cases)
      it(name, async () => {
        const before = await fingerprint()
        expect(violations(await attempt())).toEqual(
          typeof expected === 'function' ? expected() : expected,
        )
        expect(await fingerprint()).toBe(before)
      })
  })
})
