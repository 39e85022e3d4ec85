import {
  AcknowledgeRecallDocument,
  InventoryDocument,
  RecallNoticesDocument,
  RecordLotRecallDocument,
} from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import { DEMO_RECALL_REASON } from '../../seed/seed'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  cartOf,
  checkout,
  commerce,
  mailTo,
  newBuyer,
  newProduct,
  signIn,
  useTestShop,
  shipAll,
} from '../../test-shop'

useTestShop()

const trusted = { headers: { 'x-service-secret': TEST_SERVICE_SECRET } }

/** A buyer of the test's own who bought one product and received it: its lot is in their inventory. */
async function buyerWithLot(name: string) {
  const buyer = await newBuyer(name)
  const product = await newProduct(`RC-${name}-${Date.now()}`, 5_00)
  cartOf(await add(buyer.token, buyer.cart.token, product.id, 3))
  const order = cartOf(
    await checkout(buyer.token, buyer.cart.token, buyer.address.id),
  )
  await shipAll(order.number ?? '', `LOT-${name}-${Date.now()}`)
  const { inventory } = await commerce.request(
    InventoryDocument,
    {},
    { token: buyer.token },
  )
  const lot = inventory.find((l) => l.product.sku === product.sku)
  if (!lot) throw new Error('no lot')
  return { ...buyer, lot, product }
}

const record = (lotNumber: string, reason: string, action?: string) =>
  commerce.request(
    RecordLotRecallDocument,
    { lotNumber, reason, action },
    trusted,
  )

describe('lot recalls', () => {
  it('are recorded by trusted callers only', async () => {
    await expect(
      commerce.request(RecordLotRecallDocument, {
        lotNumber: 'L1',
        reason: 'x',
      }),
    ).rejects.toThrow('Not allowed.')
  })

  it('notify the practice that holds the lot at once: notice, e-mail, flagged lot, until acknowledged', async () => {
    const holder = await buyerWithLot('holder')
    const bystander = await newBuyer('bystander')
    const { recordLotRecall } = await record(
      holder.lot.lotNumber,
      'Particles found in the solution.',
    )
    expect(recordLotRecall).toMatchObject({
      __typename: 'LotRecallRecorded',
      companiesNotified: 1,
      recall: { lotNumber: holder.lot.lotNumber },
    })
    const mail = (await mailTo(holder.email)).filter(
      (m) => m.kind === 'lot-recall',
    )
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain(holder.lot.lotNumber)
    expect(mail[0]!.text).toContain('Particles found in the solution.')
    expect(mail[0]!.text).toContain(holder.product.sku)

    const open = await commerce.request(
      RecallNoticesDocument,
      {},
      { token: holder.token },
    )
    expect(open.recallNotices).toHaveLength(1)
    const notice = open.recallNotices[0]!
    expect(notice).toMatchObject({
      acknowledgedAt: null,
      recall: { reason: 'Particles found in the solution.' },
      lots: [{ lotNumber: holder.lot.lotNumber, quantity: 3 }],
    })
    expect(notice.recall.action).toMatch(/set it aside/)
    const { inventory } = await commerce.request(
      InventoryDocument,
      {},
      { token: holder.token },
    )
    expect(
      inventory.find((l) => l.lotNumber === holder.lot.lotNumber)?.recall,
    ).toMatchObject({ reason: 'Particles found in the solution.' })

    // Another practice neither sees the notice nor can acknowledge it.
    expect(
      (
        await commerce.request(
          RecallNoticesDocument,
          { open: false },
          { token: bystander.token },
        )
      ).recallNotices,
    ).toEqual([])
    const foreign = await commerce.request(
      AcknowledgeRecallDocument,
      { id: notice.id },
      { token: bystander.token },
    )
    expect(foreign.acknowledgeRecall).toMatchObject({
      __typename: 'Error',
      message: 'The recall notice was not found.',
    })

    const { acknowledgeRecall } = await commerce.request(
      AcknowledgeRecallDocument,
      { id: notice.id },
      { token: holder.token },
    )
    expect(acknowledgeRecall).toMatchObject({
      __typename: 'RecallNoticeSuccess',
      notice: {
        id: notice.id,
        acknowledgedBy: { lastname: 'holder' },
      },
    })
    expect(
      (
        await commerce.request(
          RecallNoticesDocument,
          {},
          { token: holder.token },
        )
      ).recallNotices,
    ).toEqual([])
    const all = await commerce.request(
      RecallNoticesDocument,
      { open: false },
      { token: holder.token },
    )
    expect(all.recallNotices[0]?.acknowledgedAt).toEqual(expect.any(String))

    // Recorded again: the same recall, nobody notified twice.
    const again = await record(holder.lot.lotNumber, 'Another reason')
    expect(again.recordLotRecall).toMatchObject({
      companiesNotified: 0,
      recall: { reason: 'Particles found in the solution.' },
    })
    expect(
      (await mailTo(holder.email)).filter((m) => m.kind === 'lot-recall'),
    ).toHaveLength(1)
  })

  it('refuse a malformed lot number or a missing reason, and record nothing', async () => {
    const { recordLotRecall } = await record('<script>', '  ')
    expect(recordLotRecall).toMatchObject({ __typename: 'ValidationError' })
    const paths =
      recordLotRecall.__typename === 'ValidationError'
        ? recordLotRecall.violations.map((v) => v.propertyPath).sort()
        : []
    expect(paths).toEqual(['lotNumber', 'reason'])
  })

  it('include one in the demo data: Northside Family Clinic holds a recalled lot', async () => {
    const token = await signIn(0)
    const { recallNotices } = await commerce.request(
      RecallNoticesDocument,
      {},
      { token },
    )
    expect(recallNotices).toHaveLength(1)
    expect(recallNotices[0]).toMatchObject({
      acknowledgedAt: null,
      recall: { reason: DEMO_RECALL_REASON },
    })
    expect(recallNotices[0]!.lots.length).toBeGreaterThan(0)
  })
})
