import type { AddressInfo } from 'node:net'
import { createFormatters } from '@shop/i18n'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import {
  ENCRYPTION_SECRET,
  SERVICE_SECRET,
  backend,
  base,
  call,
  placeOrder,
  signIn,
  useApiServer,
} from '../../test/api'
import { shipOrder } from '../../test/backend'
import { createApp } from '../app'
import { readConfig } from '../env.server'
import { silentLogger } from '@shop/node-server/log'

// The account tag: addresses, default addresses, orders and inventory, and their refusals.
useApiServer()

describe('cart and checkout', () => {
  it('refuses a null character in any field and an empty default-address choice with a 400', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const before = (await call(jar, 'GET', '/account/addresses')).json
    const login = await call(null, 'POST', '/auth/login', {
      username: 'buyer@northside-clinic.example\u0000',
      password: 'demo1234',
    })
    expect(login.status).toBe(400)
    expect(login.json.violations).toEqual([
      {
        propertyPath: 'username',
        message: 'Must not contain a null character.',
      },
    ])
    const lookup = await call(jar, 'GET', '/shop/products-by-sku?skus=%00')
    expect(lookup.status).toBe(400)
    expect(lookup.json.violations[0].propertyPath).toBe('skus')
    const address = before.addresses[0]
    const renamed = await call(jar, 'POST', '/account/update-address', {
      ...address,
      city: 'Milwaukee\u0000',
    })
    expect(renamed.status).toBe(400)
    expect(renamed.json.violations[0].propertyPath).toBe('city')
    const none = await call(jar, 'POST', '/account/set-default-addresses', {})
    expect(none.status).toBe(400)
    expect(none.json.violations[0].message).toBe(
      'Choose a default shipping or invoice address.',
    )
    expect((await call(jar, 'GET', '/account/addresses')).json).toEqual(before)
  })

  it('adds, edits and deletes an address, refusing invalid fields', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const address = {
      salutation: 'ms',
      firstname: 'Ana',
      lastname: 'Lee',
      company: 'Lakeview Pediatric Practice',
      street: 'Harbor Road',
      number: '9',
      postcode: '53202',
      city: 'Milwaukee',
      country: 'US',
      stateCode: 'WI',
      phoneNumber: '+1 414 555 0100',
    }
    const bad = await call(jar, 'POST', '/account/add-address', {
      address: { ...address, country: 'XX', city: '' },
    })
    expect(bad.status).toBe(400)
    expect(
      bad.json.violations
        .map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['address.city', 'address.country'])
    const { json: created } = await call(jar, 'POST', '/account/add-address', {
      address,
    })
    const id = Number(created.address.id)
    const { json: updated } = await call(
      jar,
      'POST',
      '/account/update-address',
      { address: { ...address, id, city: 'Madison' } },
    )
    expect(updated.address.city).toBe('Madison')
    const stranger = await signIn()
    expect(
      (
        await call(stranger, 'POST', '/account/delete-address', {
          addressId: id,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(jar, 'POST', '/account/delete-address', { addressId: id }))
        .status,
    ).toBe(200)
    const { json: list } = await call(jar, 'GET', '/account/addresses')
    expect(
      list.addresses.some((a: { id: string }) => Number(a.id) === id),
    ).toBe(false)
  })

  it('refuses a bad postcode, state or salutation per country with readable violations, and saves nothing', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const address = {
      salutation: '',
      firstname: 'Ana',
      lastname: 'Lee',
      company: '',
      street: 'Fifth Avenue',
      number: '350',
      postcode: '10001',
      city: 'New York',
      country: 'US',
      stateCode: 'NY',
      phoneNumber: '',
    }
    const before = (await call(jar, 'GET', '/account/addresses')).json.addresses
      .length
    const refusals = [
      [
        { postcode: 'ABCDE' },
        [['address.postcode', 'Enter a 5-digit ZIP code, like 10001.']],
      ],
      [{ stateCode: 'ZZ' }, [['address.stateCode', 'Choose a state.']]],
      [
        { country: 'CA' },
        [
          ['address.postcode', 'Enter a postal code like K1A 0B1.'],
          ['address.stateCode', 'Choose a province or territory.'],
        ],
      ],
      [
        { phoneNumber: 'ask for Ana' },
        [['address.phoneNumber', 'Enter a phone number like +1 312 555 0142.']],
      ],
      [
        { salutation: 'sir' },
        [['address.salutation', 'Choose a salutation from the list, or none.']],
      ],
    ] as const
    for (const [change, violations] of refusals) {
      const bad = await call(jar, 'POST', '/account/add-address', {
        address: { ...address, ...change },
      })
      expect(bad.status, JSON.stringify(change)).toBe(400)
      expect(
        bad.json.violations.map(
          (v: { propertyPath: string; message: string }) => [
            v.propertyPath,
            v.message,
          ],
        ),
      ).toEqual(violations)
    }
    expect(
      (await call(jar, 'GET', '/account/addresses')).json.addresses.length,
    ).toBe(before)
    // ZIP+4 and no salutation are fine; the ZIP is stored with its hyphen.
    const good = await call(jar, 'POST', '/account/add-address', {
      address: { ...address, postcode: '100011234' },
    })
    expect(good.status).toBe(200)
    expect(good.json.address).toMatchObject({
      salutation: '',
      postcode: '10001-1234',
    })
    const id = Number(good.json.address.id)
    const update = await call(jar, 'POST', '/account/update-address', {
      address: { ...address, id, stateCode: 'ZZ' },
    })
    expect(update.status).toBe(400)
    await call(jar, 'POST', '/account/delete-address', { addressId: id })
  })

  it('lists past orders and inventory lots', async () => {
    const jar = await signIn()
    const { json: orders } = await call(jar, 'GET', '/account/orders')
    expect(orders.total).toBeGreaterThanOrEqual(3)
    const { json: inventory } = await call(jar, 'GET', '/account/inventory')
    expect(inventory.lots[0].lotNumber).toMatch(/^L\d{6}-/)
  })
})

