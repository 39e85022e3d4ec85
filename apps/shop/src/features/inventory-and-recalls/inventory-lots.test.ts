import { describe, expect, it } from 'vitest'
import { SEALING_RECALL } from './recall-fixtures'
import { LOTS, TODAY, lot } from './inventory-fixtures'
import { inventoryCsv, inventoryView, lotStatus } from './inventory-lots'
import { inventorySearch } from './inventory-search'

const numbers = (lots: { lotNumber: string }[]) =>
  lots.map((one) => one.lotNumber)

describe('expiry', () => {
  // The days and the thresholds are @shop/forms' (expiry.test.ts).
  it('gives a recalled lot the status recalled, whatever its expiry', () => {
    expect(lotStatus(lot({ expiryDate: '2026-01-01' }), TODAY)).toBe('expired')
    expect(
      lotStatus(
        lot({ expiryDate: '2026-01-01', recall: SEALING_RECALL }),
        TODAY,
      ),
    ).toBe('recalled')
  })
})

describe('inventoryView', () => {
  const view = (
    show: Parameters<typeof inventoryView>[1]['show'],
    sort: Parameters<typeof inventoryView>[1]['sort'] = 'expiry',
  ) => numbers(inventoryView(LOTS, { show, sort, today: TODAY }))

  it('lists every lot, the soonest expiry first, by default', () => {
    expect(view('all')).toEqual([
      'L-OLD',
      'L-30',
      'L-90',
      SEALING_RECALL.lotNumber,
      'L-FAR',
    ])
  })

  it('sorts by the latest expiry first or by product name', () => {
    expect(view('all', 'expiry-desc')).toEqual([
      'L-FAR',
      SEALING_RECALL.lotNumber,
      'L-90',
      'L-30',
      'L-OLD',
    ])
    expect(
      inventoryView(LOTS, { show: 'all', sort: 'product', today: TODAY }).map(
        (one) => one.product.name,
      ),
    ).toEqual([
      'Alcohol swabs',
      'Bandages',
      'Cotton rolls',
      'Sterile gauze',
      'Syringes 5 ml',
    ])
  })

  it('keeps the lots expiring within 90 or 30 days, the expired ones or the recalled ones', () => {
    expect(view('expiring-90')).toEqual(['L-30', 'L-90'])
    expect(view('expiring-30')).toEqual(['L-30'])
    expect(view('expired')).toEqual(['L-OLD'])
    expect(view('recalled')).toEqual([SEALING_RECALL.lotNumber])
  })

  it('breaks ties by product name, then lot number', () => {
    const same = [
      lot({ lotNumber: 'B', name: 'Gauze' }),
      lot({ lotNumber: 'A', name: 'Gauze' }),
      lot({ lotNumber: 'C', name: 'Bandages' }),
    ]
    expect(
      numbers(
        inventoryView(same, { show: 'all', sort: 'expiry', today: TODAY }),
      ),
    ).toEqual(['C', 'A', 'B'])
  })
})

describe('inventoryCsv', () => {
  it('writes one row per lot with its status, under the header', () => {
    const csv = inventoryCsv(
      inventoryView(LOTS, { show: 'all', sort: 'expiry', today: TODAY }),
      TODAY,
    )
    expect(csv.split('\r\n')).toEqual([
      'sku,product,lot,expiry_date,quantity,order_number,status',
      'GLV-1,Syringes 5 ml,L-OLD,2026-09-28,4,SO-10011,expired',
      'GLV-1,Bandages,L-30,2026-12-10,4,SO-10011,expiring_30',
      'GLV-1,Cotton rolls,L-90,2027-02-01,4,SO-10011,expiring_90',
      `GAU-1,Sterile gauze,${SEALING_RECALL.lotNumber},2027-09-28,4,SO-10011,recalled`,
      'GLV-1,Alcohol swabs,L-FAR,2028-03-28,4,SO-10011,ok',
      '',
    ])
  })

  it('escapes names and keeps formulas out of spreadsheets', () => {
    const csv = inventoryCsv(
      [
        lot({
          name: 'Gauze 10 × 10 cm, "sterile"\nbox of 100',
          sku: '=HYPERLINK("http://evil.example")',
          lotNumber: '-1+1',
          orderNumber: null,
        }),
      ],
      TODAY,
    )
    expect(csv.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"")","Gauze 10 × 10 cm, ""sterile""\nbox of 100",'-1+1,2028-01-31,4,,ok`,
    )
  })
})

describe('inventorySearch', () => {
  it('reads the filter and the order from the address, and nothing else', () => {
    expect(inventorySearch({ show: 'recalled', sort: 'product' })).toEqual({
      show: 'recalled',
      sort: 'product',
    })
    expect(inventorySearch({ show: 'everything', sort: 7, page: 2 })).toEqual(
      {},
    )
    expect(inventorySearch({})).toEqual({})
  })
})
