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