describe('the success path of every other call', () => {
  it('chooses default shipping and invoice addresses', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const { json: created } = await call(jar, 'POST', '/account/add-address', {
      address: {
        salutation: 'mr',
        firstname: 'Tom',
        lastname: 'Berg',
        company: 'Lakeview Pediatric Practice',
        street: 'Depot Street',
        number: '2',
        postcode: '53703',
        city: 'Madison',
        country: 'US',
        stateCode: 'WI',
        phoneNumber: '+1 608 555 0199',
      },
    })
    const id = Number(created.address.id)
    const { status } = await call(
      jar,
      'POST',
      '/account/set-default-addresses',
      {
        shippingAddressId: id,
        invoiceAddressId: id,
      },
    )
    expect(status).toBe(200)
    const customer = (await call(jar, 'GET', '/user/me')).json.user.customer
    expect(Number(customer.defaultShippingAddress.id)).toBe(id)
    expect(Number(customer.defaultInvoiceAddress.id)).toBe(id)
  })
})

/** Fetches a path below `/api` as a browser would open a link, without following redirects. */
const open = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api${path}`, { headers, redirect: 'manual' })

const pdfText = async (response: Response) => {
  const pdf = await getDocumentProxy(
    new Uint8Array(await response.arrayBuffer()),
  )
  return (await extractText(pdf, { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  )
}

describe('the invoice PDF', () => {
  it('is not issued before the order ships; then it is the order’s invoice with its tax, to download and never to keep', async () => {
    const jar = await signIn()
    const order = await placeOrder(jar, 'PO-INV-7731')
    const early = await call(
      jar,
      'GET',
      `/account/orders/${order.token}/invoice.pdf`,
    )
    expect(early.status).toBe(404)
    expect(early.json.message).toBe(
      'The invoice is not yet issued: it is issued when the order ships.',
    )
    await shipOrder(backend.url, SERVICE_SECRET, order)
    const response = await open(`/account/orders/${order.token}/invoice.pdf`, {
      cookie: jar.header(),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${order.number}.pdf"`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await pdfText(response)
    const { formatMoney } = createFormatters('en', 'USD')
    const { json } = await call(
      jar,
      'GET',
      `/account/order?token=${order.token}`,
    )
    const invoice = json.order.invoice
    expect(invoice.number).toMatch(/^INV-\d{6}$/)
    expect(text).toContain(order.number)
    expect(text).toContain(invoice.number)
    expect(text).toContain('PO-INV-7731')
    expect(order.items.length).toBe(2)
    for (const item of order.items as { product: { sku: string } }[])
      expect(text).toContain(item.product.sku)
    expect(text).toContain(`Subtotal ${formatMoney(order.subtotalNet)}`)
    expect(text).toContain(`Total before tax ${formatMoney(order.totalNet)}`)
    // Northside Family Clinic ships to Illinois: the tax frozen at placement is on the invoice.
    expect(order.tax.amount).toBeGreaterThan(0)
    expect(invoice.amountDue).toBe(order.totalWithTax)
    expect(text).toContain(`Total (USD) ${formatMoney(order.totalWithTax)}`)
    expect(text).toContain(
      `Amount due (USD) ${formatMoney(order.totalWithTax)}`,
    )
    expect(text).toContain('Net 30: due 30 days after the invoice date')
    expect(text).toContain('Remit to:')
    expect(text).toContain('Page 1 of 1')
  })

  it('is not found for another customer, an unknown token or a cart', async () => {
    const owner = await signIn()
    const order = await placeOrder(owner, 'PO-OTHER')
    const other = await signIn('orders@lakeview-practice.example')
    const stranger = await call(
      other,
      'GET',
      `/account/orders/${order.token}/invoice.pdf`,
    )
    expect(stranger.status).toBe(404)
    expect(stranger.json).toEqual({ message: 'The order was not found.' })
    const unknown = await call(
      owner,
      'GET',
      '/account/orders/no-such-order-token/invoice.pdf',
    )
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('The order was not found.')
    // The cart after the order: the customer's own, but not placed.
    const { json } = await call(owner, 'GET', '/shop/cart/current')
    expect(json.cart.token).not.toBe(order.token)
    const asOrder = await call(
      owner,
      'GET',
      `/account/order?token=${json.cart.token}`,
    )
    expect(asOrder.json.order.state).toBe('cart')
    const cart = await call(
      owner,
      'GET',
      `/account/orders/${json.cart.token}/invoice.pdf`,
    )
    expect(cart.status).toBe(404)
    expect(cart.json.message).toBe('The order was not found.')
  })

  it('asks code to sign in with a 401, and sends a browser to the shop’s sign-in page and back', async () => {
    const path = '/account/orders/some-order-token/invoice.pdf'
    const code = await open(path, { accept: 'application/json' })
    expect(code.status).toBe(401)
    expect(await code.json()).toEqual({
      message: 'Please sign in to continue.',
    })
    // The sign-in page is on the configured public address, whatever the request's headers say.
    const app = createApp(
      readConfig({
        COMMERCE_BACKEND_URL: backend.url,
        COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
        ENCRYPTION_SECRET,
        PUBLIC_BASE_URL: 'https://shop.example.com',
      }),
      { logger: silentLogger },
    )
    const server = app.listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const browser = await fetch(`http://127.0.0.1:${port}/api${path}`, {
        headers: {
          accept:
            'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        },
        redirect: 'manual',
      })
      expect(browser.status).toBe(303)
      expect(browser.headers.get('location')).toBe(
        `https://shop.example.com/en/auth/login?redirect=${encodeURIComponent(`/api${path}`)}`,
      )
      expect(browser.headers.get('cache-control')).toBe('private, no-store')
    } finally {
      server.close()
    }
  })
})

describe('the statement', () => {
  it('answers the administrator their practice’s statement and a buyer 403', async () => {
    const admin = await signIn('admin@riverside-health.example')
    const { status, json } = await call(admin, 'GET', '/account/statement')
    expect(status).toBe(200)
    expect(Object.keys(json).sort()).toEqual([
      'ageing',
      'asOf',
      'balanceDue',
      'creditAvailable',
      'credits',
      'invoices',
      'totalDue',
    ])
    const buyer = await signIn('buyer@riverside-health.example')
    expect(await call(buyer, 'GET', '/account/statement')).toMatchObject({
      status: 403,
      json: {
        message:
          "Only your practice's administrators and billing members see its invoices.",
      },
    })
  })
})
