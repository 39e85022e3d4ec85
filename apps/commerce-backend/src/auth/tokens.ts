import {
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'

/** Access tokens live one hour; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_S = 60 * 60
/** Refresh tokens live 30 days and are rotated on every use. */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60
/**
 * How long a rotated refresh token still answers with its successor: long enough for the
 * parallel calls of one page (each presenting the same cookie) to all succeed.
 */
export const REFRESH_TOKEN_GRACE_S = 30

/** Signs an access token for a customer: `base64url(payload).base64url(hmac)`. */
export function signAccessToken(
  customerId: number,
  sessionId: string,
  secret: string,
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({
      sub: customerId,
      sid: sessionId,
      exp: Math.floor(now / 1000) + ACCESS_TOKEN_TTL_S,
    }),
  ).toString('base64url')
  const signature = createHmac('sha256', secret)
    .update(payload)
    .digest('base64url')
  return `${payload}.${signature}`
}

export type TokenCheck =
  { customerId: number; sessionId: string } | { error: 'invalid' | 'expired' }

/**
 * Verifies an access token's signature and expiry. The caller still checks that its session
 * (`sessionId`) was not ended by a sign-out.
 */
export function verifyAccessToken(
  token: string,
  secret: string,
  now = Date.now(),
): TokenCheck {
  const [payload, signature] = token.split('.')
  if (!payload || !signature) return { error: 'invalid' }
  const expected = createHmac('sha256', secret).update(payload).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { error: 'invalid' }
  try {
    const { sub, sid, exp } = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as { sub: number; sid: string; exp: number }
    if (
      !Number.isInteger(sub) ||
      typeof sid !== 'string' ||
      typeof exp !== 'number'
    )
      return { error: 'invalid' }
    return exp * 1000 <= now
      ? { error: 'expired' }
      : { customerId: sub, sessionId: sid }
  } catch {
    return { error: 'invalid' }
  }
}

/** A new opaque random token with at least 128 bits of randomness (here 256). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/**
 * The refresh token that replaces `token` on rotation. Derived, not random, so every caller
 * presenting the same token within the grace period receives the same successor without it being
 * stored anywhere in clear; only somebody holding the token and the secret can compute it.
 */
export function successorToken(token: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`refresh-token-successor:${token}`)
    .digest('base64url')
}

/** Refresh tokens are stored hashed, so a leaked table does not sign anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
