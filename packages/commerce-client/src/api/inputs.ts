import {
  MAX_LINE_QUANTITY,
  PURCHASE_LIMIT_MESSAGE,
  isValidPurchaseLimit,
  SALUTATIONS,
  checkAddress,
  isAddressCountry,
  isValidNpi,
  normalizeAddress,
  normaliseNpi,
} from '@shop/forms'
import type { AddressFormValues } from '@shop/forms'
import { z } from 'zod'

// The fields of the API's inputs, each rule taken from `@shop/forms` (which the shop's forms use
// too), so a form, the API and its OpenAPI document cannot disagree.

/**
 * A number, or a string that spells one (query strings, form values): nothing else. `true`, `[5]`
 * and `null` are not numbers, though JavaScript would turn them into 1, 5 and 0.
 */
const numeric = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/),
    ],
    {
      error: 'Must be a number.',
    },
  )
  .transform(Number)

/** Ids arrive as numbers or numeric strings and are parsed to positive integers (spec section 5). */
export const id = numeric.pipe(
  z
    .number()
    .int('Must be a whole number.')
    .positive('Must be a positive number.')
    .max(2_147_483_647, 'Is too large.'),
)

/** Quantities are whole numbers from 1 to the line cap of `@shop/forms` (10,000). */
export const quantity = numeric.pipe(
  z
    .number()
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(
      MAX_LINE_QUANTITY,
      `Quantity must be at most ${MAX_LINE_QUANTITY.toLocaleString('en-US')}.`,
    ),
)

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

/**
 * A text field of at most `max` characters. Its messages name the field ("Email address is
 * required."), as the forms' own messages do: a refused change is also told in a sentence or a
 * list where no label stands beside the message.
 */
export const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
export const requiredText = (max: number, label: string) =>
  text(max, label).min(1, `${label} is required.`)

/** A password as typed at sign-in. */
export const password = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(200, 'Password is too long.')

/** A new password: at least 8 characters. */
export const newPassword = z
  .string({ error: 'Password is required.' })
  .min(8, 'Password needs at least 8 characters.')
  .max(200, 'Password is too long.')

/** An e-mail address, compared in lower case. */
export const email = requiredText(254, 'Email address').toLowerCase()

const addressText = z.string({ error: 'Is required.' })
const ADDRESS_SHAPE = {
  salutation: addressText,
  firstname: addressText,
  lastname: addressText,
  company: addressText,
  street: addressText,
  number: addressText,
  postcode: addressText,
  city: addressText,
  country: addressText,
  stateCode: addressText,
  phoneNumber: addressText,
}

/**
 * The address rules of `@shop/forms` (the form's and the backend's too): each broken rule is a
 * violation on its field; a good address goes on normalised, its country typed.
 */
function applyAddressRules<T extends AddressFormValues>(
  address: T,
  ctx: z.RefinementCtx,
) {
  const violations = checkAddress(address)
  for (const { field, message } of violations)
    ctx.addIssue({ code: 'custom', path: [field], message })
  const normalized = normalizeAddress(address)
  const { country } = normalized
  if (violations.length || !isAddressCountry(country)) return z.NEVER
  return { ...normalized, country }
}

/** Every address field is a string; the country is one the shop delivers to (spec section 5). */
export const addressInput = z.object(ADDRESS_SHAPE).transform(applyAddressRules)
/** A saved address with its changed fields. */
export const savedAddressInput = z
  .object({ ...ADDRESS_SHAPE, id })
  .transform(applyAddressRules)

/** A person's salutation, or none. */
export const salutation = z.enum([...SALUTATIONS, '']).default('')

/** An NPI number typed in groups (`1234 567 893`) or not; it goes on as ten digits. */
export const npiNumber = requiredText(20, 'NPI number')
  .transform(normaliseNpi)
  .refine(isValidNpi, 'This NPI number is not valid.')

export const paymentMethodId = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]+$/, 'Is not a payment method.')
  .max(100)

export const paymentIntentId = z
  .string()
  .trim()
  .regex(/^pi_[A-Za-z0-9_]+$/, 'Is not a payment.')
  .max(100)

/**
 * A purchase limit: net minor units (cents) within the rule of `@shop/forms`, or null for none.
 * Absent is no limit too.
 */
export const purchaseLimit = numeric
  .nullable()
  .refine((limit) => isValidPurchaseLimit(limit), PURCHASE_LIMIT_MESSAGE)
  .optional()
  .transform((limit) => limit ?? null)

/** The roles a member is given: at least one, each once. */
export const roles = z
  .array(z.enum(['ADMINISTRATOR', 'APPROVER', 'BUYER', 'BILLING']), {
    error: 'Choose at least one role.',
  })
  .min(1, 'Choose at least one role.')
  .max(3, 'Choose each role at most once.')
  .refine(
    (list) => new Set(list).size === list.length,
    'Choose each role at most once.',
  )

/** Why a buyer sends lots back (the backend's `ReturnReason`). */
export const returnReason = z.enum(
  ['DAMAGED', 'WRONG_ITEM', 'EXPIRED', 'RECALLED', 'NOT_NEEDED'],
  { error: 'Choose a reason.' },
)

/** The lines of a return: 1 to 100, each a line of the order, a lot it was shipped with, how many. */
export const returnLines = z
  .array(
    z.object({
      orderItemId: id,
      quantity,
      lotNumber: requiredText(64, 'Lot number'),
    }),
    { error: 'Choose at least one line.' },
  )
  .min(1, 'Choose at least one line.')
  .max(100, 'At most 100 lines.')

/** Lines by SKU, as quick order reads them (typed, pasted or from a CSV): 1 to 500. */
export const skuLines = z
  .array(
    z.object({
      sku: z
        .string()
        .trim()
        .toUpperCase()
        .min(1, 'SKU is required.')
        .max(80, 'SKU must be at most 80 characters.'),
      quantity,
    }),
  )
  .min(1, 'Add at least one line.')
  .max(500, 'At most 500 lines at once.')
