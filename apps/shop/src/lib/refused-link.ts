import { ApiError } from './api'

/**
 * What to tell a buyer whose e-mailed link was refused (used, expired or never issued): the API's
 * message about the token. Null for any other failure, which the form shows as it is.
 */
export function refusedLinkMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const token = error.violations.find((v) => v.propertyPath === 'token')
  if (token) return token.message
  // A 400 about another field (the new password) belongs next to that field.
  return error.violations.length === 0 ? error.message : null
}
