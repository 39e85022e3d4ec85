import { describe, expect, it } from 'vitest'
import {
  approvalRequestMail,
  orderApprovedMail,
  orderRejectedMail,
} from './company-mails'
import type {
  ApprovalRequestMailData,
  OrderDecisionMailData,
} from './company-mails'
import { invitationMail } from './invitation-mail'
import type { InvitationMailData } from './invitation-mail'
import {
  CTX,
  HOSTILE_NAME,
  HOSTILE_NAME_HTML,
  expectSafeMail,
  hrefs,
  rowAround,
  sampleOrder,
  tagAround,
} from '../mail/test-mail'

const ORDER_LINK = 'https://shop.example/en/shop/account/orders/tok_9f2c'
const WRAPS = ['word-break:break-word', 'overflow-wrap:anywhere']
// Right-to-left override, pop, isolate, line separator: none may reach a message.
const BIDI = /[\u202a-\u202e\u2066-\u2069\u2028\u2029]/

/** The `<a>` of a button or link with `label`, and its href. */
function anchorHref(html: string, label: string): string | undefined {
  const match = new RegExp(`<a href="([^"]*)"[^>]*>${label}</a>`).exec(html)
  return match?.[1]?.replaceAll('&amp;', '&')
}

function invitation(overrides: Partial<InvitationMailData> = {}) {
  return invitationMail(CTX, {
    inviterName: 'Dana Whitfield',
    companyName: 'Northside Family Clinic',
    roles: ['buyer', 'administrator'],
    orderLimitNet: 50000,
    monthlyLimitNet: null,
    link: '/en/auth/accept-invitation?token=inv_8Hc2',
    expiresInDays: 7,
    ...overrides,
  })
}

function approvalRequest(overrides: Partial<ApprovalRequestMailData> = {}) {
  return approvalRequestMail(CTX, {
    approverName: 'Dana Whitfield',
    order: sampleOrder(),
    reasons: [{ kind: 'order-limit', limitNet: 100000, amountNet: 123456 }],
    link: '/en/shop/account/approvals/tok_9f2c',
    ...overrides,
  })
}

function decision(
  overrides: Partial<OrderDecisionMailData> = {},
): OrderDecisionMailData {
  return {
    order: sampleOrder(),
    approverName: 'Dana Whitfield',
    reason: null,
    payLink: null,
    ...overrides,
  }
}

