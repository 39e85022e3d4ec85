import type { ServerValidationError } from '@shop/forms'
import type { UseFormResult } from '@shop/forms/react'
import { ApiError } from './api'

/**
 * The props of a `TextField` or `Select` for one field of a `useForm` form, with an id of its own
 * (`{form}-{name}`): several forms on one page may have a field of the same name (two
 * "current password" fields on the profile page), and the form's own `field-{name}` ids would
 * clash. The field names its help and errors itself; errors show once the field was touched.
 */
export function fieldProps<TValues extends Record<string, unknown>>(
  form: UseFormResult<TValues>,
  name: keyof TValues & string,
  formId: string,
) {
  const {
    id: _id,
    'aria-describedby': _describedBy,
    'aria-invalid': _invalid,
    ...input
  } = form.register(name)
  const state = form.fields[name]
  return {
    ...input,
    id: `${formId}-${name}`,
    errors: state.touched ? state.errors.map((e) => e.message) : undefined,
  }
}

/**
 * What a refused API call tells a form: the API's message and violations (shown beside their
 * fields), or `fallback` for anything else, such as a lost connection.
 */
export function refusalOf(
  error: unknown,
  fallback: string,
): ServerValidationError {
  return error instanceof ApiError ? error : { message: fallback }
}

/** What a refused change says in a sentence: the API's violations, else its message. */
export const refusalText = (error: Error) =>
  error instanceof ApiError && error.violations.length
    ? error.violations.map((v) => v.message).join(' ')
    : error.message
