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
