import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../mail'
import {
  orderConfirmationMail,
  paymentFailedMail,
  paymentReceivedMail,
} from './order-mails'
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
const INVOICE_LINK =
  'https://shop.example/en/shop/account/orders/tok_9f2c/invoice?format=pdf&download=1'
const WRAPS = ['word-break:break-word', 'overflow-wrap:anywhere']

describe('order confirmation', () => {
  const order = sampleOrder()
  const mail = orderConfirmationMail(CTX, order)

  it('is e-mail-safe and repeats every link in the text', () => {
    expect(mail.subject).toBe('Your Clinic Supply order 10023')
    expectSafeMail(mail)
  })

  it('lists every line with its SKU, pack, quantity in units, unit and line price', () => {
    const rows: [string, string, string, string, string][] = [
      [
        'GLV-NIT-M-P100',
        'Box of 100 · $0.13 per piece',
        '10 boxes',
        '$12.99 each',
        '$129.90',
      ],
      [
        'SYR-LL-E-V5-P50',
        'Pack of 50 · $0.55 per piece',
        '40 packs',
        '$27.50 each',
        '$1,100.00',
      ],
    ]
    for (const [sku, pack, quantity, unit, price] of rows) {
      const row = rowAround(mail.html, `SKU ${sku}`)
      expect(row).toContain(`SKU ${sku} · ${pack}`)
      expect(row).toContain(`>${quantity}</span>`)
      expect(row).toContain(unit)
      expect(row).toContain(price)
      expect(mail.text).toContain(`SKU ${sku} · ${pack}\n`)
    }
    expect(mail.text).toContain(
      'Nitrile examination gloves, size M, box of 100\nSKU GLV-NIT-M-P100 · Box of 100 · $0.13 per piece\n10 boxes × $12.99 = $129.90',
    )
    // Numbers are right-aligned and never break inside an amount.
    const quantityCell = rowAround(mail.html, 'SKU GLV-NIT-M-P100').match(
      /<td align="right" valign="top"[^>]*text-align:right[^>]*><span style="white-space:nowrap">10 boxes</,
    )
    expect(quantityCell).not.toBeNull()
  })

  it('shows subtotal, adjustments and, without a known tax, the total before tax', () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('$1,229.90')
      expect(part).toContain('Volume discount 5%')
      expect(part).toContain('-$61.50')
      expect(part).toContain('Shipping (UPS Ground)')
      expect(part).toContain('$66.16')
      expect(part).toContain('$1,234.56')
      // The old promise is gone: the tax is on the order itself now.
      expect(part).not.toContain('is added on your invoice')
    }
    expect(mail.text).toContain('Subtotal: $1,229.90')
    expect(mail.text).toContain('Total before tax: $1,234.56')
    expect(rowAround(mail.html, 'Total before tax')).toContain('$1,234.56')
  })

  it('shows the sales tax frozen at placement and the total with it', () => {
    const taxed = orderConfirmationMail(
      CTX,
      sampleOrder({ tax: { amount: 10_956, estimated: false } }),
    )
    expect(taxed.text).toContain('Sales tax: $109.56')
    expect(taxed.text).toContain('Total: $1,344.12')
    expect(rowAround(taxed.html, 'Sales tax')).toContain('$109.56')
    expect(rowAround(taxed.html, '>Total<')).toContain('$1,344.12')
    expect(taxed.text).not.toContain('before tax')
  })

  it('names the exemption certificate instead of a tax amount', () => {
    const exempt = orderConfirmationMail(
      CTX,
      sampleOrder({
        tax: { amount: 0, estimated: false, exemption: { number: 'NY-12345' } },
      }),
    )
    expect(exempt.text).toContain(
      'Sales tax: Exempt (certificate NY-12345)\nTotal: $1,234.56',
    )
  })

  it('says the invoice follows when the order ships, while it is not issued', () => {
    const later = orderConfirmationMail(CTX, sampleOrder({ invoiceLink: null }))
    expect(later.text).toContain(
      'The invoice follows when the order ships: you will find it on the order’s page.',
    )
    expect(later.text).not.toContain('Download invoice')
  })

  it('shows both addresses, the PO reference, payment method, carrier and date', () => {
    for (const part of [mail.html, mail.text]) {
      for (const line of [...order.shippingAddress, ...order.invoiceAddress])
        expect(part).toContain(line)
      expect(part).toContain('PO-2026-0117')
      expect(part).toContain(
        'Invoice — Net 30: due 30 days after the invoice date',
      )
      expect(part).toContain('UPS Ground')
      expect(part).toContain('01/05/26')
      expect(part).toContain('Northside Family Clinic')
    }
    expect(mail.text).toContain(
      'Shipping address:\nNorthside Family Clinic\nDr. Ana Ortiz\n12 Harbor Street\nSpringfield, IL 62701\nUnited States',
    )
    expect(mail.text).toContain(
      'Invoice address:\nNorthside Family Clinic\nAccounts Payable\nPO Box 4400',
    )
    expect(mail.text).toContain(
      'Order number: 10023\nPlaced on: 01/05/26\nCompany: Northside Family Clinic\n',
    )
    expect(mail.text).toContain('Purchase order reference: PO-2026-0117')
    expect(mail.text).toContain('Shipping method: UPS Ground')
  })

  it('links to the order with a button and to the invoice PDF', () => {
    expect(hrefs(mail.html)).toEqual(
      expect.arrayContaining([ORDER_LINK, INVOICE_LINK]),
    )
    expect(mail.html).toContain(
      `<a href="${escapeHtml(INVOICE_LINK)}" target="_blank"`,
    )
    expect(mail.html).toContain('>Download invoice (PDF)</a>')
    expect(mail.text).toContain(`View your order:\n${ORDER_LINK}`)
    expect(mail.text).toContain(`Download invoice (PDF):\n${INVOICE_LINK}`)
  })

  it('leaves out what the order does not have and names a card payment', () => {
    const card = orderConfirmationMail(
      CTX,
      sampleOrder({
        purchaseOrderReference: null,
        carrier: null,
        paymentMethod: 'card',
        adjustments: [],
      }),
    )
    expectSafeMail(card)
    expect(card.text).not.toContain('Purchase order reference')
    expect(card.text).not.toContain('Shipping method')
    expect(card.text).toContain('Payment method: Card')
    expect(card.text).not.toContain('Invoice —')
  })

  it('escapes names in the HTML and keeps them verbatim in the text', () => {
    const hostile = orderConfirmationMail(
      CTX,
      sampleOrder({
        customerName: HOSTILE_NAME,
        companyName: HOSTILE_NAME,
        shippingAddress: [HOSTILE_NAME, '1 Main Street'],
        lines: [
          {
            sku: 'X<1>',
            name: `<img src=x onerror=alert(1)> "gloves"`,
            unit: 'each',
            packSize: 1,
            quantity: 1,
            unitNet: 100,
            lineNet: 100,
          },
        ],
      }),
    )
    expectSafeMail(hostile)
    expect(hostile.html).not.toContain(HOSTILE_NAME)
    expect(hostile.html).toContain(`Hello ${HOSTILE_NAME_HTML},`)
    expect(hostile.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &quot;gloves&quot;',
    )
    expect(hostile.html).toContain('SKU X&lt;1&gt;')
    expect(hostile.text).toContain(`Hello ${HOSTILE_NAME},`)
    expect(hostile.text).toContain('<img src=x onerror=alert(1)> "gloves"')
  })

  it('wraps long practice and product names inside their cells', () => {
    const practice = 'Northside-Family-Clinic-and-Pediatrics-'
      .repeat(4)
      .slice(0, 120)
    const product = 'Nitrile-examination-glove-powder-free-'
      .repeat(6)
      .slice(0, 200)
    expect([practice.length, product.length]).toEqual([120, 200])
    const long = orderConfirmationMail(
      CTX,
      sampleOrder({
        companyName: practice,
        customerName: practice,
        lines: [
          {
            sku: 'GLV-1',
            name: product,
            unit: 'each',
            packSize: 1,
            quantity: 3,
            unitNet: 1,
            lineNet: 3,
          },
        ],
      }),
    )
    expectSafeMail(long)
    for (const tag of [
      tagAround(long.html, `<br>${practice}`, 'td'),
      tagAround(long.html, product, 'td'),
      tagAround(long.html, `Hello ${practice},`, 'p'),
    ])
      for (const style of WRAPS) expect(tag).toContain(style)
    // The card never grows past 600px, however long a name is.
    expect(long.html).toContain('width:100%;max-width:600px')
  })
})

