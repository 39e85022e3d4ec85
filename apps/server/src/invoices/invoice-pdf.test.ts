import type { OrderInvoiceQuery } from '@shop/commerce-client'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { invoiceOf } from './invoice'
import type { InvoiceData } from './invoice'
import { renderInvoicePdf } from './invoice-pdf'

type Order = NonNullable<OrderInvoiceQuery['order']>
type Invoice = NonNullable<Order['invoice']>

const seller = {
  name: 'Clinic Supply',
  addressLines: ['100 Example Street', 'Springfield, IL 62701'],
  taxId: '00-0000000',
  email: 'billing@clinic-supply.example',
  remittance: ['Bank transfer to Clinic Supply', 'Example Bank, account 0042'],
}

/** The invoice as the backend issues it: the API computes none of it. */
const issued: Invoice = {
  number: 'INV-000007',
  issuedAt: '2026-03-02T15:30:00.000Z',
  paymentTerms: 'Net 30: due 30 days after the invoice date',
  dueAt: '2026-04-01',
  paid: false,
  totalNet: 123_456,
  taxAmount: 10_956,
  total: 134_412,
  amountPaid: 0,
  amountDue: 134_412,
  currency: 'USD',
  seller,
  billTo: [
    'Lakeview Pediatric Practice',
    'Ana Lee',
    '9 Harbor Road',
    'Milwaukee, WI 53202',
    'United States',
  ],
  shipTo: [
    'Lakeview Pediatric Practice',
    'Ana Lee',
    '2 Depot Street',
    'Milwaukee, WI 53202',
    'United States',
  ],
}

const address = {
  id: '1',
  salutation: 'ms',
  firstname: 'Ana',
  lastname: 'Lee',
  company: 'Lakeview Pediatric Practice',
  street: 'Harbor Road',
  number: '9',
  postcode: '53202',
  city: 'Milwaukee',
  stateCode: 'WI',
  phoneNumber: '',
  country: { isoCode: 'US' as const },
}

function item(
  index: number,
  name = `Examination gloves, nitrile, size ${index}`,
) {
  return {
    id: String(index),
    quantity: index,
    itemPriceNet: 1250,
    unitPrice: 1250,
    listUnitPrice: 1250,
    nextBreak: null,
    priceChange: null,
    subtotalNet: 1250 * index,
    totalNet: 1250 * index,
    taxAmount: 0,
    product: {
      id: String(index),
      sku: `GLV-NIT-${String(index).padStart(3, '0')}`,
      name,
      mainImage: { url: '', width: 1, height: 1, alt: '' },
      attributes: [],
      unit: 'box',
      packSize: 100,
      quantityRule: { min: 1, increment: 1, max: null },
      availability: {
        state: 'IN_STOCK' as const,
        stock: null,
        leadTimeDays: 0,
        restockDate: null,
        backorder: false,
      },
      status: 'ACTIVE' as const,
      replacedBy: null,
    },
    stockNotice: null,
  }
}

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: '7',
    token: 'tok',
    state: 'new',
    number: 'SO-20007',
    placedAt: '2026-03-02T15:30:00.000Z',
    totalNet: 123_456,
    subtotalNet: 122_956,
    totalWithTax: 134_412,
    tax: {
      amount: 10_956,
      estimated: false,
      lines: [{ name: 'New York, NY 100', rate: '8.875%', amount: 10_956 }],
      exemption: null,
    },
    paymentMethodId: null,
    purchaseOrderReference: 'PO-4471/B',
    shippingAddress: { ...address, street: 'Depot Street', number: '2' },
    invoiceAddress: address,
    carrier: null,
    paymentProvider: { id: '1', identifier: 'invoice' },
    items: [
      item(1),
      item(
        2,
        'Safety syringe with Luer lock, sterile, single use, 5 ml, individually wrapped in a peel pack for clinics',
      ),
    ],
    adjustmentItems: [
      { typeIdentifier: 'shipping', label: 'Shipping', amountNet: 1_000 },
      {
        typeIdentifier: 'volume_discount',
        label: 'Volume discount',
        amountNet: -500,
      },
    ],
    placedBy: { id: '3', firstname: 'Ana', lastname: 'Lee' },
    approval: null,
    approvalNeeded: [],
    purchaseLimits: null,
    canDecide: false,
    invoiced: true,
    paymentTerms: issued.paymentTerms ?? '',
    standingOrder: null,
    invoice: issued,
    ...overrides,
  }
}

