import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest'
import { SEALING_RECALL, notice } from './recall-fixtures'
import type { RecallNotice } from '#lib/recall-queries'
import type { User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { LOTS } from './inventory-fixtures'
import type { InventoryLot } from './inventory-lots'
import { InventoryList } from './inventory-list'
import type { InventoryShow, InventorySort } from './inventory-search'

const BUYER = { id: 'u1', customer: { id: '1', roles: ['BUYER'] } } as User
const ANA = { id: '1', firstname: 'Ana', lastname: 'Lee' }

/** The API with the practice's lots and recall notices; acknowledging one records Ana. */
function inventoryApi(
  lots: InventoryLot[] = LOTS,
  notices: RecallNotice[] = [notice()],
) {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/account/inventory') return { lots }
    if (path === '/account/recalls') return { notices }
    if (path === '/app-config')
      return { appConfig: { fallbackImage: { url: '/fallback.png' } } }
    throw new Error(`Unexpected call ${path}`)
  })
  api.post.mockImplementation(async () => {
    notices = notices.map((one) => ({
      ...one,
      acknowledgedAt: '2026-11-24T10:05:00Z',
      acknowledgedBy: ANA,
    }))
    return { notice: notices[0] }
  })
  return api
}

const renderInventory = (
  api: ReturnType<typeof fakeApi>,
  show: InventoryShow = 'all',
  sort: InventorySort = 'expiry',
) =>
  renderInRouter(
    () => (
      <Suspense fallback={null}>
        <InventoryList show={show} sort={sort} />
      </Suspense>
    ),
    { api, user: BUYER },
  )

/** The list's items, each by the lot number it shows. */
async function items() {
  const list = await screen.findAllByRole('listitem')
  return new Map(
    list.map((item) => [
      /Lot (\S+)/.exec(item.textContent ?? '')?.[1] ?? '',
      item,
    ]),
  )
}

