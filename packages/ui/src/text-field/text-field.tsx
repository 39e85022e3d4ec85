import { useId } from 'react'
import type { InputHTMLAttributes, ReactNode } from 'react'

export interface FormFieldProps {
  label: ReactNode
  /** The id of the control the label names. */
  htmlFor: string
  help?: ReactNode
  /** Error messages; the control should point at them with `aria-describedby`. */
  errors?: readonly string[]
  required?: boolean
  children: ReactNode
}

/** Ids of a field's help and error texts, for the control's `aria-describedby`. */
export function fieldDescriptionIds(
  id: string,
  { help, errors }: { help?: unknown; errors?: readonly string[] },
) {
  return (
    [help ? `${id}-help` : null, errors?.length ? `${id}-errors` : null]
      .filter(Boolean)
      .join(' ') || undefined
  )
}

/**
 * Wraps a form control with its label, help text and error messages.
 *
 * @example
 * <FormField label="City" htmlFor="city" errors={['City is required.']}>
 *   <input id="city" aria-describedby="city-errors" />
 * </FormField>
 */
export function FormField({
  label,
  htmlFor,
  help,
  errors,
  required,
  children,
}: FormFieldProps) {
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {help ? (
        <span className="ui-field__help" id={`${htmlFor}-help`}>
          {help}
        </span>
      ) : null}
      {errors?.length ? (
        <ul className="ui-field__error" id={`${htmlFor}-errors`}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children'
> {
  label: ReactNode
  help?: ReactNode
  errors?: readonly string[]
}

/**
 * A labelled text input with help and error texts wired for screen readers.
 *
 * @example
 * <TextField label="Email address" type="email" autoComplete="email" errors={errors.email} />
 */
export function TextField({
  label,
  help,
  errors,
  id,
  required,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const invalid = Boolean(errors?.length)
  return (
    <FormField
      label={label}
      htmlFor={inputId}
      help={help}
      errors={errors}
      required={required}
    >
      <input
        id={inputId}
        className={['ui-input', className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={fieldDescriptionIds(inputId, { help, errors })}
        {...input}
      />
    </FormField>
  )
}
