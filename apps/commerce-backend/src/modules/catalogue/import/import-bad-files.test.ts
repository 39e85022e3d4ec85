import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestShop } from '../../../test-shop'
import type { ImportResult } from './import'
import { csv, fingerprint, run, violations } from './test-import'

// A bad catalogue file changes nothing and names each problem by line and column.
useTestShop()

describe('catalogue import', () => {
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
