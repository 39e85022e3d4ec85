import {
  CreateAddressDocument,
  MarkOrderPaidDocument,
  OrderInvoiceDocument,
} from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SELLER, readSeller } from './invoices'
import { dueOn } from './billing'
import {
  ADDRESS,
  add,
  cartOf,
  checkout,
  commerce,
  newBuyer,
  newProduct,
  url,
  useTestShop,
} from '../../test-shop'
import { TEST_SERVICE_SECRET } from '../../test-backend'

// The invoice of an order is the backend's issued row (issues 32 and 36): number, dates, terms,
// amounts with tax, paid and due, seller; clients only print it. INVOICE_ON=placed issues it when
// the order is bought, so these tests need not ship (the API's tests cover `shipped`).
const SELLER = {
  name: 'Lakeshore Medical Distribution LLC',
  addressLines: ['1 Lake Street', 'Madison, WI 53703', 'United States'],
  taxId: '12-3456789',
  email: 'invoices@lakeshore.example',
  remittance: ['ACH to Lakeshore Medical, routing 075000019, account 1234'],
}
useTestShop({ seller: SELLER, invoiceOn: 'placed' })

const TERMS = 'Net 30: due 30 days after the invoice date'
const service = { headers: { 'x-service-secret': TEST_SERVICE_SECRET } }

async function invoiceOf(token: string, orderToken: string) {
  const { order } = await commerce.request(
    OrderInvoiceDocument,
    { token: orderToken },
    { token },
  )
  return order
}

describe('the invoice of an order', () => {
  it('is the issued invoice: numbered, dated, due after the terms, with the tax, paid and due', async () => {
    const buyer = await newBuyer('invoiced')
    const product = await newProduct('TEST-INVOICE', 1500)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 2))
    // A cart has no invoice yet, but names the terms it would be invoiced with.
    const cart = await invoiceOf(buyer.token, buyer.cart.token)
    expect(cart?.invoice).toBeNull()
    expect(cart?.paymentTerms).toBe(TERMS)

    const placed = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    )
    const order = await invoiceOf(buyer.token, placed.token)
    // The test address is in a taxed state: the invoice asks for the total with its tax.
    expect(placed.tax?.amount).toBeGreaterThan(0)
    const invoice = order?.invoice
    expect(invoice?.number).toMatch(/^INV-\d{6}$/)
    const issuedAt = new Date(invoice?.issuedAt ?? '')
    expect(Math.abs(issuedAt.getTime() - Date.now())).toBeLessThan(60_000)
    expect(invoice).toEqual({
      number: invoice?.number,
      issuedAt: invoice?.issuedAt,
      paymentTerms: TERMS,
      dueAt: dueOn(issuedAt, 30),
      paid: false,
      totalNet: placed.totalNet,
      taxAmount: placed.tax?.amount,
      total: placed.totalWithTax,
      amountPaid: 0,
      amountDue: placed.totalWithTax,
      currency: 'USD',
      seller: SELLER,
      billTo: [
        'Riverside Clinic',
        'Ana Lee',
        '1 Main Street',
        'New York, NY 10001',
        'United States',
      ],
      shipTo: [
        'Riverside Clinic',
        'Ana Lee',
        '1 Main Street',
        'New York, NY 10001',
        'United States',
      ],
    })

    // A bank transfer in part, then the rest: the accounts team records them (operator API).
    const pay = (body: object) =>
      fetch(`${url}/operator/v1/invoices/${invoice?.number}/payments`, {
        method: 'POST',
        headers: { ...service.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await pay({ amountCents: 1000 })).status).toBe(200)
    expect((await invoiceOf(buyer.token, placed.token))?.invoice).toMatchObject(
      {
        paid: false,
        amountPaid: 1000,
        amountDue: placed.totalWithTax - 1000,
      },
    )
    expect((await pay({})).status).toBe(200)
    expect((await invoiceOf(buyer.token, placed.token))?.invoice).toMatchObject(
      { paid: true, amountPaid: placed.totalWithTax, amountDue: 0 },
    )
  })

  it('bills the buying practice when the invoice address names no company', async () => {
    const buyer = await newBuyer('nocompany')
    const { createAddress } = await commerce.request(
      CreateAddressDocument,
      { input: { ...ADDRESS, company: '', city: 'Albany' } },
      { token: buyer.token },
    )
    if (createAddress.__typename !== 'AddressSuccess')
      throw new Error(createAddress.message)
    const product = await newProduct('TEST-INVOICE-NOCO', 900)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 1))
    const placed = cartOf(
      await checkout(buyer.token, buyer.cart.token, createAddress.address.id),
    )
    const order = await invoiceOf(buyer.token, placed.token)
    expect(order?.invoice?.billTo[0]).toBe('nocompany clinic')
  })

  it('has no terms for a card order, and is paid once the payment arrived', async () => {
    const buyer = await newBuyer('cardinvoice')
    const product = await newProduct('TEST-INVOICE-CARD', 2500)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 1))
    const placed = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id, 'stripe'),
    )
    expect(placed.state).toBe('payment_pending')
    // Not bought until the payment arrives: no invoice yet.
    expect((await invoiceOf(buyer.token, placed.token))?.invoice).toBeNull()
    await commerce.request(
      MarkOrderPaidDocument,
      { token: placed.token, paymentReference: 'pi_7' },
      service,
    )
    expect((await invoiceOf(buyer.token, placed.token))?.invoice).toMatchObject(
      { paymentTerms: null, dueAt: null, paid: true, amountDue: 0 },
    )
  })
})

describe('readSeller', () => {
  it('has placeholders for development, and reads SELLER_*', () => {
    expect(readSeller({})).toEqual(DEFAULT_SELLER)
    expect(
      readSeller({
        SELLER_NAME: 'Clinic Supply LLC',
        SELLER_ADDRESS: ' 1 Lake Street | |Madison, WI 53703\nUnited States',
        SELLER_TAX_ID: '12-3456789',
        SELLER_EMAIL: 'invoices@clinic-supply.com',
        SELLER_REMITTANCE:
          'ACH to Clinic Supply LLC|Routing 075000019, account 1234',
      }),
    ).toEqual({
      name: 'Clinic Supply LLC',
      addressLines: ['1 Lake Street', 'Madison, WI 53703', 'United States'],
      taxId: '12-3456789',
      email: 'invoices@clinic-supply.com',
      remittance: [
        'ACH to Clinic Supply LLC',
        'Routing 075000019, account 1234',
      ],
    })
  })

  it('stops start-up naming a value the invoice cannot print', () => {
    expect(() => readSeller({ SELLER_ADDRESS: ' | ' })).toThrow(
      /SELLER_ADDRESS: must have 1 to 6 lines/,
    )
    expect(() => readSeller({ SELLER_EMAIL: 'billing' })).toThrow(
      /SELLER_EMAIL/,
    )
    expect(() => readSeller({ SELLER_NAME: ' ' })).toThrow(/SELLER_NAME/)
    expect(() => readSeller({ SELLER_REMITTANCE: '|' })).toThrow(
      /SELLER_REMITTANCE: must have 1 to 4 lines/,
    )
  })
})
