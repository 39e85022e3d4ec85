import { MAX_LINE_QUANTITY } from '@shop/forms'
import type { Violation } from './results'

/** A cart line's cap: the one constant the shop's fields and the API read too. */
export const MAX_QUANTITY = MAX_LINE_QUANTITY

/** Checks a quantity: a whole number from 1 to 10,000. */
export function checkQuantity(
  quantity: unknown,
  propertyPath = 'quantity',
): Violation[] {
  return Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= MAX_QUANTITY
    ? []
    : [
        {
          propertyPath,
          message: `The quantity must be a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}.`,
        },
      ]
}

/** Parses a GraphQL ID into a positive integer id, or null. */
export function toId(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function checkEmail(email: string, propertyPath = 'email'): Violation[] {
  return EMAIL.test(email) && email.length <= 254
    ? []
    : [{ propertyPath, message: 'Please enter a valid email address.' }]
}

/** Checks required text fields: present after trimming and within a length. */
export function checkText(
  input: Record<string, unknown>,
  fields: Record<string, { max: number; required?: boolean }>,
  prefix = '',
): Violation[] {
  const violations: Violation[] = []
  for (const [field, { max, required = true }] of Object.entries(fields)) {
    const value = input[field]
    const text = typeof value === 'string' ? value.trim() : ''
    if (required && !text)
      violations.push({
        propertyPath: `${prefix}${field}`,
        message: 'This field is required.',
      })
    else if (text.length > max)
      violations.push({
        propertyPath: `${prefix}${field}`,
        message: `At most ${max} characters.`,
      })
  }
  return violations
}
