import { validateField } from '../validate.js'
import type { FieldOptions } from '../validate.js'

/** Test support: the first message a value gets, or null when it passes. */
export async function firstMessage(
  value: unknown,
  rules: string | Parameters<typeof validateField>[1],
  options: Partial<FieldOptions> = {},
) {
  const result = await validateField(value, rules, { name: 'name', ...options })
  return result.messages[0]?.message ?? null
}
