// A consumer of the published packages. scripts/packages-outside.mjs copies it into a throw-away
// project outside the monorepo, typechecks it against the packed tarballs and runs it: every code
// entry point of every package is imported here, and something real is used from each.
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  buildSetupLink,
  checkAddress,
  createAccountApi,
  emptyAddress,
  normalizeAddress,
} from '@shop/account'
import type { AddressFormValues } from '@shop/account'
import { useAddressActions } from '@shop/account/react'
import {
  createCheckoutApi,
  currentCheckoutStep,
  isCheckoutValid,
  sortCarriers,
} from '@shop/checkout'
import type { CheckoutCart } from '@shop/checkout'
import { useCheckoutSteps } from '@shop/checkout/react'
import {
  ApiError,
  CategoriesDocument,
  createApiClient,
  createCommerceClient,
  memoryTokenStore,
  operationOf,
} from '@shop/commerce-client'
import type { ApiCart, CategoriesQuery } from '@shop/commerce-client'
import { apiCalls } from '@shop/commerce-client/api'
import { isValidNpi, validateField } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { EN_MESSAGES, createFormatters, createTranslator } from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import { I18nProvider, useI18n } from '@shop/i18n/react'
import { Button, Price, ProductCard } from '@shop/ui'
import { IMAGE_SIZES } from '@shop/ui/image-sizes'

// Every call of the React hooks below goes through this client; none is made while rendering.
const api = createApiClient({
  request: (method, path) =>
    Promise.reject(new ApiError(0, `unexpected ${method} ${path}`)),
})
const withQueryClient = (children: ReactNode) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      {children}
    </QueryClientProvider>,
  )

async function forms() {
  const empty = await validateField('', 'required|email', {
    name: 'email',
    label: 'email',
  })
  assert.deepEqual(empty.messages, [
    { rule: 'required', message: 'Email is required.', blocking: true },
  ])
  assert.equal(
    (await validateField('a@b.co', 'email', { name: 'e' })).valid,
    true,
  )
  assert.equal(isValidNpi('1234567893'), true)
  function QuantityField() {
    const form = useForm({
      initialValues: { quantity: '3' },
      fields: { quantity: { rules: 'quantity', label: 'Quantity' } },
    })
    return <input {...form.register('quantity')} />
  }
  assert.match(renderToString(<QuantityField />), /name="quantity" value="3"/)
}

async function i18n() {
  const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')
  assert.equal(t('header.cartCount', { count: 2 }), 'Cart, 2 items')
  const { formatMoney, formatDate } = createFormatters('en', 'USD')
  assert.equal(formatMoney(1999), '$19.99')
  assert.equal(formatDate('2026-01-05T00:00:00Z'), '01/05/26')
  function FromPrice() {
    const { t, formatMoney } = useI18n()
    return <p>{t('category.fromPrice', { price: formatMoney(1250) })}</p>
  }
  const html = renderToString(
    <I18nProvider locale="en">
      <FromPrice />
    </I18nProvider>,
  )
  assert.equal(html, '<p>From $12.50</p>')
}

async function checkout() {
  const cart: CheckoutCart = {
    items: [{ sku: '10-1001' }],
    shippingAddress: {},
    invoiceAddress: {},
    carrier: { identifier: 'ups' },
    paymentProvider: { identifier: 'stripe' },
  }
  assert.equal(isCheckoutValid(cart, { loading: false }), true)
  assert.equal(currentCheckoutStep(cart), 'payment-method')
  const carriers = sortCarriers([{ identifier: 'ups' }, { identifier: 'dhl' }])
  assert.deepEqual(
    carriers.map((carrier) => carrier.identifier),
    ['dhl', 'ups'],
  )
  function Steps() {
    const steps = useCheckoutSteps({
      api: createCheckoutApi(api),
      token: 'cart-token',
      cartQueryKey: ['cart'],
    })
    return <p>{steps.loading ? 'busy' : 'idle'}</p>
  }
  assert.equal(withQueryClient(<Steps />), '<p>idle</p>')
}

