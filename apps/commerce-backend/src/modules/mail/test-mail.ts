import { expect } from 'vitest'
import type { MailContent } from './outbox'
import { paymentTerms } from '../orders'
import type { MailContext } from './context'
import type { MailOrder } from '../orders'

// Shared fixtures and checks of the message tests.

export const CTX: MailContext = {
  publicUrl: 'https://shop.example',
  currency: 'USD',
}

export const HOSTILE_NAME = 'Dr <script>alert(1)</script> & Sons "Clinic"'
export const HOSTILE_NAME_HTML =
  'Dr &lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons &quot;Clinic&quot;'

/** An order of two lines whose total is $1,234.56. */
export function sampleOrder(overrides: Partial<MailOrder> = {}): MailOrder {
  return {
    number: '10023',
    placedAt: '2026-01-05T14:30:00Z',
    customerName: 'Dr. Ana Ortiz',
    companyName: 'Northside Family Clinic',
    lines: [
      {
        sku: 'GLV-NIT-M-P100',
        name: 'Nitrile examination gloves, size M, box of 100',
        unit: 'box',
        packSize: 100,
        quantity: 10,
        unitNet: 1299,
        lineNet: 12990,
      },
      {
        sku: 'SYR-LL-E-V5-P50',
        name: 'Luer lock syringe 5 ml, pack of 50',
        unit: 'pack',
        packSize: 50,
        quantity: 40,
        unitNet: 2750,
        lineNet: 110000,
      },
    ],
    subtotalNet: 122990,
    adjustments: [
      { label: 'Volume discount 5%', amountNet: -6150 },
      { label: 'Shipping (UPS Ground)', amountNet: 6616 },
    ],
    totalNet: 123456,
    tax: null,
    shippingAddress: [
      'Northside Family Clinic',
      'Dr. Ana Ortiz',
      '12 Harbor Street',
      'Springfield, IL 62701',
      'United States',
    ],
    invoiceAddress: [
      'Northside Family Clinic',
      'Accounts Payable',
      'PO Box 4400',
      'Springfield, IL 62705',
      'United States',
    ],
    purchaseOrderReference: 'PO-2026-0117',
    paymentMethod: 'invoice',
    paymentTerms: paymentTerms(30),
    carrier: 'UPS Ground',
    orderLink: '/en/shop/account/orders/tok_9f2c',
    invoiceLink:
      '/en/shop/account/orders/tok_9f2c/invoice?format=pdf&download=1',
    ...overrides,
  }
}

function unescapeHtml(value: string) {
  return value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}

/** Every `href` of the HTML part, as the URL it stands for. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)].map(
    (match) => unescapeHtml((match[1] as string).replace(/^["']|["']$/g, '')),
  )
}

/** The opening tag of the nearest `element` (`td`, `p`) that holds `textHtml`. */
export function tagAround(
  html: string,
  textHtml: string,
  element: string,
): string {
  const at = html.indexOf(textHtml)
  expect(at, `${textHtml} is in the HTML`).toBeGreaterThan(-1)
  const open = html.lastIndexOf(`<${element} `, at)
  return html.slice(open, html.indexOf('>', open) + 1)
}

/** The table row that holds `textHtml`. */
export function rowAround(html: string, textHtml: string): string {
  const at = html.indexOf(textHtml)
  expect(at, `${textHtml} is in the HTML`).toBeGreaterThan(-1)
  return html.slice(html.lastIndexOf('<tr', at), html.indexOf('</tr>', at))
}

/** What every message must be: both parts, e-mail-safe HTML, every link the shop's and in the text. */
export function expectSafeMail(mail: MailContent, ctx: MailContext = CTX) {
  expect(mail.subject.trim()).not.toBe('')
  expect(mail.subject).not.toMatch(/[\r\n]/)
  expect(mail.text.trim()).not.toBe('')
  const { html } = mail
  expect(html.startsWith('<!doctype html>\n<html lang="en"')).toBe(true)
  expect(html).toContain('<meta charset="utf-8">')
  expect(html).toContain('max-width:600px')
  expect(html).toContain('<table role="presentation"')
  // Nothing active, nothing loaded, nothing that needs a stylesheet. Text is escaped, so every
  // `<` left in the HTML opens a tag of the layout.
  const tags = html.match(/<[^>]*>/g) ?? []
  expect(tags.length).toBeGreaterThan(0)
  for (const tag of tags) {
    expect(tag).not.toMatch(
      /^<\/?(script|style|link|img|iframe|object|embed|form|input|svg|base)\b/i,
    )
    expect(tag).not.toMatch(/\s(class|src|srcset|background|on\w+)\s*=/i)
    expect(tag).not.toMatch(/@import|@font-face|url\(|expression\(/i)
  }
  expect(html).not.toContain('http://')
  expect(mail.text).not.toContain('http://')
  const links = hrefs(html)
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) {
    expect(link.startsWith(`${ctx.publicUrl}/`), link).toBe(true)
    expect(mail.text, link).toContain(link)
  }
}