describe('invitation', () => {
  const mail = invitation()

  it('says who invited them to which practice, and is e-mail-safe', () => {
    expect(mail.subject).toBe(
      'Dana Whitfield invited you to Northside Family Clinic on Clinic Supply',
    )
    expectSafeMail(mail)
    for (const part of [mail.html, mail.text])
      expect(part).toContain(
        'Dana Whitfield invited you to join the company account of Northside Family Clinic on Clinic Supply',
      )
    // The invitation goes to an address: there is no name to greet.
    expect(mail.text).toContain('\nHello,\n')
  })

  it('names the roles in words, in a fixed order, and the limits', () => {
    expect(mail.text).toContain(
      'Roles: Administrator, Buyer\nLimit per order: $500.00\nLimit per month: No limit',
    )
    expect(mail.html).toContain('Roles</strong><br>Administrator, Buyer</td>')
    expect(mail.html).toContain('Limit per order</strong><br>$500.00</td>')
    expect(mail.html).toContain('Limit per month</strong><br>No limit</td>')
    for (const part of [mail.html, mail.text])
      expect(part).toContain('Limits are amounts before tax.')

    const approver = invitation({
      roles: ['approver'],
      orderLimitNet: null,
      monthlyLimitNet: 250000,
    })
    expect(approver.text).toContain(
      'Role: Approver\nLimit per order: No limit\nLimit per month: $2,500.00',
    )
    const unlimited = invitation({ orderLimitNet: null, monthlyLimitNet: null })
    expect(unlimited.text).toContain(
      'Limit per order: No limit\nLimit per month: No limit',
    )
    expect(unlimited.text).not.toContain('Limits are amounts before tax.')
  })

  it('links to the acceptance with a button and says how long it is valid', () => {
    const link = 'https://shop.example/en/auth/accept-invitation?token=inv_8Hc2'
    expect(anchorHref(mail.html, 'Accept the invitation')).toBe(link)
    expect(hrefs(mail.html)).toContain(link)
    expect(mail.text).toContain(`Accept the invitation:\n${link}`)
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('The invitation is valid for 7 days.')
      expect(part).toContain('If you did not expect this invitation')
    }
    expect(invitation({ expiresInDays: 1 }).text).toContain(
      'The invitation is valid for 1 day.',
    )
  })

  it('escapes the inviter and the practice in the HTML and keeps them in the text', () => {
    const hostile = invitation({
      inviterName: HOSTILE_NAME,
      companyName: HOSTILE_NAME,
    })
    expectSafeMail(hostile)
    expect(hostile.html).not.toContain(HOSTILE_NAME)
    expect(hostile.html).toContain(
      `${HOSTILE_NAME_HTML} invited you to join the company account of ${HOSTILE_NAME_HTML}`,
    )
    expect(hostile.subject).toBe(
      `${HOSTILE_NAME} invited you to ${HOSTILE_NAME} on Clinic Supply`,
    )
    expect(hostile.text).toContain(`${HOSTILE_NAME} invited you`)
  })

  it('keeps a subject on one line whatever the names hold', () => {
    const mail = invitation({
      inviterName: 'Dana\r\nBcc: all@example.com',
      companyName: 'North\u202eside',
    })
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.subject).not.toMatch(BIDI)
    expect(mail.html).not.toMatch(BIDI)
    expect(mail.text).not.toMatch(BIDI)
  })

  it('refuses a link that is not a path of the shop', () => {
    expect(() =>
      invitation({ link: 'https://evil.example/accept?token=x' }),
    ).toThrow()
  })
})

describe('approval request', () => {
  const mail = approvalRequest({
    reasons: [
      { kind: 'order-limit', limitNet: 100000, amountNet: 123456 },
      { kind: 'monthly-limit', limitNet: 500000, amountNet: 612345 },
    ],
  })

  it('names the order and the buyer in the subject, and is e-mail-safe', () => {
    expect(mail.subject).toBe(
      'Order 10023 by Dr. Ana Ortiz needs your approval',
    )
    expectSafeMail(mail)
    expect(mail.text).toContain('\nHello Dana Whitfield,\n')
  })

  it('says who ordered for which practice and the total', () => {
    for (const part of [mail.html, mail.text])
      expect(part).toContain(
        'Dr. Ana Ortiz sent order 10023 for Northside Family Clinic with a total of $1,234.56 before tax.',
      )
  })

  it('gives each limit the order goes over in words', () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(
        'The order total $1,234.56 is over Dr. Ana Ortiz’s limit of $1,000.00 per order.',
      )
      expect(part).toContain(
        'With this order, Dr. Ana Ortiz’s orders this month come to $6,123.45, over the monthly limit of $5,000.00.',
      )
    }
    const monthly = approvalRequest({
      reasons: [{ kind: 'monthly-limit', limitNet: 500000, amountNet: 612345 }],
    })
    expect(monthly.text).toContain('over the monthly limit of $5,000.00')
    expect(monthly.text).not.toContain('per order.')
  })

  it('lists the lines of the order with the totals', () => {
    const row = rowAround(mail.html, 'SKU GLV-NIT-M-P100')
    expect(row).toContain('$129.90')
    expect(row).toContain('$12.99 each')
    expect(rowAround(mail.html, 'Total before tax')).toContain('$1,234.56')
    expect(mail.text).toContain(
      'Nitrile examination gloves, size M, box of 100\nSKU GLV-NIT-M-P100 · Box of 100 · $0.13 per piece\n10 boxes × $12.99 = $129.90',
    )
    expect(mail.text).toContain('Total before tax: $1,234.56')
  })

  it('links to the approval page with a button', () => {
    const link = 'https://shop.example/en/shop/account/approvals/tok_9f2c'
    expect(anchorHref(mail.html, 'Review the order')).toBe(link)
    expect(mail.text).toContain(`Review the order:\n${link}`)
  })

  it('escapes the buyer, the approver and the practice', () => {
    const hostile = approvalRequest({
      approverName: HOSTILE_NAME,
      order: sampleOrder({
        customerName: HOSTILE_NAME,
        companyName: HOSTILE_NAME,
      }),
    })
    expectSafeMail(hostile)
    expect(hostile.html).not.toContain(HOSTILE_NAME)
    expect(hostile.html).toContain(`Hello ${HOSTILE_NAME_HTML},`)
    expect(hostile.html).toContain(
      `over ${HOSTILE_NAME_HTML}’s limit of $1,000.00 per order.`,
    )
    expect(hostile.subject).toBe(
      `Order 10023 by ${HOSTILE_NAME} needs your approval`,
    )
    expect(hostile.text).toContain(`${HOSTILE_NAME} sent order 10023`)
  })

  it('wraps a long buyer and practice name', () => {
    const long = 'Northside-Family-Clinic-and-Pediatrics-'
      .repeat(4)
      .slice(0, 120)
    const wide = approvalRequest({
      approverName: long,
      order: sampleOrder({ customerName: long, companyName: long }),
    })
    expectSafeMail(wide)
    for (const tag of [
      tagAround(wide.html, `Hello ${long},`, 'p'),
      tagAround(wide.html, `${long} sent order 10023`, 'p'),
    ])
      for (const style of WRAPS) expect(tag).toContain(style)
  })
})

