import { ProductDocument } from '@shop/commerce-client'
import { expect, it } from 'vitest'
import { backend, commerce, useTestShop } from '../../../test-shop'
import { importCatalogue } from './import'
import { runningReaders } from './read-in-worker'
import { HEADER, fingerprint } from './test-import'

// The file is read in a worker thread (decision 046): the backend's event loop answers the shop
// while a large file is decoded, parsed and checked, and the worker ends with the import.
useTestShop()

/** A file of `count` new products as one piece, as a caller that has it in memory passes it. */
function bigFile(count: number) {
  const rows = [HEADER]
  for (let n = 1; n <= count; n++)
    rows.push(
      `WRK-${n},"Worker product ${n}, box",From a large file.,protection/gloves/examination-gloves,Material: Nitrile,1.25,box,100,1,1,,${n % 50},2,no,,active,,,,standard`,
    )
  return Buffer.from(rows.join('\n') + '\n')
}

it('answers the shop while a 50,000-row file is read and checked', async () => {
  const file = bigFile(50_000)
  const events: string[] = []
  const importing = importCatalogue(
    backend.database.db,
    (async function* () {
      yield file
    })(),
    {
      dryRun: true,
      onPhase: (phase) => {
        if (phase === 'read and stage') events.push('file read')
      },
    },
  )
  // Asked once the import has started: a reader in the event loop's thread would take the whole
  // file (one piece, no I/O between its rows) before the query got its turn.
  const answer = await commerce.request(ProductDocument, {
    sku: 'GLV-NIT-E-NITRILE-M-BLUE-P100',
  })
  events.push('query answered')
  expect(answer.product?.sku).toBe('GLV-NIT-E-NITRILE-M-BLUE-P100')
  expect(await importing).toMatchObject({
    ok: true,
    summary: { rows: 50_000, new: 50_000 },
  })
  expect(events).toEqual(['query answered', 'file read'])
}, 120_000)

it('ends the reader’s worker when the file breaks off (a dropped upload), and changes nothing', async () => {
  const before = await fingerprint()
  const importing = importCatalogue(
    backend.database.db,
    (async function* () {
      yield Buffer.from(`${HEADER}\n`)
      yield Buffer.from(
        'WRK-CUT-1,Cut,,protection/gloves/examination-gloves,,1.00,each,1,1,1,,1,0,no,,active,,,,standard\n',
      )
      throw new Error('The connection was reset.')
    })(),
  )
  await expect(importing).rejects.toThrow('The connection was reset.')
  expect(runningReaders()).toBe(0)
  expect(await fingerprint()).toBe(before)
})