function invoice(
  overrides: Partial<Order> = {},
  invoiceOverrides: Partial<Invoice> = {},
): InvoiceData {
  const data = invoiceOf(
    order({ ...overrides, invoice: { ...issued, ...invoiceOverrides } }),
  )
  if (!data) throw new Error('not an invoice')
  return data
}

/** The text of each page, whitespace collapsed. */
async function pages(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: false })
  return text.map((page) => page.replace(/\s+/g, ' '))
}

describe('invoiceOf', () => {
  it('takes the number, dates, terms and seller from the backend’s invoice as they are', () => {
    const data = invoice(
      {},
      {
        number: 'INV-000042',
        paymentTerms: 'Net 45: due 45 days after the invoice date',
        dueAt: '2026-04-16',
        amountPaid: 10_000,
        amountDue: 124_412,
      },
    )
    expect(data).toMatchObject({
      invoiceNumber: 'INV-000042',
      orderNumber: 'SO-20007',
      issuedAt: new Date('2026-03-02T15:30:00.000Z'),
      purchaseOrderReference: 'PO-4471/B',
      currency: 'USD',
      seller,
      terms: {
        text: 'Net 45: due 45 days after the invoice date',
        dueAt: new Date('2026-04-16'),
      },
      paid: false,
      billTo: issued.billTo,
      totalNet: 123_456,
      taxAmount: 10_956,
      taxLines: [{ name: 'New York, NY 100', rate: '8.875%', amount: 10_956 }],
      total: 134_412,
      amountPaid: 10_000,
      amountDue: 124_412,
    })
    expect(data.lines[1]).toMatchObject({
      sku: 'GLV-NIT-002',
      quantity: 2,
      unitPrice: 1250,
      amount: 2500,
    })
  })

  it('has nothing to print while the backend issued no invoice', () => {
    expect(
      invoiceOf(
        order({ state: 'cart', number: null, placedAt: null, invoice: null }),
      ),
    ).toBeNull()
    // Bought, not shipped yet: no invoice until the backend issues one.
    expect(invoiceOf(order({ state: 'new', invoice: null }))).toBeNull()
  })
})

