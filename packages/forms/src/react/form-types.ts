import type { ChangeEvent, FormEvent } from 'react'
import type { RuleInput } from '../parse.js'
import type { RuleFn, RuleMessage } from '../rules.js'
import type { FieldMessage } from '../validate.js'
import type { ServerValidationError } from '../violations.js'

// The types of useForm's options, field state and result, apart from the hook's logic.

/** A field of `useForm`: its rules and label. */
export interface FormFieldConfig {
  rules?: RuleInput
  label?: string
  validationLabel?: string
}

export interface UseFormOptions<TValues extends Record<string, unknown>> {
  initialValues: TValues
  fields: { [K in keyof TValues]?: FormFieldConfig }
  /** Delay before a changed input is validated; 20 ms by default (spec section 9). */
  delay?: number
  rules?: Readonly<Record<string, RuleFn>>
  messages?: Readonly<Record<string, RuleMessage>>
}

/** The state of one field. */
export interface FieldState {
  touched: boolean
  validating: boolean
  /** Messages from the rules and from the server, blocking or not. */
  errors: FieldMessage[]
}

/** What `useForm` returns. */
export interface UseFormResult<TValues extends Record<string, unknown>> {
  values: TValues
  fields: Record<keyof TValues, FieldState>
  /** Form-level messages: the incomplete-form message or server errors that match no field. */
  formErrors: string[]
  submitting: boolean
  setValue: <K extends keyof TValues>(name: K, value: TValues[K]) => void
  /** Props for an input: value, change and blur handlers, and the ARIA state of its errors. */
  register: (name: keyof TValues & string) => {
    id: string
    name: string
    value: string
    onChange: (
      event: ChangeEvent<
        HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
      >,
    ) => void
    onBlur: () => void
    'aria-invalid': boolean
    'aria-describedby': string | undefined
  }
  /** Validates everything, then calls `onValid` when no blocking rule failed. */
  handleSubmit: (
    onValid: (values: TValues) => unknown,
  ) => (event?: FormEvent) => Promise<void>
  /** Puts a server validation error's violations onto the matching fields. */
  setServerErrors: (error: ServerValidationError) => void
  reset: (values?: TValues) => void
}