describe('payment received', () => {
  it('names the order and the amount and links to the order', () => {
    const mail = paymentReceivedMail(CTX, sampleOrder())
    expectSafeMail(mail)
    expect(mail.subject).toBe(
      'Payment received for your Clinic Supply order 10023',
    )
    expect(mail.text).toContain(
      'we received your payment of $1,234.56 for order 10023.',
    )
    expect(mail.text).toContain(`View your order:\n${ORDER_LINK}`)
  })
})

describe('payment failed', () => {
  it('says nothing was charged and offers to pay now', () => {
    const mail = paymentFailedMail(CTX, sampleOrder(), {
      payLink: '/en/shop/account/orders/tok_9f2c?pay=1',
    })
    expectSafeMail(mail)
    expect(mail.subject).toBe(
      'Your payment for Clinic Supply order 10023 did not go through',
    )
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('$1,234.56')
      expect(part).toContain('order 10023')
      expect(part).toContain('Nothing was charged.')
    }
    const payLink = 'https://shop.example/en/shop/account/orders/tok_9f2c?pay=1'
    expect(mail.html).toMatch(
      new RegExp(
        `<a href="${payLink.replace(/[.?]/g, '\\$&')}"[^>]*>Pay now</a>`,
      ),
    )
    expect(mail.text).toContain(`Pay now:\n${payLink}`)
  })

  it('formats amounts in the shop currency', () => {
    const mail = paymentFailedMail({ ...CTX, currency: 'EUR' }, sampleOrder(), {
      payLink: '/en/shop/account/orders/tok_9f2c',
    })
    expect(mail.text).toContain('€1,234.56')
  })
})