describe('renderInvoicePdf', () => {
  it('renders a one-page invoice with seller, buyer, numbers, lines, totals and payment terms', async () => {
    const pdf = await renderInvoicePdf(invoice())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const [page, ...rest] = await pages(pdf)
    expect(rest).toEqual([])
    for (const expected of [
      'Clinic Supply',
      `Tax ID: ${seller.taxId}`,
      seller.email,
      'INVOICE',
      'INV-000007',
      'SO-20007',
      'PO-4471/B',
      'Invoice date 03/02/26',
      'Due date 04/01/26',
      'Bill to Lakeview Pediatric Practice Ana Lee 9 Harbor Road Milwaukee, WI 53202 United States',
      'Ship to',
      '2 Depot Street',
      'GLV-NIT-001',
      'GLV-NIT-002',
      // Quantities count boxes, in words, and the pack is printed with the line (issue 33).
      'Box of 100 · $0.13 per piece 1 box $12.50',
      '2 boxes $12.50 $25.00',
      '$12.50',
      '$25.00',
      'Shipping $10.00',
      'Volume discount -$5.00',
      'Subtotal $1,229.56',
      'Total before tax $1,234.56',
      'Sales tax, New York, NY 100 (8.875%) $109.56',
      'Total (USD) $1,344.12',
      'Amount paid $0.00',
      'Amount due (USD) $1,344.12',
      'Net 30: due 30 days after the invoice date (due date: 04/01/26).',
      'Please quote INV-000007 with your payment.',
      'Remit to: Bank transfer to Clinic Supply Example Bank, account 0042',
      'Page 1 of 1',
    ])
      expect(page).toContain(expected)
    // A long product name wraps inside its column, every word kept.
    expect(page).toMatch(/Safety syringe .*individually wrapped .*clinics/)
  })

  it('says a card order is paid, with no payment terms', async () => {
    const [page] = await pages(
      await renderInvoicePdf(
        invoice(
          {
            paymentProvider: { id: '2', identifier: 'stripe' },
            state: 'paid',
            purchaseOrderReference: null,
          },
          { paymentTerms: null, dueAt: null, paid: true },
        ),
      ),
    )
    expect(page).toContain('Paid by card.')
    expect(page).not.toContain('Net 30')
    expect(page).not.toContain('Due date')
    expect(page).not.toContain('PO reference')
    const [unpaid] = await pages(
      await renderInvoicePdf(
        invoice({}, { paymentTerms: null, dueAt: null, paid: false }),
      ),
    )
    expect(unpaid).toContain('To be paid by card')
  })

  it('says an invoice order is paid once the backend recorded its payment', async () => {
    const [page] = await pages(
      await renderInvoicePdf(invoice({}, { paid: true })),
    )
    expect(page).toContain('Net 30: due 30 days after the invoice date')
    expect(page).toContain('Paid.')
    expect(page).not.toContain('Please quote')
    expect(page).not.toContain('Remit to')
  })

  it('continues a big order on more pages, the table header repeated and every page numbered', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => item(index + 1))
    const text = await pages(await renderInvoicePdf(invoice({ items: lines })))
    expect(text.length).toBeGreaterThanOrEqual(2)
    text.forEach((page, index) => {
      expect(page).toContain('SKU Product Qty Unit price Amount')
      expect(page).toContain(`Page ${index + 1} of ${text.length}`)
    })
    expect(text[1]).toContain('Invoice INV-000007 (continued)')
    const all = text.join(' ')
    for (const { product } of lines) expect(all).toContain(product.sku)
    expect(all).toContain('Amount due (USD) $1,344.12')
  })

  it('names the exemption certificate that removed the tax, and asks for what is left to pay', async () => {
    const [page] = await pages(
      await renderInvoicePdf(
        invoice(
          {
            tax: {
              amount: 0,
              estimated: false,
              lines: [],
              exemption: {
                id: '4',
                state: 'NY',
                number: 'NY-12345',
                expiresOn: '2027-12-31',
                status: 'ACCEPTED' as const,
                refusalReason: null,
                fileName: 'exempt.pdf',
                uploadedAt: '2026-01-02T00:00:00.000Z',
              },
            },
          },
          {
            taxAmount: 0,
            total: 123_456,
            amountPaid: 23_456,
            amountDue: 100_000,
          },
        ),
      ),
    )
    expect(page).toContain('Sales tax Exempt (certificate NY-12345)')
    expect(page).toContain('Total (USD) $1,234.56')
    expect(page).toContain('Amount paid $234.56')
    expect(page).toContain('Amount due (USD) $1,000.00')
    expect(page).toContain(
      'No sales tax: exemption certificate NY-12345 (NY) is on file.',
    )
  })

  it('prints every letter and emoji of a name, in subset fonts that keep the file small', async () => {
    const name = 'Praxis Dr. Müller-Łukasiewicz 🦷 Zahnmedizin'
    const pdf = await renderInvoicePdf(
      invoice({}, { billTo: [name, 'Ana Dvořák', 'Ζωή Παπαδοπούλου'] }),
    )
    const [page] = await pages(pdf)
    expect(page).toContain(name)
    expect(page).toContain('Ana Dvořák')
    expect(page).toContain('Ζωή Παπαδοπούλου')
    expect(page).not.toContain('?')
    // The tooth is drawn from Noto Emoji, embedded as a subset beside Noto Sans.
    const raw = pdf.toString('latin1')
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoEmoji-Regular/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/)
    expect(pdf.length).toBeLessThan(120_000)
  })

  it('prints "?" for a script neither font has, and drops emoji presentation selectors', async () => {
    const [page] = await pages(
      await renderInvoicePdf(invoice({}, { billTo: ['Café 東京 ❤️'] })),
    )
    expect(page).toContain('Café ?? ❤')
  })
})
