import { z } from 'zod'

/** Ids arrive as numbers or numeric strings and are parsed to positive integers (spec section 5). */
export const id = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .positive('Must be a positive number.')
  .max(2_147_483_647, 'Is too large.')

/** Quantities are whole numbers between 1 and 10,000 per line. */
export const quantity = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .min(1, 'Must be at least 1.')
  .max(10_000, 'Must be at most 10,000.')

/** Cart and order tokens are opaque, URL-safe strings. */
export const token = z
  .string({ error: 'Is required.' })
  .trim()
  .min(1, 'Is required.')
  .max(128, 'Is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Is not a valid token.')

/** The `locale` query value: an ISO-style code, `en_US` by default (spec section 7). */
export const localeQuery = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'Must look like en_US.')
    .default('en_US'),
})

export const text = (max: number) =>
  z
    .string({ error: 'Is required.' })
    .trim()
    .max(max, `Must be at most ${max} characters.`)
export const requiredText = (max: number) => text(max).min(1, 'Is required.')

/** The countries the shop delivers to (ISO 3166-1 alpha-2). */
export const COUNTRIES = ['US', 'CA'] as const

/** Every address field is a string; the country is an enumeration (spec section 5). */
export const addressInput = z.object({
  salutation: z.enum(['mr', 'ms', 'mx', 'dr'], {
    error: 'Choose a salutation.',
  }),
  firstname: requiredText(80),
  lastname: requiredText(80),
  company: text(120),
  street: requiredText(120),
  number: text(20),
  postcode: requiredText(16).regex(
    /^[A-Za-z0-9 -]+$/,
    'Is not a valid postcode.',
  ),
  city: requiredText(80),
  country: z.enum(COUNTRIES, { error: 'Choose a country we deliver to.' }),
  stateCode: text(8),
  phoneNumber: text(32).regex(/^[0-9+() .-]*$/, 'Is not a valid phone number.'),
})
