import type { RecallNotice } from '#lib/recall-queries'

// A recall and its notices, for the tests of the recall banner and the inventory.

export const SEALING_RECALL = {
  lotNumber: 'L202611-00420',
  reason: 'The sterile barrier of some pouches may not be sealed.',
  action: 'Stop using this lot and contact us: we replace it or credit it.',
  recordedAt: '2026-11-20T09:00:00Z',
}

export function notice(
  patch: Partial<RecallNotice> & { lotNumber?: string } = {},
): RecallNotice {
  const { lotNumber = SEALING_RECALL.lotNumber, ...rest } = patch
  return {
    id: '31',
    recall: { ...SEALING_RECALL, lotNumber },
    lots: [
      {
        lotNumber,
        quantity: 4,
        expiryDate: '2027-09-28',
        productName: 'Sterile gauze',
        sku: 'GAU-1',
      },
    ],
    createdAt: '2026-11-20T09:00:00Z',
    acknowledgedAt: null,
    acknowledgedBy: null,
    ...rest,
  }
}
