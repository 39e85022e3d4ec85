import { describe, expect, it } from 'vitest'
import { base, call, mailedToken, signIn, useApiServer } from '../../test/api'
import { CookieJar } from '../../test/backend'

// Company accounts through the API: invitations, roles and limits, and approvals. The backend
// decides every permission; the API answers 400, 403 and 404 as the contract says.
useApiServer()

/** The demo practice's administrator (sign-ups are throttled per client, so tests invite). */
const administrator = () => signIn('admin@riverside-health.example')
const unique = (name: string) =>
  `${name}-${Date.now()}@riverside-health.example`

/** Invites `email` with the founder's jar and joins with the e-mailed link: the member's jar. */
async function invited(
  admin: CookieJar,
  email: string,
  terms: Record<string, unknown>,
) {
  const invite = await call(admin, 'POST', '/account/company/invite', {
    email,
    ...terms,
  })
  expect(invite.status).toBe(200)
  const token = await mailedToken(email, '/en/auth/accept-invitation')
  const jar = new CookieJar()
  const joined = await call(jar, 'POST', '/auth/accept-invitation', {
    token,
    firstname: 'Jordan',
    lastname: 'Pike',
    password: 'member-password',
  })
  expect(joined.status).toBe(200)
  return { jar, token, id: joined.json.user.customer.id as string }
}

/** The status of the order's invoice PDF as the member's browser would get it. */
const invoiceStatus = async (jar: CookieJar, token: string) =>
  (
    await fetch(`${base}/api/account/orders/${token}/invoice.pdf`, {
      headers: { cookie: jar.header() },
    })
  ).status

/** Fills the member's cart with boxes worth at least `worth` cents and checks out by invoice. */
async function placeOrder(jar: CookieJar, worth: number) {
  const { json: current } = await call(jar, 'GET', '/shop/cart/current')
  const token = current.cart.token
  const { json: product } = await call(
    null,
    'GET',
    '/shop/products/SYR-LL-E-V5-P50',
  )
  const price: number = product.product.storeValues[0].price
  await call(jar, 'POST', '/shop/cart/add', {
    token,
    productId: Number(product.product.id),
    quantity: Math.ceil(worth / price),
  })
  const { json: addresses } = await call(jar, 'GET', '/account/addresses')
  const addressId = Number(addresses.addresses[0].id)
  await call(jar, 'POST', '/shop/checkout/addresses', {
    token,
    shippingAddressId: addressId,
    invoiceAddressId: addressId,
  })
  await call(jar, 'POST', '/shop/checkout/shipping', {
    token,
    carrierIdentifier: 'standard',
  })
  const { json: ready } = await call(
    jar,
    'POST',
    '/shop/checkout/payment-provider',
    { token, paymentProviderIdentifier: 'invoice' },
  )
  const placed = await call(jar, 'POST', '/shop/checkout/order', { token })
  expect(placed.status).toBe(200)
  return { preview: ready.cart, order: placed.json.cart }
}

