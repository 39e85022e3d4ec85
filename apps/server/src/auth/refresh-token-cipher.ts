import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
} from 'node:crypto'

const VERSION = 'v1'

function keyFrom(secret: string) {
  return createHash('sha256').update(secret).digest()
}

/**
 * Encrypts the refresh token for the admin-centre setup link with AES-256-GCM (authenticated:
 * a changed token fails to decrypt). The output is URL-safe: `v1.<iv>.<tag>.<ciphertext>`.
 */
export function encryptRefreshToken(token: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv)
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, iv, tag, data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** Reverses {@link encryptRefreshToken}; throws when the value was altered or the key differs. */
export function decryptRefreshToken(value: string, secret: string): string {
  const [version, iv, tag, data] = value.split('.')
  if (version !== VERSION || !iv || !tag || !data)
    throw new Error('Unknown token format')
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFrom(secret),
    Buffer.from(iv, 'base64url'),
  )
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
