import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { simulatedNpi } from '../scripts/test-data.mjs'

/** Signs the demo buyer in and answers the session cookies as one `Cookie` header value. */
export async function signInCookie(apiUrl) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'buyer@northside-clinic.example',
      password: 'demo1234',
    }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Puts one product in the signed-in buyer's cart, so the checkout has something to show. */
export async function fillCart(apiUrl, cookie, sku = 'SYR-LL-E-V5-P50') {
  const headers = { cookie, 'content-type': 'application/json' }
  const { product } = await (
    await fetch(`${apiUrl}/api/shop/products/${sku}`)
  ).json()
  const { cart } = await (
    await fetch(`${apiUrl}/api/shop/cart/current`, { headers })
  ).json()
  const response = await fetch(`${apiUrl}/api/shop/cart/add`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      token: cart.token,
      productId: Number(product.id),
      quantity: 1,
    }),
  })
  if (!response.ok) throw new Error(`add to cart failed: ${response.status}`)
}

/**
 * Signs up `count` customers through the API, each with an address and one product in the
 * cart: `call` speaks to the API as that customer, `cookie` is their browser's session.
 */
export async function signUpCustomers({ apiUrl, outboxDir }, tag, count = 50) {
  const customers = []
  // Ten at a time: a sign-up hashes a password, and fifty at once can outlast the API's wait.
  for (let first = 0; first < count; first += 10)
    customers.push(...(await signUpBatch(apiUrl, outboxDir, tag, first, 10)))
  return customers
}

/**
 * The token of the confirmation link the backend wrote to `email` into its outbox folder (the
 * bench runs without SMTP); quoted-printable soft breaks and `=3D` undone.
 */
async function confirmationToken(outboxDir, email) {
  for (let tries = 0; tries < 300; tries++) {
    const files = await readdir(outboxDir).catch(() => [])
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const text = (await readFile(join(outboxDir, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      if (!text.includes(email)) continue
      const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1]
      if (token) return token
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no confirmation e-mail to ${email}`)
}

async function signUpBatch(apiUrl, outboxDir, tag, first, count) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const n = first + i
      let jar = ''
      const call = async (method, path, body) => {
        const res = await fetch(`${apiUrl}/api${path}`, {
          method,
          // Each customer signs up from an address of their own (sign-ups are throttled per client).
          headers: {
            cookie: jar,
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${n >> 8}.${n & 255}`,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        const set = res.headers.getSetCookie()
        if (set.length) jar = set.map((c) => c.split(';')[0]).join('; ')
        const json = await res.json()
        if (!res.ok)
          throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
        return json
      }
      const email = `bench-${tag}-${n}-${Date.now()}@bench.example`
      await call('POST', '/auth/sign-up', {
        email,
        password: 'bench-password',
        firstname: 'Bench',
        lastname: `${n}`,
        company: `Bench ${n}`,
        npiNumber: simulatedNpi(n),
      })
      // Following the e-mailed link confirms the account and signs in (decision 022).
      await call('POST', '/auth/verify-email', {
        token: await confirmationToken(outboxDir, email),
      })
      const { address } = await call('POST', '/account/add-address', {
        address: {
          salutation: 'dr',
          firstname: 'Bench',
          lastname: `${n}`,
          company: `Bench ${n}`,
          street: 'Main Street',
          number: '1',
          postcode: '10001',
          city: 'New York',
          country: 'US',
          stateCode: 'NY',
          phoneNumber: '+1 212 555 0100',
        },
      })
      await fillCart(apiUrl, jar)
      return {
        call,
        addressId: Number(address.id),
        /** The customer's session cookies as they are now (a call may refresh them). */
        get cookie() {
          return jar
        },
      }
    }),
  )
}