describe('invitations', () => {
  it('invites with roles and limits in cents, previews the link and joins signed in', async () => {
    const admin = await administrator()
    const email = unique('jordan')
    const invite = await call(admin, 'POST', '/account/company/invite', {
      email,
      roles: ['BUYER'],
      orderLimit: '20000',
      monthlyLimit: null,
    })
    expect(invite.json.invitation).toMatchObject({
      email,
      roles: ['BUYER'],
      orderLimit: 20000,
      monthlyLimit: null,
      invitedBy: 'Priya Raman',
    })
    const listed = await call(admin, 'GET', '/account/company/invitations')
    expect(
      listed.json.invitations.map((i: { email: string }) => i.email),
    ).toEqual([email])
    const token = await mailedToken(email, '/en/auth/accept-invitation')
    const preview = await call(null, 'GET', `/auth/invitation?token=${token}`)
    expect(preview.json.invitation).toMatchObject({
      email,
      companyName: 'Riverside Community Health Center',
    })
    const jar = new CookieJar()
    const joined = await call(jar, 'POST', '/auth/accept-invitation', {
      token,
      firstname: 'Jordan',
      lastname: 'Pike',
      password: 'member-password',
    })
    expect(joined.json.user.customer).toMatchObject({
      email,
      roles: ['BUYER'],
      orderLimit: 20000,
    })
    expect((await call(jar, 'GET', '/user/me')).status).toBe(200)
    // The link is used up.
    expect(
      (await call(null, 'GET', `/auth/invitation?token=${token}`)).status,
    ).toBe(404)
    const again = await call(null, 'POST', '/auth/accept-invitation', {
      token,
      firstname: 'Jordan',
      lastname: 'Pike',
      password: 'member-password',
    })
    expect(again.status).toBe(400)
    expect(again.json.violations[0].propertyPath).toBe('token')
  })

  it('refuses bad input with a 400 and violations, and sends nothing', async () => {
    const admin = await administrator()
    const bad = await call(admin, 'POST', '/account/company/invite', {
      email: 'not-an-address',
      roles: [],
      orderLimit: 'lots',
      monthlyLimit: 0,
    })
    expect(bad.status).toBe(400)
    expect(
      bad.json.violations.map((v: { propertyPath: string }) => v.propertyPath),
    ).toEqual(expect.arrayContaining(['roles', 'orderLimit', 'monthlyLimit']))
    const invitations = await call(admin, 'GET', '/account/company/invitations')
    expect(
      invitations.json.invitations.map((i: { email: string }) => i.email),
    ).not.toContain('not-an-address')
    const malformed = await call(null, 'GET', '/auth/invitation?token=<x>')
    expect(malformed.status).toBe(400)
  })

  it('answers 401 before reading the body, 403 to a buyer and 404 for another company', async () => {
    expect(
      (await call(null, 'POST', '/account/company/invite', { nonsense: true }))
        .status,
    ).toBe(401)
    const admin = await administrator()
    const buyer = await invited(admin, unique('plain'), {
      roles: ['BUYER'],
    })
    for (const [method, path, body] of [
      ['GET', '/account/company/members', undefined],
      ['GET', '/account/company/invitations', undefined],
      ['GET', '/account/approvals', undefined],
      [
        'POST',
        '/account/company/invite',
        { email: 'friend@x.example', roles: ['ADMINISTRATOR'] },
      ],
      [
        'POST',
        '/account/company/update-member',
        { memberId: buyer.id, roles: ['ADMINISTRATOR'] },
      ],
      ['POST', '/account/company/update', { membersMayAddAddresses: true }],
    ] as const) {
      const refused = await call(buyer.jar, method, path, body)
      expect([path, refused.status]).toEqual([path, 403])
      expect(refused.json.message).toMatch(/administrator|approver/)
    }
    const stranger = await signIn()
    const elsewhere = await call(
      stranger,
      'POST',
      '/account/company/update-member',
      { memberId: buyer.id, roles: ['ADMINISTRATOR'] },
    )
    expect(elsewhere.status).toBe(404)
    const deactivate = await call(
      stranger,
      'POST',
      '/account/company/set-member-active',
      { memberId: buyer.id, active: false },
    )
    expect(deactivate.status).toBe(404)
    const { json: me } = await call(buyer.jar, 'GET', '/user/me')
    expect(me.user.customer.roles).toEqual(['BUYER'])
  })
})

describe('a deactivated member', () => {
  it('is told their access ended after the right password, and cannot get in by a reset', async () => {
    const admin = await administrator()
    const email = unique('ended')
    const member = await invited(admin, email, { roles: ['BUYER'] })
    const off = await call(
      admin,
      'POST',
      '/account/company/set-member-active',
      {
        memberId: Number(member.id),
        active: false,
      },
    )
    expect(off.status).toBe(200)
    const login = (password: string) =>
      call(null, 'POST', '/auth/login', { username: email, password })
    const ended = {
      status: 403,
      json: {
        message:
          'Your access to your practice’s account was ended. Ask your practice’s administrator to give it back if you still need it.',
      },
    }
    expect(await login('member-password')).toMatchObject(ended)
    // A wrong password answers as for an address without an account.
    const wrong = await login('not-the-password')
    expect(wrong.status).toBe(401)
    expect(
      (
        await call(null, 'POST', '/auth/login', {
          username: unique('nobody'),
          password: 'x',
        })
      ).json,
    ).toEqual(wrong.json)
    await call(null, 'POST', '/auth/forgot-password', { email })
    const jar = new CookieJar()
    const reset = await call(jar, 'POST', '/auth/reset-password', {
      token: await mailedToken(email, '/en/auth/reset-password'),
      password: 'a-new-password',
    })
    expect(reset).toMatchObject(ended)
    expect((await call(jar, 'GET', '/user/me')).status).toBe(401)
    expect((await login('a-new-password')).status).toBe(401)
  })
})

