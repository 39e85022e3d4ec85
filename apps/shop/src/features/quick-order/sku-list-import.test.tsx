import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { SkuListImport } from './sku-list-import'
import type { SkuListRefusal } from './sku-list-import'
import type { QuickOrderLine } from './quick-order-lines'

/** The catalogue as the lookup answers it: these SKUs exist. */
function catalogueApi(skus: string[]) {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/shop/products-by-sku')
      return { products: skus.map((sku) => ({ sku })) }
    throw new Error(`Unexpected call ${path}`)
  })
  return api
}

// A practice's file: the header is line 1, three good lines, then three bad ones (lines 5 to 7).
const FILE = [
  'sku,quantity',
  'GLV-NIT-E-M,4',
  'SYR-LL-E-V5-P50,2',
  'GONE-1,1',
  'NOPE-9,3',
  'GAUZE,lots',
  'just one cell',
].join('\r\n')

async function upload(onLines: (lines: QuickOrderLine[]) => unknown) {
  const api = catalogueApi(['GLV-NIT-E-M', 'SYR-LL-E-V5-P50', 'GONE-1'])
  await renderInRouter(
    () => (
      <SkuListImport
        onLines={onLines as (l: QuickOrderLine[]) => SkuListRefusal | void}
      />
    ),
    { api },
  )
  const input = await screen.findByLabelText('Upload CSV')
  fireEvent.change(input, {
    target: { files: [new File([FILE], 'order.csv', { type: 'text/csv' })] },
  })
  await screen.findByRole('alert')
}

describe('SkuListImport', () => {
  it('takes the good lines of a file and names each bad one by its line in the file', async () => {
    const onLines = vi.fn()
    await upload(onLines)
    expect(onLines).toHaveBeenCalledTimes(1)
    expect(onLines.mock.calls[0]![0]).toEqual([
      { line: 2, sku: 'GLV-NIT-E-M', quantity: 4 },
      { line: 3, sku: 'SYR-LL-E-V5-P50', quantity: 2 },
      { line: 4, sku: 'GONE-1', quantity: 1 },
    ])
    const alert = screen.getByRole('alert')
    expect(
      [...alert.querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual([
      'Line 5: there is no product with SKU NOPE-9.',
      'Line 6: the quantity must be a whole number from 1 to 10,000.',
      'Line 7: write the SKU and the quantity, for example SYR-LL-E-V5-P50 5.',
    ])
    screen.getByText('These lines of order.csv were not added:')
    // The bad lines wait in the box to be corrected.
    expect(
      screen.getByLabelText<HTMLTextAreaElement>('Paste a list').value,
    ).toBe('NOPE-9,3\nGAUZE,lots\njust one cell')
  })

  it('takes the good lines also when the receiver refuses one of them, as an order list does', async () => {
    // An order list's import takes all lines or none: it refuses the product no longer sold.
    const onLines = vi.fn(async (lines: QuickOrderLine[]) => {
      const gone = lines.find((line) => line.sku === 'GONE-1')
      return gone
        ? {
            problems: [
              {
                line: gone.line,
                kind: 'refused' as const,
                sku: gone.sku,
                message: 'This product is no longer sold.',
              },
            ],
          }
        : undefined
    })
    await upload(onLines)
    await waitFor(() => expect(onLines).toHaveBeenCalledTimes(2))
    expect(onLines.mock.calls[1]![0].map((l) => l.line)).toEqual([2, 3])
    await screen.findByText('Line 4: This product is no longer sold.')
    screen.getByText('Line 5: there is no product with SKU NOPE-9.')
    expect(
      screen.getByLabelText<HTMLTextAreaElement>('Paste a list').value,
    ).toBe('GONE-1,1\nNOPE-9,3\nGAUZE,lots\njust one cell')
  })

  it('looks up a list of more than 500 SKUs, which the catalogue answers 500 at a time', async () => {
    const api = fakeApi()
    // As the API does: the first 500 SKUs of a lookup.
    api.get.mockImplementation(
      async (_path: string, { query }: { query: { skus: string } }) => ({
        products: query.skus
          .split(',')
          .slice(0, 500)
          .map((sku) => ({ sku })),
      }),
    )
    const onLines = vi.fn()
    await renderInRouter(() => <SkuListImport onLines={onLines} />, { api })
    const list = Array.from({ length: 501 }, (_, i) => `SKU-${i} 1`).join('\n')
    fireEvent.change(await screen.findByLabelText('Paste a list'), {
      target: { value: list },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Read list' }))
    await waitFor(() => expect(onLines).toHaveBeenCalled())
    expect(onLines.mock.calls[0]![0]).toHaveLength(501)
    expect(screen.queryByRole('alert')).toBe(null)
  })
})