describe('order approved', () => {
  it('tells the buyer an invoice order is placed and links to it', () => {
    const mail = orderApprovedMail(CTX, decision())
    expectSafeMail(mail)
    expect(mail.subject).toBe('Dana Whitfield approved your order 10023')
    expect(mail.text).toContain('\nHello Dr. Ana Ortiz,\n')
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('$1,234.56')
      expect(part).toContain(
        'The order is placed, and Northside Family Clinic will be invoiced for it.',
      )
      expect(part).not.toContain('Pay now')
    }
    expect(anchorHref(mail.html, 'View the order')).toBe(ORDER_LINK)
    expect(mail.text).toContain(`View the order:\n${ORDER_LINK}`)
  })

  it('asks for the card payment of an approved card order', () => {
    const mail = orderApprovedMail(
      CTX,
      decision({ payLink: '/en/shop/account/orders/tok_9f2c?pay=1' }),
    )
    expectSafeMail(mail)
    const payLink = `${ORDER_LINK}?pay=1`
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('It now waits for your card payment')
      expect(part).not.toContain('will be invoiced')
    }
    expect(anchorHref(mail.html, 'Pay now')).toBe(payLink)
    expect(mail.text).toContain(`Pay now:\n${payLink}`)
    expect(mail.text).toContain(`View the order:\n${ORDER_LINK}`)
    // Paying is the one button.
    expect(mail.html.match(/display:inline-block/g)).toHaveLength(1)
  })

  it('quotes a note of the approver, escaped, and leaves it out when there is none', () => {
    const mail = orderApprovedMail(
      CTX,
      decision({ reason: 'Fine <b>this once</b>.\nNext time ask first.' }),
    )
    expectSafeMail(mail)
    expect(mail.html).toContain(
      'Note from Dana Whitfield</strong><br>“Fine &lt;b&gt;this once&lt;/b&gt;.<br>Next time ask first.”</td>',
    )
    expect(mail.text).toContain(
      'Note from Dana Whitfield:\n“Fine <b>this once</b>.\nNext time ask first.”',
    )
    expect(orderApprovedMail(CTX, decision()).text).not.toContain('Note from')
    expect(
      orderApprovedMail(CTX, decision({ reason: '  \n ' })).text,
    ).not.toContain('Note from')
  })

  it('escapes the approver and the buyer', () => {
    const mail = orderApprovedMail(
      CTX,
      decision({
        approverName: HOSTILE_NAME,
        order: sampleOrder({ customerName: HOSTILE_NAME }),
      }),
    )
    expectSafeMail(mail)
    expect(mail.html).not.toContain(HOSTILE_NAME)
    expect(mail.html).toContain(`Hello ${HOSTILE_NAME_HTML},`)
    expect(mail.html).toContain(`${HOSTILE_NAME_HTML} approved your order`)
    expect(mail.subject).toBe(`${HOSTILE_NAME} approved your order 10023`)
  })
})

