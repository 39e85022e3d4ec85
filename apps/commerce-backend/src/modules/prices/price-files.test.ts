import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { count } from '../../test-shop'
import {
  P,
  Q,
  operator,
  send,
  suffix,
  useContractPrices,
} from './price-fixture'

// The price files through the operator API: a file with problems changes nothing (nor does a dry
// run), and an exported list imports to the same lines.
useContractPrices()

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
})
