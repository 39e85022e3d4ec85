import { describe, expect, it } from 'vitest'
import { standingOrderRunMail } from './standing-order-mails'
import type { StandingOrderRunMailData } from './standing-order-mails'
import {
  CTX,
  HOSTILE_NAME,
  HOSTILE_NAME_HTML,
  expectSafeMail,
} from '../mail/test-mail'

function run(overrides: Partial<StandingOrderRunMailData> = {}) {
  return standingOrderRunMail(CTX, {
    name: 'Dr. Ana Ortiz',
    standingOrderName: 'Exam room 2 — weekly',
    scheduledFor: '2026-11-30',
    outcome: 'partly-placed',
    orderNumber: 'SO-20044',
    problems: [
      {
        sku: 'GLV-NIT-M-P100',
        name: 'Nitrile examination gloves, size M',
        quantity: 4,
        unit: 'box',
        packSize: 100,
        message: 'This product is no longer sold.',
      },
    ],
    note: null,
    link: '/en/shop/account/orders/tok_1',
    ...overrides,
  })
}

describe('the standing-order run e-mail', () => {
  it('names the standing order, the date, the order and each line left out', () => {
    const mail = run()
    expect(mail.subject).toBe(
      'Standing order "Exam room 2 — weekly": order SO-20044 placed without some lines',
    )
    expect(mail.text).toContain('11/30/26')
    expect(mail.text).toContain(
      'Nitrile examination gloves, size M (GLV-NIT-M-P100)',
    )
    expect(mail.text).toContain('This product is no longer sold.')
    // The line left out in its units and pack, as the order e-mails count it (issue 33).
    expect(mail.text).toContain(
      'Nitrile examination gloves, size M (GLV-NIT-M-P100):\n4 boxes · Box of 100\nThis product is no longer sold.',
    )
    expect(mail.html).toContain('4 boxes · Box of 100')
    expect(mail.html).toContain(
      'https://shop.example/en/shop/account/orders/tok_1',
    )
    expectSafeMail(mail)
  })

  it('says why nothing was ordered and links to the standing order', () => {
    const mail = run({
      outcome: 'not-placed',
      orderNumber: null,
      note: 'Some lines could not be ordered as they are, and you chose to order nothing then.',
      link: '/en/shop/account/standing-orders/7',
    })
    expect(mail.subject).toBe(
      'Standing order "Exam room 2 — weekly": nothing was ordered on 11/30/26',
    )
    expect(mail.text).toContain('you chose to order nothing then')
    expect(mail.text).toContain('View the standing order')
    expect(mail.html).toContain(
      'https://shop.example/en/shop/account/standing-orders/7',
    )
  })

  it('escapes what a member typed', () => {
    const mail = run({ standingOrderName: HOSTILE_NAME })
    expect(mail.html).toContain(HOSTILE_NAME_HTML)
    expect(mail.html).not.toContain('<script>')
  })
})
