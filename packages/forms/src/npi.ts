/**
 * An NPI number as it is stored and checked: without the spaces and dashes people group its
 * digits with (`1234 567 893` → `1234567893`).
 *
 * @example
 * normaliseNpi(' 1234 567-893 ') // '1234567893'
 */
export function normaliseNpi(value: string): string {
  return value.replace(/[\s-]/g, '')
}

/**
 * Whether an NPI number is valid: ten digits (spaces and dashes aside) whose last is the Luhn
 * check digit computed over the prefix 80840 and the first nine digits (CMS's rule). The sign-up
 * form, the API and the commerce backend all check it with this function.
 *
 * @example
 * isValidNpi('1234 567 893') // true
 * isValidNpi('1234567890') // false
 */
export function isValidNpi(value: string): boolean {
  const npi = normaliseNpi(value)
  if (!/^\d{10}$/.test(npi)) return false
  const digits = `80840${npi.slice(0, 9)}`
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    // Every other digit from the right, starting with the rightmost, is doubled.
    if (i % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9])
}