async function account() {
  const address: AddressFormValues = {
    ...emptyAddress(),
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: 'Main Street',
    number: '1',
    city: 'Springfield',
    stateCode: 'il',
    postcode: '627019999',
  }
  assert.deepEqual(checkAddress(address), [])
  assert.equal(normalizeAddress(address).postcode, '62701-9999')
  assert.deepEqual(checkAddress({ ...address, postcode: 'ABCDE' }), [
    { field: 'postcode', message: 'Enter a 5-digit ZIP code, like 10001.' },
  ])
  const link = buildSetupLink({
    adminCentreUrl: 'https://admin.example.com',
    pathSegment: 'clinic',
    siteUrl: 'https://shop.example.com',
    encryptedRefreshToken: 'v1.abc',
  })
  assert.ok(link.startsWith('https://admin.example.com/clinic/auth/init?'))
  function Actions() {
    const actions = useAddressActions({
      api: createAccountApi(api),
      invalidates: [['addresses']],
    })
    return <p>{actions.create.isIdle ? 'idle' : 'busy'}</p>
  }
  assert.equal(withQueryClient(<Actions />), '<p>idle</p>')
}

async function ui() {
  const { formatMoney } = createFormatters('en')
  const html = renderToString(
    <ProductCard
      name="Nitrile gloves"
      href="/en/shop/products/10-1001"
      image={{ src: '/gloves.jpg', ...IMAGE_SIZES['product-overview'] }}
      price={<Price amount={1299} format={formatMoney} suffix="net" />}
      action={<Button variant="primary">Add to cart</Button>}
    />,
  )
  for (const text of ['Nitrile gloves', '$12.99', 'Add to cart', 'width="400"'])
    assert.ok(html.includes(text), `ProductCard renders ${text}: ${html}`)
  // The stylesheet is a public entry too.
  assert.ok(
    existsSync(fileURLToPath(import.meta.resolve('@shop/ui/styles.css'))),
  )
}

async function commerceClient() {
  const endpoint = `${process.env.COMMERCE_URL}/graphql/commerce`
  const commerce = createCommerceClient({
    endpoint,
    tokenStore: memoryTokenStore(),
  })
  assert.equal(operationOf(String(CategoriesDocument)).name, 'Categories')
  // An operation without required variables needs no `{}`.
  const { categories }: CategoriesQuery =
    await commerce.request(CategoriesDocument)
  assert.ok(categories.length > 0, 'the demo catalogue has categories')
  assert.ok(categories.every((category) => category.name.length > 0))
  const schema = import.meta
    .resolve('@shop/commerce-client/schema/commerce.graphql')
  assert.match(readFileSync(fileURLToPath(schema), 'utf8'), /type Query/)
  // The shop API's contract validates what a caller sends, and the typed client builds the call.
  const add = apiCalls['POST /shop/cart/add'].body
  assert.equal(add.safeParse({ productId: '12', quantity: 0 }).success, false)
  assert.deepEqual(add.parse({ productId: '12' }), {
    productId: 12,
    quantity: 1,
  })
  const sent: string[] = []
  const shopApi = createApiClient({
    request: async (method, path) => {
      sent.push(`${method} ${path}`)
      return { cart: { token: 'c1' } }
    },
  })
  const { cart }: { cart: ApiCart } = await shopApi.get('/shop/cart/current')
  await shopApi.get('/shop/products/:id', { params: { id: 'GLV-1' } })
  assert.equal(cart.token, 'c1')
  assert.deepEqual(sent, ['GET /shop/cart/current', 'GET /shop/products/GLV-1'])
  return `${categories.length} categories from ${endpoint}`
}

const checks = {
  '@shop/forms': forms,
  '@shop/i18n': i18n,
  '@shop/checkout': checkout,
  '@shop/account': account,
  '@shop/ui': ui,
  '@shop/commerce-client': commerceClient,
}
for (const [name, check] of Object.entries(checks)) {
  const detail = await check()
  console.log(
    `✓ ${name} works outside the monorepo${detail ? `: ${detail}` : ''}`,
  )
}
