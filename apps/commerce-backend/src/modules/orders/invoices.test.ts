import {
  CreateAddressDocument,
  MarkOrderPaidDocument,
  OrderInvoiceDocument,
} from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SELLER, readSeller } from './invoices'
import {
  ADDRESS,
  add,
  cartOf,
  checkout,
  commerce,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'
import { TEST_SERVICE_SECRET } from '../../test-backend'

// The invoice of an order is the backend's (issue 32, item 4): number, dates, payment terms,
// seller and whether it is paid; clients only print it.
const SELLER = {
  name: 'Lakeshore Medical Distribution LLC',
  addressLines: ['1 Lake Street', 'Madison, WI 53703', 'United States'],
  taxId: '12-3456789',
  email: 'invoices@lakeshore.example',
}
useTestShop({ seller: SELLER })

const TERMS = 'Net 30: due 30 days after the invoice date'
const DAY_MS = 24 * 60 * 60 * 1000
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
  it('is numbered after the order, dated when placed, due 30 days later, from the configured seller', async () => {
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
    const placedAt = Date.parse(placed.placedAt ?? '')
    expect(order?.invoice).toEqual({
      number: `INV-${placed.number}`,
      issuedAt: new Date(placedAt).toISOString(),
      paymentTerms: TERMS,
      dueAt: new Date(placedAt + 30 * DAY_MS).toISOString(),
      paid: false,
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

    // Paid by bank transfer: the trusted caller records it, and the invoice says so.
    await commerce.request(
      MarkOrderPaidDocument,
      { token: placed.token, paymentReference: 'bank_7' },
      service,
    )
    expect((await invoiceOf(buyer.token, placed.token))?.invoice).toMatchObject(
      { paid: true, paymentTerms: TERMS },
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
    expect((await invoiceOf(buyer.token, placed.token))?.invoice).toMatchObject(
      { paymentTerms: null, dueAt: null, paid: false },
    )
    await commerce.request(
      MarkOrderPaidDocument,
      { token: placed.token, paymentReference: 'pi_7' },
      service,
    )
    expect((await invoiceOf(buyer.token, placed.token))?.invoice).toMatchObject(
      { paymentTerms: null, paid: true },
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
      }),
    ).toEqual({
      name: 'Clinic Supply LLC',
      addressLines: ['1 Lake Street', 'Madison, WI 53703', 'United States'],
      taxId: '12-3456789',
      email: 'invoices@clinic-supply.com',
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
  })
})
