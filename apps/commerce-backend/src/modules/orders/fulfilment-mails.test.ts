import { describe, expect, it } from 'vitest'
import { fulfilmentMail } from './fulfilment-mails'
import { CTX, expectSafeMail, sampleOrder } from '../mail/test-mail'

// What the buyer reads of a line on its way: the quantity in its units and the pack, as the
// order page and the order e-mails say them (issue 33).
describe('the fulfilment e-mails', () => {
  const order = sampleOrder()

  it('count a shipped lot in its units and name its pack', () => {
    const mail = fulfilmentMail(CTX, order, {
      kind: 'order-shipped',
      expectedDelivery: null,
      shipment: {
        carrier: 'UPS',
        trackingNumber: '1Z999',
        trackingUrl: null,
        lines: [
          {
            name: 'Nitrile examination gloves, size M',
            unit: 'box',
            packSize: 100,
            quantity: 2,
            lot: 'L-2026-11',
            expiry: '2028-01-31',
          },
          {
            name: 'Alcohol prep pad',
            unit: 'each',
            packSize: 1,
            quantity: 1,
            lot: 'L-7',
            expiry: '2028-01-31',
          },
        ],
      },
    })
    expect(mail.text).toContain(
      '2 boxes × Nitrile examination gloves, size M · Box of 100 (lot L-2026-11, expires 01/31/28)',
    )
    expect(mail.text).toContain(
      '1 piece × Alcohol prep pad · Each (lot L-7, expires 01/31/28)',
    )
    expect(mail.html).toContain(
      '2 boxes × Nitrile examination gloves, size M · Box of 100',
    )
    expectSafeMail(mail)
  })

  it('count a cancelled line in its units and name its pack', () => {
    const mail = fulfilmentMail(CTX, order, {
      kind: 'order-line-cancelled',
      name: 'Luer lock syringe 5 ml',
      sku: 'SYR-LL-E-V5-P50',
      unit: 'pack',
      packSize: 50,
      quantity: 3,
      reason: 'Discontinued by the maker',
    })
    expect(mail.text).toContain(
      '3 packs of Luer lock syringe 5 ml (SKU SYR-LL-E-V5-P50 · Pack of 50) in your order 10023 will not be shipped: Discontinued by the maker.',
    )
    expectSafeMail(mail)
  })
})