describe('order rejected', () => {
  const reason = 'We ordered syringes last week.\nPlease split the order.'
  const mail = orderRejectedMail(CTX, decision({ reason }))

  it('names the approver and the order, and is e-mail-safe', () => {
    expect(mail.subject).toBe('Dana Whitfield did not approve your order 10023')
    expectSafeMail(mail)
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(
        'Dana Whitfield did not approve your order 10023 with a total of $1,234.56 before tax.',
      )
      expect(part).toContain(
        'Nothing was ordered or charged. The items are back in your cart, so you can change the order and send it again.',
      )
    }
  })

  it('quotes the reason, keeping its lines', () => {
    expect(mail.html).toContain(
      'Reason given by Dana Whitfield</strong><br>“We ordered syringes last week.<br>Please split the order.”</td>',
    )
    expect(mail.text).toContain(
      'Reason given by Dana Whitfield:\n“We ordered syringes last week.\nPlease split the order.”',
    )
    expect(
      orderRejectedMail(CTX, decision({ reason: 'Over budget.' })).text,
    ).toContain('Reason given by Dana Whitfield: “Over budget.”')
  })

  it('links to the cart with a button and to the order', () => {
    const cart = 'https://shop.example/en/shop/cart'
    expect(anchorHref(mail.html, 'Open your cart')).toBe(cart)
    expect(anchorHref(mail.html, 'View the order')).toBe(ORDER_LINK)
    expect(hrefs(mail.html)).toEqual(expect.arrayContaining([cart, ORDER_LINK]))
    expect(mail.text).toContain(`Open your cart:\n${cart}`)
    expect(mail.text).toContain(`View the order:\n${ORDER_LINK}`)
  })

  it('escapes a hostile reason and drops its control and bidi characters', () => {
    const hostile = orderRejectedMail(
      CTX,
      decision({
        approverName: HOSTILE_NAME,
        order: sampleOrder({ customerName: HOSTILE_NAME }),
        reason:
          'No <script>alert(1)</script> <img src=x onerror=alert(1)> "here"\u2028' +
          'invoice\u202Efdp.exe\u202C \u2066x\u2069\u0007 & "more"',
      }),
    )
    expectSafeMail(hostile)
    expect(hostile.html).not.toContain(HOSTILE_NAME)
    expect(hostile.html).toContain(
      '“No &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; &quot;here&quot;<br>',
    )
    expect(hostile.html).toContain(`Reason given by ${HOSTILE_NAME_HTML}`)
    for (const part of [hostile.html, hostile.text, hostile.subject]) {
      expect(part).not.toMatch(BIDI)
      expect(part).not.toContain('\u0007')
    }
    expect(hostile.html).toContain('invoice fdp.exe')
    expect(hostile.text).toContain('<script>alert(1)</script>')
  })

  it('wraps a long reason inside its cell', () => {
    const long = 'Please-split-this-into-two-orders-'.repeat(12)
    const wide = orderRejectedMail(CTX, decision({ reason: long }))
    expectSafeMail(wide)
    for (const style of WRAPS)
      expect(tagAround(wide.html, long, 'td')).toContain(style)
    expect(wide.text).toContain(long)
  })
})