describe('approvals', () => {
  it('sends an order over the limit for approval; the approver places it and the buyer sees who', async () => {
    const buyer = await signIn('buyer@riverside-health.example')
    const approver = await signIn('approver@riverside-health.example')
    // Over Jamie's $200.00 per order.
    const { preview, order } = await placeOrder(buyer, 250_00)
    expect(preview.approvalNeeded).toEqual([
      { kind: 'ORDER_LIMIT', limit: 20000, amount: preview.totalNet },
    ])
    expect(order).toMatchObject({
      state: 'awaiting_approval',
      approval: { state: 'PENDING' },
      placedBy: { firstname: 'Jamie' },
      invoiced: false,
    })
    // Not bought yet: no invoice, for the buyer or the approver.
    expect(await invoiceStatus(buyer, order.token)).toBe(404)
    expect(await invoiceStatus(approver, order.token)).toBe(404)
    const queue = await call(approver, 'GET', '/account/approvals')
    expect(queue.json.orders.map((o: { token: string }) => o.token)).toContain(
      order.token,
    )
    const noReason = await call(approver, 'POST', '/account/approvals/reject', {
      token: order.token,
      reason: '',
    })
    expect(noReason.status).toBe(400)
    expect(noReason.json.violations[0].propertyPath).toBe('reason')
    const bySelf = await call(buyer, 'POST', '/account/approvals/approve', {
      token: order.token,
    })
    expect(bySelf.status).toBe(403)
    const approved = await call(
      approver,
      'POST',
      '/account/approvals/approve',
      {
        token: order.token,
      },
    )
    expect(approved.json.order).toMatchObject({
      state: 'new',
      approval: { state: 'APPROVED', decidedBy: { firstname: 'Marcus' } },
      invoiced: true,
    })
    // Bought now; its invoice is issued when it ships (INVOICE_ON=shipped), not before.
    expect(await invoiceStatus(buyer, order.token)).toBe(404)
    const { json: seen } = await call(
      buyer,
      'GET',
      `/account/order?token=${order.token}`,
    )
    expect(seen.order.approval.decidedBy.lastname).toBe('Bell')
    const decided = await call(
      approver,
      'GET',
      '/account/approvals?state=decided',
    )
    expect(
      decided.json.orders.map((o: { token: string }) => o.token),
    ).toContain(order.token)
    // The approver sees the practice's history, narrowed to one member.
    const history = await call(
      approver,
      'GET',
      `/account/orders?placedBy=${order.placedBy.id}`,
    )
    expect(
      history.json.orders.every(
        (o: { placedBy: { id: string } }) =>
          o.placedBy.id === order.placedBy.id,
      ),
    ).toBe(true)
    expect(
      history.json.orders.map((o: { token: string }) => o.token),
    ).toContain(order.token)
  })

  it('issues no invoice for a rejected order, and the history offers none', async () => {
    const buyer = await signIn('buyer@riverside-health.example')
    const approver = await signIn('approver@riverside-health.example')
    const { order } = await placeOrder(buyer, 250_00)
    const rejected = await call(approver, 'POST', '/account/approvals/reject', {
      token: order.token,
      reason: 'Please split it over two orders.',
    })
    expect(rejected.json.order).toMatchObject({
      state: 'rejected',
      invoiced: false,
    })
    expect(await invoiceStatus(buyer, order.token)).toBe(404)
    const { json: history } = await call(buyer, 'GET', '/account/orders')
    expect(
      history.orders.find((o: { token: string }) => o.token === order.token),
    ).toMatchObject({ invoiced: false })
  })
})