beforeEach(() => {
  // The flags count from the day the lots were fetched: 2026-11-24.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('InventoryList', () => {
  it('flags recalled, expired and expiring lots, the soonest expiry first', async () => {
    await renderInventory(inventoryApi())
    const lots = await items()
    expect([...lots.keys()]).toEqual([
      'L-OLD',
      'L-30',
      'L-90',
      SEALING_RECALL.lotNumber,
      'L-FAR',
    ])
    within(lots.get('L-OLD')!).getByText('Expired')
    within(lots.get('L-30')!).getByText('Expires in 16 days')
    within(lots.get('L-90')!).getByText('Expires in 69 days')
    expect(
      within(lots.get('L-FAR')!).queryByText(/^(Expires in|Expired$)/),
    ).toBe(null)
    const recalled = lots.get(SEALING_RECALL.lotNumber)!
    within(recalled).getByText('Recalled')
    within(recalled).getByText(`Why: ${SEALING_RECALL.reason}`)
    within(recalled).getByText(`What to do: ${SEALING_RECALL.action}`)
    await within(recalled).findByRole('button', {
      name: `Acknowledge the recall of lot ${SEALING_RECALL.lotNumber}`,
    })
    screen.getByText('5 of 5 lots')
    // What was delivered, in the product's units with its pack (issue 33).
    within(lots.get('L-FAR')!).getByText(
      'Lot L-FAR · Quantity delivered: 4 boxes · Box of 100',
    )
  })

  it('makes reordering prominent on lots that expire soon or have expired', async () => {
    await renderInventory(inventoryApi())
    const lots = await items()
    const reorder = (lot: string) =>
      within(lots.get(lot)!).getByRole('button', { name: /^Reorder/ })
    for (const lot of ['L-OLD', 'L-30', 'L-90'])
      expect(reorder(lot).className).toContain('ui-button--primary')
    expect(reorder('L-FAR').className).toContain('ui-button--secondary')
    expect(reorder('L-FAR').getAttribute('aria-label')).toBe(
      'Reorder Alcohol swabs',
    )
  })

  it('shows only the recalled lots where the address says so', async () => {
    await renderInventory(inventoryApi(), 'recalled')
    expect([...(await items()).keys()]).toEqual([SEALING_RECALL.lotNumber])
    screen.getByText('1 of 5 lots')
    expect(screen.getByLabelText<HTMLSelectElement>('Show').value).toBe(
      'recalled',
    )
  })

  it('sorts by product name', async () => {
    await renderInventory(inventoryApi(), 'all', 'product')
    expect(
      [...(await items()).values()].map(
        (item) => within(item).getAllByRole('link')[0]!.textContent,
      ),
    ).toEqual([
      'Alcohol swabs',
      'Bandages',
      'Cotton rolls',
      'Sterile gauze',
      'Syringes 5 ml',
    ])
  })

  it('keeps the filter and the order in the address', async () => {
    const { router } = await renderInventory(inventoryApi(), 'recalled')
    fireEvent.change(await screen.findByLabelText('Sort by'), {
      target: { value: 'product' },
    })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/shop/account/inventory'),
    )
    expect(router.state.location.search).toEqual({
      show: 'recalled',
      sort: 'product',
    })
  })

  it('leaves the defaults out of the address', async () => {
    const { router } = await renderInventory(inventoryApi(), 'recalled')
    fireEvent.change(await screen.findByLabelText('Show'), {
      target: { value: 'all' },
    })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/shop/account/inventory'),
    )
    expect(router.state.location.search).toEqual({})
  })

  it('says so when no lot matches the filter', async () => {
    await renderInventory(inventoryApi([LOTS[0]!]), 'expired')
    await screen.findByText('No lots match this filter.')
    expect(
      screen.getByRole('link', { name: 'Show all lots' }).getAttribute('href'),
    ).toBe('/en/shop/account/inventory')
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' })
        .disabled,
    ).toBe(true)
  })

  it('acknowledges an open recall and then names who did', async () => {
    const api = inventoryApi()
    await renderInventory(api, 'recalled')
    fireEvent.click(
      await screen.findByRole('button', {
        name: `Acknowledge the recall of lot ${SEALING_RECALL.lotNumber}`,
      }),
    )
    await screen.findByText('Acknowledged by Ana Lee on 11/24/26')
    expect(api.post).toHaveBeenCalledWith('/account/recalls/acknowledge', {
      body: { noticeId: '31' },
    })
    expect(screen.queryByRole('button', { name: /^Acknowledge/ })).toBe(null)
  })

  it('leads from a recalled lot a shipment brought to its return on the order, filled in', async () => {
    const shipped = LOTS.map((one) =>
      one.recall ? { ...one, orderToken: 'tok-77' } : one,
    )
    await renderInventory(inventoryApi(shipped), 'recalled')
    const link = await screen.findByRole('link', {
      name: `Return this lot: ${SEALING_RECALL.lotNumber} of Sterile gauze`,
    })
    expect(link.getAttribute('href')).toBe(
      `/en/shop/account/orders/tok-77?returnLot=${SEALING_RECALL.lotNumber}#order-returns-title`,
    )
  })

  it('offers no return of a recalled lot that came with no shipment', async () => {
    await renderInventory(inventoryApi(), 'recalled')
    await screen.findByRole('button', { name: /^Acknowledge/ })
    expect(screen.queryByRole('link', { name: /^Return this lot/ })).toBe(null)
  })

  it('exports the lots it shows as CSV, made in the browser', async () => {
    const files: Blob[] = []
    const createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob)
      return 'blob:inventory'
    })
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL
        static override revokeObjectURL = vi.fn()
      },
    )
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`)
    })
    await renderInventory(inventoryApi(), 'expiring-90')
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    expect(downloads).toEqual(['inventory-2026-11-24.csv blob:inventory'])
    expect(files[0]!.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await files[0]!.arrayBuffer())
    // A byte order mark first, so that spreadsheets read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect((await files[0]!.text()).split('\r\n')).toEqual([
      'sku,product,lot,expiry_date,quantity,order_number,status',
      'GLV-1,Bandages,L-30,2026-12-10,4,SO-10011,expiring_30',
      'GLV-1,Cotton rolls,L-90,2027-02-01,4,SO-10011,expiring_90',
      '',
    ])
  })
})
